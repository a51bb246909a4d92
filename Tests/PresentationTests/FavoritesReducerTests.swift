import Domain
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("Favorites in the list and the card")
struct FavoritesReducerTests {
  static let pikachu = SampleCards.pikachu.summary

  let list = PokemonList(loadPage: { _ in throw PokedexError.timedOut(url: "u") }) { favorite in
    [1, favorite.id]
  }
  let card = PokemonDetail(loadPokemon: { _ in SampleCards.pikachu }) { favorite in
    [1, favorite.id]
  }

  @Test func aToggleFromTheListIsSavedAndEveryFavoriteReported() async {
    let store = TestStore(initialState: PokemonList.State(), reducer: list)
    await store.send(.favorites(.toggled(Self.pikachu)))
    await store.receive(.favorites(.changed([1, 25]))) { $0.favorites.ids = [1, 25] }
    store.finish()
  }

  @Test func aToggleFromTheCardIsSavedTheSameWay() async {
    let store = TestStore(
      initialState: PokemonDetail.State(query: .number(25), status: .loaded(SampleCards.pikachu)),
      reducer: card)
    await store.send(.favorites(.toggled(Self.pikachu)))
    await store.receive(.favorites(.changed([1, 25]))) { $0.favorites.ids = [1, 25] }
    #expect(store.state.isFavorite)
    store.finish()
  }

  @Test func theOneChangedActionUpdatesBothViews() async {
    let listStore = TestStore(initialState: PokemonList.State(), reducer: list)
    let cardStore = TestStore(initialState: PokemonDetail.State(query: .number(25)), reducer: card)
    await listStore.send(.favorites(.changed([25]))) { $0.favorites.ids = [25] }
    await cardStore.send(.favorites(.changed([25]))) { $0.favorites.ids = [25] }
    listStore.finish()
    cardStore.finish()
  }

  @Test func aToggleThatCannotBeSavedIsKeptAsTheError() async {
    let failing = PokemonList(loadPage: { _ in throw PokedexError.timedOut(url: "u") }) { _ in
      throw PokedexError.unreadableFile(path: "/f.json", reason: "not the JSON expected")
    }
    let store = TestStore(
      initialState: PokemonList.State(favorites: FavoriteMarks(ids: [7])), reducer: failing)
    await store.send(.favorites(.toggled(Self.pikachu)))
    let error = PokedexError.unreadableFile(path: "/f.json", reason: "not the JSON expected")
    await store.receive(.favorites(.failed(error))) { $0.favorites.lastError = error }
    await store.send(.favorites(.changed([7, 25]))) {
      $0.favorites = FavoriteMarks(ids: [7, 25])
    }
    store.finish()
  }

  @Test func theEditorSavesAndReportsTheOutcome() async {
    let outcome = FavoritesEditor.Outcome(
      added: [Favorite(Self.pikachu)], removed: [], unchanged: [], count: 3)
    let store = TestStore(
      initialState: FavoritesEditor.State(edit: .toggle(.name("pikachu"))),
      reducer: FavoritesEditor { _ in outcome })
    await store.send(.task) { $0.status = .saving }
    await store.receive(.finished(.success(outcome))) { $0.status = .saved(outcome) }
    await store.send(.task)
    store.finish()
  }
}
