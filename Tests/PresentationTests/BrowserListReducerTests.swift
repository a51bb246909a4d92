import Domain
import PokedexTesting
import Presentation
import Testing

/// The browser's list: moving, paging, infinite scroll, a failed page and its retry,
/// resizing. Exhaustive: every state change and every action fed back is asserted.
@MainActor
@Suite("Browser reducer: the list")
struct BrowserListReducerTests {
  typealias Cursor = Browser.Cursor
  nonisolated static let failure = PokedexError.timedOut(
    url: "http://dex.test/api/v2/pokemon/31/")

  @Test func theFirstPageLoadsThenMoreUntilTheScreenIsFull() async {
    let state = Browser.State(list: PokemonList.State(firstPage: PageRequest(limit: 10)))
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    await store.send(.task) { $0.list.status = .loading }
    for offset in [0, 10, 20] {
      let page = BrowserFixtures.page(PageRequest(offset: offset, limit: 10))
      await store.receive(.list(.pageLoaded(.success(page)))) {
        $0.list.rows = BrowserFixtures.rows(1...(offset + 10))
        $0.list.totalCount = 100
        // 22 rows fit on 80 × 24: the list asks for more until they are near full.
        $0.list.status = offset < 20 ? .loading : .loaded(page)
      }
    }
  }

  @Test func movingKeepsTheSelectionOnScreen() async {
    let store = TestStore(
      initialState: BrowserFixtures.loaded(rows: 60), reducer: BrowserFixtures.browser())
    await store.send(.selectionMoved(.lines(1))) { $0.listCursor = Cursor(selection: 1, top: 0) }
    await store.send(.selectionMoved(.lines(10))) {
      $0.listCursor = Cursor(selection: 11, top: 2)
    }
    await store.send(.selectionMoved(.pages(1))) {
      $0.listCursor = Cursor(selection: 21, top: 12)
    }
    await store.send(.selectionMoved(.lines(-15))) {
      $0.listCursor = Cursor(selection: 6, top: 6)
    }
    await store.send(.selectionMoved(.top)) { $0.listCursor = Cursor() }
    await store.send(.selectionMoved(.lines(-1)))
    await store.send(.selectionMoved(.pages(-1)))
  }

  @Test func theNextPageIsAskedForOnceAsTheSelectionNearsTheEnd() async {
    let clock = TestClock()
    let requests = Recorded<PageRequest>()
    let reducer = BrowserFixtures.browser(clock: clock, loadPage: { request in
      requests.append(request)
      try await clock.sleep(for: .seconds(1))
      return BrowserFixtures.page(request)
    })
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: reducer)
    await store.send(.selectionMoved(.lines(15))) {
      $0.listCursor = Cursor(selection: 15, top: 6)
    }
    // Row 26 comes on screen, five rows from the last loaded: the next page loads.
    await store.send(.selectionMoved(.lines(10))) {
      $0.listCursor = Cursor(selection: 25, top: 16)
      $0.list.status = .loading
    }
    // Moving on while it loads asks for nothing more; the "loading…" row stays in sight.
    await store.send(.selectionMoved(.lines(4))) {
      $0.listCursor = Cursor(selection: 29, top: 21)
    }
    // One more: onto the "loading…" row, which is row 31 once the page lands.
    await store.send(.selectionMoved(.lines(1))) {
      $0.listCursor = Cursor(selection: 30, top: 21)
    }
    await store.send(.selectionMoved(.lines(5)))
    #expect(store.state.selectedRow == nil)
    await clock.advanceOnceWaitedOn(by: .seconds(1))
    let page = BrowserFixtures.page(PageRequest(offset: 30, limit: 30))
    await store.receive(.list(.pageLoaded(.success(page)))) {
      $0.list.rows = BrowserFixtures.rows(1...60)
      $0.list.status = .loaded(page)
    }
    #expect(requests.all == [PageRequest(offset: 30, limit: 30)])
    #expect(store.state.selectedRow?.id == 31)
  }

  /// End goes to the last row of the whole list in one press: the selection waits on the
  /// "loading…" row while each missing page is asked for once, in order, and lands on
  /// row 100 with the last.
  @Test func endGoesToTheLastRowAskingForEachMissingPageOnceInOrder() async {
    let requests = Recorded<PageRequest>()
    let reducer = BrowserFixtures.browser(loadPage: { request in
      requests.append(request)
      return BrowserFixtures.page(request)
    })
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: reducer)
    await store.send(.selectionMoved(.bottom)) {
      $0.listCursor = Cursor(selection: 30, top: 21, seek: .end)
      $0.list.status = .loading
    }
    for offset in [30, 60, 90] {
      let page = BrowserFixtures.page(PageRequest(offset: offset, limit: 30))
      let last = min(100, offset + 30)
      await store.receive(.list(.pageLoaded(.success(page)))) {
        $0.list.rows = BrowserFixtures.rows(1...last)
        if last < 100 {
          $0.list.status = .loading
          $0.listCursor = Cursor(selection: last, top: last - 9, seek: .end)
        } else {
          $0.list.status = .loaded(page)
          $0.listCursor = Cursor(selection: 99, top: 90)
        }
      }
    }
    #expect(requests.all.map(\.offset) == [30, 60, 90])
    #expect(store.state.selectedRow?.id == 100)
  }

  /// Digits typed in the list go to that Pokédex number as they are typed, loading the
  /// list on to it; any other key ends the number.
  @Test func typingANumberGoesToThatPokemon() async {
    let requests = Recorded<PageRequest>()
    let reducer = BrowserFixtures.browser(loadPage: { request in
      requests.append(request)
      return BrowserFixtures.page(request)
    })
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: reducer)
    await store.send(.numberTyped("2")) {
      $0.jump = "2"
      $0.listCursor = Cursor(selection: 1, top: 0)
    }
    await store.send(.numberTyped("25")) {
      $0.jump = "25"
      $0.listCursor = Cursor(selection: 24, top: 15)
    }
    // A new number, not loaded yet: the list loads on to #47.
    await store.send(.numberTyped("")) { $0.jump = "" }
    await store.send(.numberTyped("4")) {
      $0.jump = "4"
      $0.listCursor = Cursor(selection: 3, top: 3)
    }
    await store.send(.numberTyped("47")) {
      $0.jump = "47"
      $0.list.status = .loading
      $0.listCursor = Cursor(selection: 30, top: 21, seek: .entry(id: 47, otherwise: 3))
    }
    let page = BrowserFixtures.page(PageRequest(offset: 30, limit: 30))
    await store.receive(.list(.pageLoaded(.success(page)))) {
      $0.list.rows = BrowserFixtures.rows(1...60)
      $0.list.status = .loaded(page)
      $0.listCursor = Cursor(selection: 46, top: 37)
    }
    #expect(store.state.selectedRow?.id == 47)
    await store.send(.selectionMoved(.lines(1))) {
      $0.jump = nil
      $0.listCursor = Cursor(selection: 47, top: 38)
    }
    #expect(requests.all.map(\.offset) == [30])
  }

  /// A page that fails on the way to the end leaves the selection on the last row loaded.
  @Test func endStopsOnTheLastRowLoadedWhenAPageFails() async {
    let reducer = BrowserFixtures.browser(loadPage: { _ in throw Self.failure })
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: reducer)
    await store.send(.selectionMoved(.bottom)) {
      $0.listCursor = Cursor(selection: 30, top: 21, seek: .end)
      $0.list.status = .loading
    }
    await store.receive(.list(.pageLoaded(.failure(Self.failure)))) {
      $0.list.status = .failed(Self.failure)
      $0.listCursor = Cursor(selection: 29, top: 21)
    }
  }

  @Test func aFailedPageKeepsTheRowsAndRetryLoadsItAgain() async {
    let requests = Recorded<PageRequest>()
    let reducer = BrowserFixtures.browser(loadPage: { request in
      requests.append(request)
      if requests.all.count == 1 { throw Self.failure }
      return BrowserFixtures.page(request)
    })
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: reducer)
    await store.send(.selectionMoved(.lines(29))) {
      $0.listCursor = Cursor(selection: 29, top: 21)
      $0.list.status = .loading
    }
    await store.receive(.list(.pageLoaded(.failure(Self.failure)))) {
      $0.list.status = .failed(Self.failure)
    }
    // The rows stay usable, and moving does not retry by itself.
    await store.send(.selectionMoved(.lines(-1))) {
      $0.listCursor = Cursor(selection: 28, top: 21)
    }
    await store.send(.retryRequested) { $0.list.status = .loading }
    let page = BrowserFixtures.page(PageRequest(offset: 30, limit: 30))
    await store.receive(.list(.pageLoaded(.success(page)))) {
      $0.list.rows = BrowserFixtures.rows(1...60)
      $0.list.status = .loaded(page)
    }
    #expect(requests.all.count == 2)
  }

  @Test func aResizedTerminalKeepsTheSelectionOnScreen() async {
    var state = BrowserFixtures.loaded(rows: 60)
    state.listCursor = Cursor(selection: 15, top: 8)
    let store = TestStore(initialState: state, reducer: BrowserFixtures.browser())
    let small = TerminalSize(columns: 80, rows: 8)
    await store.send(.resized(small)) {
      $0.size = small
      $0.listCursor = Cursor(selection: 15, top: 10)
    }
    let tall = TerminalSize(columns: 120, rows: 40)
    await store.send(.resized(tall)) { $0.size = tall }
  }

  @Test func helpOpensAndClosesAndQuittingIsRecorded() async {
    let store = TestStore(
      initialState: BrowserFixtures.loaded(rows: 30), reducer: BrowserFixtures.browser())
    await store.send(.helpToggled) { $0.help = Browser.Help() }
    await store.send(.helpToggled) { $0.help = nil }
    await store.send(.quitRequested) { $0.hasQuit = true }
  }
}
