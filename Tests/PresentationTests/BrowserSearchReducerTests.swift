import Domain
import PokedexTesting
import Presentation
import Testing

/// The live search: debounced on a test clock, a new query replacing the one in flight,
/// Enter keeping the filter, Esc clearing it, suggestions when nothing matches.
@MainActor
@Suite("Browser reducer: live search")
struct BrowserSearchReducerTests {
  typealias Cursor = Browser.Cursor

  /// The matches of `query` before they load: what was on screen (`shown`, the 30 rows
  /// of the list by default) stays there until they land.
  static func results(
    _ query: String, shown: [PokemonSummary] = BrowserFixtures.rows(1...30)
  ) -> PokemonSearch.State {
    var list = PokemonList.State(firstPage: PageRequest(offset: 0, limit: 30))
    list.rows = shown
    list.isStale = !shown.isEmpty
    return PokemonSearch.State(terms: query.split(separator: " ").map(String.init), list: list)
  }

  static let matches = BrowserFixtures.page(PageRequest(offset: 0, limit: 30), total: 3)

  @Test func onlyTheLastQuerysResultsLand() async {
    let clock = TestClock()
    let searched = Recorded<[String]>()
    let reducer = BrowserFixtures.browser(clock: clock, searchPage: { terms, request in
      searched.append(terms)
      try await clock.sleep(for: .seconds(1))
      return BrowserFixtures.page(request, total: 3)
    })
    var state = BrowserFixtures.loaded(rows: 30)
    state.listCursor = Cursor(selection: 4, top: 0)
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.searchOpened) { $0.search = Browser.Search() }
    await store.send(.queryChanged("p")) {
      $0.search = Browser.Search(query: "p", results: Self.results("p"))
    }
    await clock.advanceOnceWaitedOn(by: .milliseconds(100))
    // Typed before the debounce ended: "p" is never searched.
    await store.send(.queryChanged("pi")) {
      $0.search = Browser.Search(query: "pi", results: Self.results("pi"))
    }
    await clock.advanceOnceWaitedOn(by: .milliseconds(150))
    await store.receive(.queryDebounced) { $0.search?.results?.list.status = .loading }
    // Typed while "pi" loads: its answer never lands.
    await store.send(.queryChanged("pik")) {
      $0.search = Browser.Search(query: "pik", results: Self.results("pik"))
    }
    await clock.advanceOnceWaitedOn(by: .milliseconds(150))
    await store.receive(.queryDebounced) { $0.search?.results?.list.status = .loading }
    await clock.advanceOnceWaitedOn(by: .seconds(1))
    await store.receive(.search(.list(.pageLoaded(.success(Self.matches))))) {
      $0.search?.results?.list.rows = BrowserFixtures.rows(1...3)
      $0.search?.results?.list.isStale = false
      $0.search?.results?.list.totalCount = 3
      $0.search?.results?.list.status = .loaded(Self.matches)
    }
    #expect(searched.all == [["pi"], ["pik"]])
    // Enter keeps the filter; Esc clears it, and the match selected (#3) stays selected
    // in the whole list.
    await store.send(.searchCommitted) { $0.search?.isEditing = false }
    await store.send(.selectionMoved(.lines(2))) { $0.search?.cursor = Cursor(selection: 2) }
    await store.send(.searchCleared) {
      $0.search = nil
      $0.listCursor = Cursor(selection: 2, top: 0)
    }
    #expect(store.state.selectedRow?.id == 3)
  }

  /// Esc on a filter whose selected match the list has not loaded yet: the list loads
  /// on to it, each page once, and selects it.
  @Test func clearingAFilterLoadsTheListOnToTheMatchSelected() async {
    let match = Page(
      items: BrowserFixtures.rows(80...80), offset: 0, limit: 30, totalCount: 1)
    let requests = Recorded<PageRequest>()
    let reducer = BrowserFixtures.browser(
      loadPage: { request in
        requests.append(request)
        return BrowserFixtures.page(request)
      },
      searchPage: { _, _ in match })
    var state = BrowserFixtures.loaded(rows: 30)
    state.listCursor = Cursor(selection: 4, top: 0)
    state.search = Browser.Search(
      query: "p", isEditing: false,
      results: PokemonSearch.State(
        terms: ["p"],
        list: PokemonList.State(
          firstPage: PageRequest(offset: 0, limit: 30), rows: match.items, totalCount: 1,
          status: .loaded(match))))
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.searchCleared) {
      $0.search = nil
      $0.list.status = .loading
      $0.listCursor = Cursor(selection: 30, top: 21, seek: .entry(id: 80, otherwise: 4))
    }
    let second = BrowserFixtures.page(PageRequest(offset: 30, limit: 30))
    await store.receive(.list(.pageLoaded(.success(second)))) {
      $0.list.rows = BrowserFixtures.rows(1...60)
      $0.listCursor = Cursor(selection: 60, top: 51, seek: .entry(id: 80, otherwise: 4))
    }
    let third = BrowserFixtures.page(PageRequest(offset: 60, limit: 30))
    await store.receive(.list(.pageLoaded(.success(third)))) {
      $0.list.rows = BrowserFixtures.rows(1...90)
      $0.list.status = .loaded(third)
      $0.listCursor = Cursor(selection: 79, top: 70)
    }
    #expect(requests.all.map(\.offset) == [30, 60])
    #expect(store.state.selectedRow?.id == 80)
  }

  /// From built-in data the matches are searched on every key, with no effect that
  /// waits: the clock is never asked to sleep.
  @Test func builtInDataIsSearchedOnEveryKeyWithNoDebounce() async {
    let clock = TestClock()
    let searched = Recorded<[String]>()
    let reducer = BrowserFixtures.browser(
      clock: clock,
      searchPage: { terms, request in
        searched.append(terms)
        return BrowserFixtures.page(request, total: 3)
      },
      searchDebounce: nil)
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: reducer)
    await store.send(.searchOpened) { $0.search = Browser.Search() }
    await store.send(.queryChanged("p")) {
      var results = Self.results("p")
      results.list.status = .loading
      $0.search = Browser.Search(query: "p", results: results)
    }
    await store.receive(.search(.list(.pageLoaded(.success(Self.matches))))) {
      $0.search?.results?.list.rows = BrowserFixtures.rows(1...3)
      $0.search?.results?.list.isStale = false
      $0.search?.results?.list.totalCount = 3
      $0.search?.results?.list.status = .loaded(Self.matches)
    }
    #expect(searched.all == [["p"]])
  }

  /// Over the network a new query does not blank the screen: the matches of the query
  /// before stay until the new ones land, then are replaced, not added to.
  @Test func theMatchesBeforeStayUntilTheNewOnesLand() async {
    let clock = TestClock()
    let pikachu = Page(items: BrowserFixtures.rows(25...25), offset: 0, limit: 30, totalCount: 1)
    let reducer = BrowserFixtures.browser(clock: clock, searchPage: { terms, request in
      terms == ["pi"] ? pikachu : BrowserFixtures.page(request, total: 3)
    })
    var state = BrowserFixtures.loaded(rows: 30)
    var earlier = Self.results("p")
    earlier.list.rows = BrowserFixtures.rows(1...3)
    earlier.list.totalCount = 3
    earlier.list.status = .loaded(Self.matches)
    state.search = Browser.Search(query: "p", results: earlier)
    let store = TestStore(initialState: state, reducer: reducer)
    await store.send(.queryChanged("pi")) {
      var results = Self.results("pi")
      results.list.rows = BrowserFixtures.rows(1...3)
      results.list.isStale = true
      $0.search = Browser.Search(query: "pi", results: results)
    }
    await clock.advanceOnceWaitedOn(by: Browser.debounce)
    await store.receive(.queryDebounced) { $0.search?.results?.list.status = .loading }
    await store.receive(.search(.list(.pageLoaded(.success(pikachu))))) {
      $0.search?.results?.list.rows = BrowserFixtures.rows(25...25)
      $0.search?.results?.list.isStale = false
      $0.search?.results?.list.isStale = false
      $0.search?.results?.list.totalCount = 1
      $0.search?.results?.list.status = .loaded(pikachu)
    }
  }

  @Test func aQueryWithNoMatchAsksForTheNearestNames() async {
    let clock = TestClock()
    let nothing = Page<PokemonSummary>(items: [], offset: 0, limit: 30, totalCount: 0)
    let reducer = BrowserFixtures.browser(
      clock: clock, searchPage: { _, _ in nothing }, suggest: { _ in ["pikachu", "pichu"] })
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: reducer)
    await store.send(.searchOpened) { $0.search = Browser.Search() }
    await store.send(.queryChanged("pikachoo")) {
      $0.search = Browser.Search(query: "pikachoo", results: Self.results("pikachoo"))
    }
    await clock.advanceOnceWaitedOn(by: .milliseconds(150))
    await store.receive(.queryDebounced) { $0.search?.results?.list.status = .loading }
    await store.receive(.search(.list(.pageLoaded(.success(nothing))))) {
      $0.search?.results?.list.rows = []
      $0.search?.results?.list.isStale = false
      $0.search?.results?.list.totalCount = 0
      $0.search?.results?.list.status = .loaded(nothing)
    }
    await store.receive(.search(.suggestionsLoaded(["pikachu", "pichu"]))) {
      $0.search?.results?.suggestions = ["pikachu", "pichu"]
    }
    #expect(store.state.search?.results?.foundNothing == true)
  }

  @Test func emptyingTheQueryShowsTheListAgainAndEnterWithoutWordsClosesTheLine() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: BrowserFixtures.loaded(rows: 30),
      reducer: BrowserFixtures.browser(clock: clock))
    await store.send(.searchOpened) { $0.search = Browser.Search() }
    await store.send(.queryChanged("x")) {
      $0.search = Browser.Search(query: "x", results: Self.results("x"))
    }
    await store.send(.queryChanged("")) { $0.search = Browser.Search() }
    await clock.advance(by: .seconds(1))
    await store.send(.searchCommitted) { $0.search = nil }
  }

  @Test func aSearchLeavesThePageOfTheListInFlightAlone() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: BrowserFixtures.loaded(rows: 30),
      reducer: BrowserFixtures.browser(clock: clock, delay: .seconds(1)))
    // End: the selection waits on the "loading…" row on its way to row 100.
    await store.send(.selectionMoved(.bottom)) {
      $0.listCursor = Cursor(selection: 30, top: 21, seek: .end)
      $0.list.status = .loading
    }
    // The query line takes a row: the list scrolls by one to keep the "loading…" row; the
    // way to the end is given up.
    await store.send(.searchOpened) {
      $0.search = Browser.Search()
      $0.listCursor = Cursor(selection: 30, top: 22)
    }
    await store.send(.queryChanged("p")) {
      $0.search = Browser.Search(query: "p", results: Self.results("p"))
    }
    // The list's page and the debounce both wait on the clock.
    await clock.sleepsWaiting(atLeast: 2)
    await clock.advance(by: Browser.debounce)
    await store.receive(.queryDebounced) { $0.search?.results?.list.status = .loading }
    await store.receive(.search(.list(.pageLoaded(.success(Self.matches))))) {
      $0.search?.results?.list.rows = BrowserFixtures.rows(1...3)
      $0.search?.results?.list.isStale = false
      $0.search?.results?.list.totalCount = 3
      $0.search?.results?.list.status = .loaded(Self.matches)
    }
    await clock.advance(by: .seconds(1))
    let page = BrowserFixtures.page(PageRequest(offset: 30, limit: 30))
    await store.receive(.list(.pageLoaded(.success(page)))) {
      $0.list.rows = BrowserFixtures.rows(1...60)
      $0.list.status = .loaded(page)
    }
  }
}
