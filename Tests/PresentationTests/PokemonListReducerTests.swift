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
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pageLoaded(.success(page(0, 20)))) {
      $0.rows = Array(Self.all.prefix(20))
      $0.totalCount = 25
      $0.status = .loaded(page(0, 20))
    }
  }

  @Test func aFailedFirstPageIsKeptAsTheFailure() async {
    let store = TestStore(initialState: PokemonList.State(), reducer: failing)
    await store.send(.task) { $0.status = .loading }
    await store.receive(.pageLoaded(.failure(.timedOut(url: "u")))) {
      $0.status = .failed(.timedOut(url: "u"))
    }
  }

  @Test func theListAppearingAgainWhileLoadingOrLoadedDoesNothing() async {
    for status: LoadStatus<Page<PokemonSummary>> in [.loading, .loaded(page(0, 20))] {
      let store = TestStore(initialState: PokemonList.State(status: status), reducer: reducer)
      await store.send(.task)
    }
  }

  @Test func theNextPageIsAppendedAfterTheLoadedRows() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.nextPageRequested) {
      $0.status = .loading
    }
    await receiveSecondPage(store)
  }

  @Test func noPageIsRequestedAfterTheLastRow() async {
    var state = loadedFirstPage()
    state.rows = Self.all
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.nextPageRequested)
    await store.send(.rowAppeared(index: 24))
  }

  @Test func aSecondRequestWhileAPageIsLoadingIsIgnored() async {
    var state = loadedFirstPage()
    state.status = .loading
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.nextPageRequested)
    await store.send(.rowAppeared(index: 19))
  }

  @Test func nextPageIsRequestedNearTheEndOfTheList() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.rowAppeared(index: 15)) {
      $0.status = .loading
    }
    await receiveSecondPage(store)
  }

  @Test func aRowFarFromTheEndLoadsNothing() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.rowAppeared(index: 14))
  }

  @Test func scrollingDoesNotRetryAFailureButAskingForTheNextPageDoes() async {
    var state = loadedFirstPage()
    state.status = .failed(.timedOut(url: "u"))
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.rowAppeared(index: 19))
    await store.send(.nextPageRequested) {
      $0.status = .loading
    }
    await receiveSecondPage(store)
  }

  @Test func aPageThatArrivesForAnotherRequestIsDropped() async {
    var state = loadedFirstPage()
    state.status = .loading
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.pageLoaded(.success(page(0, 20))))
  }

  @Test func aResultThatArrivesWhenNothingIsLoadingIsDropped() async {
    let store = TestStore(initialState: loadedFirstPage(), reducer: reducer)
    await store.send(.pageLoaded(.failure(.timedOut(url: "u"))))
    await store.send(.pageLoaded(.success(page(20, 20))))
  }

  @Test func theRealStoreFinishesTheWorkASendStarted() async {
    let store = Store(initialState: PokemonList.State(), reducer: reducer)
    let task = store.send(.task)
    #expect(store.state.status == .loading)
    await task.finish()
    #expect(store.state.rows.count == 20)
    #expect(store.state.status == .loaded(page(0, 20)))
  }

  // MARK: - Helpers

  /// The second page arriving and completing the list of 25: what every next-page test
  /// ends with.
  private func receiveSecondPage(_ store: TestStore<PokemonList>) async {
    await store.receive(.pageLoaded(.success(page(20, 20)))) {
      $0.rows = Self.all
      $0.status = .loaded(page(20, 20))
    }
  }

  private func page(_ offset: Int, _ limit: Int) -> Page<PokemonSummary> {
    Page(
      items: Array(Self.all.dropFirst(offset).prefix(limit)), offset: offset, limit: limit,
      totalCount: Self.all.count)
  }

  private func loadedFirstPage() -> PokemonList.State {
    PokemonList.State(
      rows: Array(Self.all.prefix(20)), totalCount: 25, status: .loaded(page(0, 20)))
  }
}
