import Domain
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("Favorites, owned by the browser")
struct FavoritesReducerTests {
  nonisolated static let pikachu = SampleCards.pikachu.summary
  nonisolated static let saveError = PokedexError.unreadableFile(
    path: "/f.json", reason: "not the JSON expected")

  /// A browser whose list and card load from memory, and whose favorites file holds #1
  /// and whatever is toggled.
  func pokedex(
    toggle: @escaping @Sendable (PokemonSummary) async throws -> Set<Int> = { [1, $0.id] },
    detail: PokemonDetail = PokemonDetail { _ in SampleCards.pikachu }
  ) -> Browser {
    Browser(
      list: PokemonList { request in
        Page(items: [Self.pikachu], offset: request.offset, limit: request.limit, totalCount: 1)
      },
      detail: detail,
      searchPage: { _, _ in throw PokedexError.timedOut(url: "u") },
      suggest: { _ in [] },
      toggleFavorite: toggle)
  }

  /// The browser with the list loaded, `favorites` marked, and no card open.
  func onTheList(favorites: Set<Int> = [1]) -> Browser.State {
    let page = Page(items: [Self.pikachu], offset: 0, limit: 20, totalCount: 1)
    return Browser.State(
      list: PokemonList.State(rows: [Self.pikachu], totalCount: 1, status: .loaded(page)),
      favorites: favorites)
  }

  /// Pikachu's card, opened from its row, with `favorites` marked.
  func pikachusCard(
    _ status: LoadStatus<Pokemon> = .loaded(SampleCards.pikachu), favorites: Set<Int> = [1]
  ) -> Browser.Destination {
    .card(BrowserCard.State(
      detail: PokemonDetail.State(query: .number(25), status: status, favorites: favorites),
      row: Self.pikachu))
  }

  /// The browser with the list loaded and Pikachu's card open.
  func openCard() -> Browser.State {
    var state = onTheList()
    state.path = [pikachusCard()]
    return state
  }

  @Test func aToggleInTheCardShowsInTheListThroughTheParent() async {
    let store = TestStore(initialState: openCard(), reducer: pokedex())
    #expect(store.state.list.favorites == [1])
    await store.send(.card(.favoriteKeyPressed))
    await store.receive(.card(.delegate(.favoriteToggled(Self.pikachu))))
    await store.receive(.favoritesSaved(.success([1, 25]))) {
      $0.favorites = [1, 25]
      $0.list.favorites = [1, 25]
      $0.path = [self.pikachusCard(favorites: [1, 25])]
    }
    #expect(store.state.card?.detail.isFavorite == true)
  }

  @Test func aToggleInTheListShowsInTheCardTheSameWay() async {
    let store = TestStore(initialState: openCard(), reducer: pokedex())
    await store.send(.list(.favoriteKeyPressed(Self.pikachu)))
    await store.receive(.list(.delegate(.favoriteToggled(Self.pikachu))))
    await store.receive(.favoritesSaved(.success([1, 25]))) {
      $0.favorites = [1, 25]
      $0.list.favorites = [1, 25]
      $0.path = [self.pikachusCard(favorites: [1, 25])]
    }
  }

  @Test func aToggleAmongTheMatchesShowsInTheListToo() async {
    var state = onTheList()
    let page = Page(items: [Self.pikachu], offset: 0, limit: 20, totalCount: 1)
    let matches = PokemonList.State(
      rows: [Self.pikachu], totalCount: 1, status: .loaded(page), favorites: [1])
    state.search = Browser.Search(
      query: "pika", isEditing: false,
      results: PokemonSearch.State(terms: ["pika"], list: matches))
    let store = TestStore(initialState: state, reducer: pokedex())
    await store.send(.search(.list(.favoriteKeyPressed(Self.pikachu))))
    await store.receive(.search(.list(.delegate(.favoriteToggled(Self.pikachu)))))
    await store.receive(.favoritesSaved(.success([1, 25]))) {
      $0.favorites = [1, 25]
      $0.list.favorites = [1, 25]
      $0.search?.results?.list.favorites = [1, 25]
    }
  }

  @Test func aToggleThatCannotBeSavedChangesNoStarAndKeepsTheError() async {
    let store = TestStore(
      initialState: openCard(), reducer: pokedex { _ in throw Self.saveError })
    await store.send(.card(.favoriteKeyPressed))
    await store.receive(.card(.delegate(.favoriteToggled(Self.pikachu))))
    await store.receive(.favoritesSaved(.failure(Self.saveError))) {
      $0.favoriteError = Self.saveError
    }
    #expect(store.state.list.favorites == [1])
  }

  @Test func aCardOpenedLaterShowsTheFavoritesAlreadyKnown() async {
    let store = TestStore(initialState: onTheList(), reducer: pokedex())
    await store.send(.rowOpened) { $0.path = [self.pikachusCard(.loading)] }
    await store.receive(.card(.detail(.pokemonLoaded(.success(SampleCards.pikachu))))) {
      $0.path = [self.pikachusCard()]
    }
    await store.send(.card(.backKeyPressed))
    await store.receive(.card(.delegate(.backRequested))) { $0 = self.onTheList() }
  }

  @Test func closingTheCardWhileItLoadsDropsTheLoad() async {
    let slow = pokedex(detail: PokemonDetail { _ in
      try await Task.sleep(for: .seconds(60))
      return SampleCards.pikachu
    })
    let store = TestStore(initialState: onTheList(), reducer: slow)
    await store.send(.rowOpened) { $0.path = [self.pikachusCard(.loading)] }
    await store.send(.card(.backKeyPressed))
    await store.receive(.card(.delegate(.backRequested))) { $0 = self.onTheList() }
  }

  @Test func theEditorSavesAndReportsTheOutcome() async {
    let outcome = EditFavorites.Outcome(
      added: [Favorite(Self.pikachu)], removed: [], unchanged: [], count: 3)
    let store = TestStore(
      initialState: FavoritesEditor.State(edit: .toggle(.name("pikachu"))),
      reducer: FavoritesEditor { _ in outcome })
    await store.send(.task) { $0.status = .loading }
    await store.receive(.finished(.success(outcome))) { $0.status = .loaded(outcome) }
    await store.send(.task)
  }
}
