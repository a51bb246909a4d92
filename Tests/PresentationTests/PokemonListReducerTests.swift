import CustomDump
import Domain
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("PokemonList reducer")
struct PokemonListReducerTests {
  /// A Pokédex of 25 rows served from memory.
  nonisolated static let all = SampleRows.numbered(1...25)

  let reducer = PokemonList { request in
    let rows = Array(all.dropFirst(request.offset).prefix(request.limit))
    return Page(items: rows, offset: request.offset, limit: request.limit, totalCount: all.count)
  }
  let failing = PokemonList { _ in throw PokedexError.timedOut(url: "u") }

  @Test func theFirstPageLoadsWhenTheListAppears() async {
    let store = TestStore(initialState: PokemonList.State(), reducer: reducer)
    await store.send(.task) { $0.status = .loading(PageRequest()) }
    await store.receive(.pageLoaded(.success(page(0, 20)))) {
      $0.rows = Array(Self.all.prefix(20))
      $0.totalCount = 25
      $0.status = .loaded
    }
    store.finish()
  }

  @Test func aFailedFirstPageIsKeptAsTheFailure() async {
    let store = TestStore(initialState: PokemonList.State(), reducer: failing)
    await store.send(.task) { $0.status = .loading(PageRequest()) }
    await store.receive(.pageLoaded(.failure(.timedOut(url: "u")))) {
      $0.status = .failed(.timedOut(url: "u"))
    }
    store.finish()
  }

  @Test func theListAppearingAgainWhileLoadingOrLoadedDoesNothing() async {
    for status in [PokemonList.Status.loading(PageRequest()), .loaded] {
      let store = TestStore(initialState: PokemonList.State(status: status), reducer: reducer)
      await store.send(.task)
      store.finish()
    }
  }

  @Test func theNextPageIsAppendedAfterTheLoadedRows() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.nextPageRequested) {
      $0.status = .loading(PageRequest(offset: 20, limit: 20))
    }
    await receiveSecondPage(store)
  }

  @Test func noPageIsRequestedAfterTheLastRow() async {
    var state = loadedFirstPage()
    state.rows = Self.all
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.nextPageRequested)
    await store.send(.rowAppeared(index: 24))
    store.finish()
  }

  @Test func aSecondRequestWhileAPageIsLoadingIsIgnored() async {
    var state = loadedFirstPage()
    state.status = .loading(PageRequest(offset: 20, limit: 20))
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.nextPageRequested)
    await store.send(.rowAppeared(index: 19))
    store.finish()
  }

  @Test func nextPageIsRequestedNearTheEndOfTheList() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.rowAppeared(index: 15)) {
      $0.status = .loading(PageRequest(offset: 20, limit: 20))
    }
    await receiveSecondPage(store)
  }

  @Test func aRowFarFromTheEndLoadsNothing() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.rowAppeared(index: 14))
    store.finish()
  }

  @Test func scrollingDoesNotRetryAFailureButAskingForTheNextPageDoes() async {
    var state = loadedFirstPage()
    state.status = .failed(.timedOut(url: "u"))
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.rowAppeared(index: 19))
    await store.send(.nextPageRequested) {
      $0.status = .loading(PageRequest(offset: 20, limit: 20))
    }
    await receiveSecondPage(store)
  }

  @Test func aPageThatArrivesForAnotherRequestIsDropped() async {
    var state = loadedFirstPage()
    state.status = .loading(PageRequest(offset: 20, limit: 20))
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.pageLoaded(.success(page(0, 20))))
    store.finish()
  }

  @Test func aResultThatArrivesWhenNothingIsLoadingIsDropped() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.pageLoaded(.failure(.timedOut(url: "u"))))
    await store.send(.pageLoaded(.success(page(20, 20))))
    store.finish()
  }

  @Test func theRealStoreRunsEffectsToCompletionInsideSend() async {
    let store = Store(initialState: PokemonList.State(), reducer: reducer)
    await store.send(.task)
    #expect(store.state.rows.count == 20)
    #expect(store.state.status == .loaded)
  }

  // MARK: - Helpers

  /// The second page arriving and completing the list of 25: what every next-page test
  /// ends with.
  private func receiveSecondPage(_ store: TestStore<PokemonList>) async {
    await store.receive(.pageLoaded(.success(page(20, 20)))) {
      $0.rows = Self.all
      $0.status = .loaded
    }
    store.finish()
  }

  private func page(_ offset: Int, _ limit: Int) -> Page<PokemonSummary> {
    Page(
      items: Array(Self.all.dropFirst(offset).prefix(limit)), offset: offset, limit: limit,
      totalCount: Self.all.count)
  }

  private func loadedFirstPage() -> PokemonList.State {
    PokemonList.State(rows: Array(Self.all.prefix(20)), totalCount: 25, status: .loaded)
  }
}
