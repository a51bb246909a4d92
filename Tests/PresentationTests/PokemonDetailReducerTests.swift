import Domain
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("PokemonDetail reducer")
struct PokemonDetailReducerTests {
  let reducer = PokemonDetail { _ in SampleCards.pikachu }
  let failing = PokemonDetail { query in
    throw PokedexError.entryNotFound(.pokemon, query, suggestions: ["pikachu"])
  }

  @Test func theCardLoadsWhenShown() async {
    let store = TestStore(
      initialState: PokemonDetail.State(query: .name("pikachu")), reducer: reducer)
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pokemonLoaded(.success(SampleCards.pikachu))) {
      $0.status = .loaded(SampleCards.pikachu)
    }
  }

  @Test func aFailureIsKeptAndShowingAgainRetries() async {
    let error = PokedexError.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu"])
    let store = TestStore(
      initialState: PokemonDetail.State(query: .name("pikachuu")), reducer: failing)
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pokemonLoaded(.failure(error))) { $0.status = .failed(error) }
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pokemonLoaded(.failure(error))) { $0.status = .failed(error) }
  }

  @Test func showingAgainWhileLoadingOrLoadedDoesNothing() async {
    for status: LoadStatus<Pokemon> in [.loading, .loaded(SampleCards.pikachu)] {
      let store = TestStore(
        initialState: PokemonDetail.State(query: .number(25), status: status), reducer: reducer)
      await store.send(.task)
    }
  }

  @Test func aResultThatArrivesWhenNothingIsLoadingIsDropped() async {
    let store = TestStore(
      initialState: PokemonDetail.State(query: .number(25), status: .loaded(SampleCards.mew)),
      reducer: reducer)
    await store.send(.pokemonLoaded(.success(SampleCards.pikachu)))
  }

  /// Only a game before the Pokémon is refused; one without its entry shows the card.
  @Test func aGameBeforeThePokemonIsNoticed() {
    var later = SampleCards.pikachu
    later.generation = 4
    later.asIn = GameGroup(slug: "red-blue", order: 1, generation: 1)
    let state = PokemonDetail.State(query: .number(25), game: "red", status: .loaded(later))
    #expect(state.notYetInGame?.game == "red")
    #expect(state.notYetInGame?.introducedIn == 4)
    #expect(PokemonDetail.State(query: .number(25), game: "gold",
      status: .loaded(SampleCards.pikachu)).notYetInGame == nil)
  }
}
