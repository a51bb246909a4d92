import Domain
import PokedexTesting
import Presentation
import Testing

/// The browser's sections and the cards that open cards: switching keeps each section's
/// state, a section's list pages, searches with no wait from built-in data, sorts and goes
/// to its end; a card stack three deep walks back the way it came.
@MainActor
@Suite("Browser reducer: sections and the card stack")
struct BrowserSectionsReducerTests {
  typealias Cursor = Browser.Cursor

  /// 250 moves numbered 1…250 ("Move 1"…), paged by the list; the words keep those whose
  /// name holds them; `power` puts the highest number first.
  nonisolated static func movePage(_ query: ReferenceQuery, _ request: PageRequest) -> Page<ReferenceRow> {
    var rows = (1...250).map {
      ReferenceRow(kind: .move, id: $0, name: "move-\($0)", displayName: "Move \($0)")
    }
    for term in query.terms { rows = rows.filter { $0.name.contains(term) } }
    if query.sort == "power" { rows.reverse() }
    return Page.slice(of: rows, request)
  }

  nonisolated static let thunderboltCard = ReferenceCardContent(
    BrowsedMove(
      move: SampleMoves.thunderbolt,
      learners: MoveLearners(
        game: nil, games: [],
        learners: [
          MoveLearner(pokemonID: 25, pokemon: "pikachu", displayName: "Pikachu", method: "machine",
            level: nil, machine: "tm24"),
        ])))

  /// The browser over these sources; `builtIn`, as over the built-in data: no search
  /// waits, and a list asks for every row left once its first page is in.
  static func browser(pages: Recorded<PageRequest>? = nil, builtIn: Bool = false) -> Browser {
    var browser = BrowserFixtures.browser(searchDebounce: builtIn ? nil : Browser.debounce)
    browser.sources = [
      .moves: ReferenceSource(
        page: { query, request in
          pages?.append(request)
          return movePage(query, request)
        },
        card: { _ in thunderboltCard }),
      .abilities: ReferenceSource(
        page: { _, request in Page.slice(of: [], request) },
        card: { _ in ReferenceCardContent(SampleAbilities.staticAbility) }),
    ]
    return browser
  }

  static func start() -> Browser.State {
    var state = BrowserFixtures.loaded(rows: 30)
    state.sections = [.pokemon, .moves, .abilities]
    state.listCursor = Cursor(selection: 5, top: 0)
    return state
  }

  /// The moves list with `rows` rows loaded (of 250), by number.
  static func moves(rows: Int, cursor: Cursor = Cursor(), status: LoadStatus<Int>? = nil)
    -> ReferenceList.State
  {
    var list = ReferenceList.State(section: .moves)
    list.rows = movePage(ReferenceQuery(), PageRequest(offset: 0, limit: rows)).items
    list.totalCount = 250
    list.status = status ?? .loaded(max(0, rows - ReferenceList.pageSize))
    list.cursor = cursor
    list.visibleRows = 9
    return list
  }

  @Test func switchingSectionsKeepsEachSectionsListSelectionAndCards() async {
    let store = TestStore(initialState: Self.start(), reducer: Self.browser())
    // Over the network a page is a screen and a little more.
    let size = ReferenceList.networkPageSize
    await store.send(.sectionChosen(.moves)) {
      $0.section = .moves
      var list = ReferenceList.State(section: .moves, pageSize: size)
      list.visibleRows = 9
      list.status = .loading
      $0.references[.moves] = list
    }
    await store.receive(.reference(.moves, .pageLoaded(
      ReferenceQuery(), .success(Self.movePage(ReferenceQuery(), PageRequest(offset: 0, limit: size))))))
    {
      var list = Self.moves(rows: size, status: .loaded(0))
      list.pageSize = size
      $0.references[.moves] = list
    }
    await store.send(.selectionMoved(.lines(3))) {
      $0.references[.moves]?.cursor = Cursor(selection: 3, top: 0)
    }
    await store.send(.rowOpened) {
      $0.path = [.entry(ReferenceCard.State(kind: .move, query: .number(4), displayName: "Move 4"))]
      $0.path = [.entry(Self.loadingCard(4))]
    }
    await store.receive(.entry(.loaded(.success(Self.thunderboltCard)))) {
      $0.path = [.entry(Self.loadedCard(4))]
    }
    // Back to the Pokémon: the list, its selection, no card.
    await store.send(.sectionStepped(-1)) {
      $0.section = .pokemon
      $0.parkedPaths[.moves] = [.entry(Self.loadedCard(4))]
      $0.path = []
    }
    #expect(store.state.listCursor == Cursor(selection: 5, top: 0))
    // And to the moves again: the card in front, the list as it was, nothing loaded again.
    await store.send(.sectionStepped(1)) {
      $0.section = .moves
      $0.parkedPaths = [:]
      $0.path = [.entry(Self.loadedCard(4))]
    }
    await store.send(.card(.backKeyPressed)) { $0.path = [] }
    #expect(store.state.references[.moves]?.cursor == Cursor(selection: 3, top: 0))
    // Tab past the last section comes round to the first.
    await store.send(.sectionStepped(1)) {
      $0.section = .abilities
      var list = ReferenceList.State(section: .abilities, pageSize: size)
      list.visibleRows = 9
      list.status = .loading
      $0.references[.abilities] = list
    }
    await store.receive(.reference(.abilities, .pageLoaded(
      ReferenceQuery(), .success(Page(items: [], offset: 0, limit: size, totalCount: 0)))))
    {
      $0.references[.abilities]?.status = .loaded(0)
      $0.references[.abilities]?.totalCount = 0
    }
    await store.send(.sectionStepped(1)) { $0.section = .pokemon }
    // A section that is not there does nothing.
    await store.send(.sectionChosen(.natures))
  }

  static func loadingCard(_ id: Int) -> ReferenceCard.State {
    var card = ReferenceCard.State(kind: .move, query: .number(id), displayName: "Move \(id)")
    card.status = .loading
    return card
  }

  static func loadedCard(_ id: Int, scroll: Int = 0, link: Int? = nil) -> ReferenceCard.State {
    var card = loadingCard(id)
    card.status = .loaded(thunderboltCard)
    card.scroll = scroll
    card.link = link
    return card
  }

  @Test func aCardStackThreeDeepWalksBackTheWayItCame() async {
    var start = Self.start()
    start.section = .moves
    start.references[.moves] = Self.moves(rows: 100)
    start.path = [.entry(Self.loadedCard(85))]
    let store = TestStore(initialState: start, reducer: Self.browser())
    // To the bottom of the move's card: its last link, Pikachu, is selected.
    let lines = ReferenceCardScreen.layoutLineCount(Self.thunderboltCard, width: 80)
    await store.send(.cardScrolled(.bottom)) {
      $0.path = [.entry(Self.loadedCard(85, scroll: max(0, lines - 9), link: 0))]
    }
    let pikachu = BrowserCard.State(
      detail: PokemonDetail.State(query: .number(25), status: .loading),
      row: PokemonSummary(id: 25, name: "", displayName: "Pikachu", speciesID: 25, types: []))
    await store.send(.linkOpened) {
      $0.path.append(.card(pikachu))
    }
    var loaded = pikachu
    loaded.detail.status = .loaded(SampleCards.pikachu)
    await store.receive(.card(.detail(.pokemonLoaded(.success(SampleCards.pikachu))))) {
      $0.path[1] = .card(loaded)
    }
    // Pikachu's card, its first link (an ability) selected: the third card opens over it.
    var selected = loaded
    selected.link = 0
    let links = selected.links
    #expect(links.first?.kind == .ability)
    var deeper = store.state
    deeper.path[1] = .card(selected)
    let deep = TestStore(initialState: deeper, reducer: Self.browser())
    await deep.send(.linkOpened) {
      var ability = ReferenceCard.State(
        kind: .ability, query: links[0].query, displayName: links[0].displayName)
      ability.status = .loading
      $0.path.append(.entry(ability))
    }
    await deep.receive(
      .entry(.loaded(.success(ReferenceCardContent(SampleAbilities.staticAbility))))
    ) {
      guard case .entry(var ability) = $0.path[2] else { return }
      ability.status = .loaded(ReferenceCardContent(SampleAbilities.staticAbility))
      $0.path[2] = .entry(ability)
    }
    #expect(deep.state.path.count == 3)
    // Esc three times: the ability, Pikachu, the move, then the list as it was.
    await deep.send(.card(.backKeyPressed)) { $0.path.removeLast() }
    await deep.send(.card(.backKeyPressed))
    await deep.receive(.card(.delegate(.backRequested))) { $0.path.removeLast() }
    await deep.send(.card(.backKeyPressed)) { $0.path = [] }
    #expect(deep.state.references[.moves] == Self.moves(rows: 100))
  }

  @Test func endFromBuiltInDataAsksForEveryRowLeftAtOnce() async {
    var start = Self.start()
    start.section = .moves
    start.references[.moves] = Self.moves(rows: 100)
    let pages = Recorded<PageRequest>()
    let store = TestStore(initialState: start, reducer: Self.browser(pages: pages, builtIn: true))
    await store.send(.selectionMoved(.bottom)) {
      $0.references[.moves]?.cursor = Cursor(selection: 100, top: 92, seek: .end)
      $0.references[.moves]?.status = .loading
    }
    let rest = PageRequest(offset: 100, limit: 150)
    await store.receive(.reference(.moves, .pageLoaded(
      ReferenceQuery(), .success(Self.movePage(ReferenceQuery(), rest)))))
    {
      $0.references[.moves] = Self.moves(
        rows: 250, cursor: Cursor(selection: 249, top: 241), status: .loaded(100))
    }
    #expect(pages.all == [rest])
  }

  @Test func endOverTheNetworkAsksForEachMissingPageOnceInOrder() async {
    var start = Self.start()
    start.section = .moves
    start.references[.moves] = Self.moves(rows: 100)
    let pages = Recorded<PageRequest>()
    let store = TestStore(initialState: start, reducer: Self.browser(pages: pages))
    await store.send(.selectionMoved(.bottom)) {
      $0.references[.moves]?.cursor = Cursor(selection: 100, top: 92, seek: .end)
      $0.references[.moves]?.status = .loading
    }
    await store.receive(.reference(.moves, .pageLoaded(
      ReferenceQuery(), .success(Self.movePage(ReferenceQuery(), PageRequest(offset: 100, limit: 100))))))
    {
      $0.references[.moves]?.rows = Self.moves(rows: 200).rows
      $0.references[.moves]?.cursor = Cursor(selection: 200, top: 192, seek: .end)
    }
    await store.receive(.reference(.moves, .pageLoaded(
      ReferenceQuery(), .success(Self.movePage(ReferenceQuery(), PageRequest(offset: 200, limit: 100))))))
    {
      $0.references[.moves] = Self.moves(
        rows: 250, cursor: Cursor(selection: 249, top: 241), status: .loaded(200))
    }
    #expect(pages.all.map(\.offset) == [100, 200])
  }

  @Test func aSearchFromBuiltInDataLoadsAtOnceAndClearingItKeepsTheEntry() async {
    var start = Self.start()
    start.section = .moves
    start.references[.moves] = Self.moves(rows: 100)
    let store = TestStore(initialState: start, reducer: Self.browser(builtIn: true))
    // The query line takes a row from the list.
    await store.send(.searchOpened) {
      $0.references[.moves]?.isEditing = true
      $0.references[.moves]?.visibleRows = 8
    }
    await store.send(.queryChanged("7")) {
      $0.references[.moves]?.query = "7"
      $0.references[.moves]?.isStale = true
      $0.references[.moves]?.status = .loading
    }
    let query = ReferenceQuery(terms: ["7"])
    let matches = Self.movePage(query, PageRequest(offset: 0, limit: 100))
    // No clock advanced: from built-in data no key waits.
    await store.receive(.reference(.moves, .pageLoaded(query, .success(matches)))) {
      $0.references[.moves]?.rows = matches.items
      $0.references[.moves]?.isStale = false
      $0.references[.moves]?.totalCount = matches.totalCount
      $0.references[.moves]?.status = .loaded(0)
    }
    await store.send(.selectionMoved(.lines(2))) {
      $0.references[.moves]?.cursor = Cursor(selection: 2, top: 0)
    }
    let chosen = matches.items[2].id
    await store.send(.searchCleared) {
      $0.references[.moves]?.query = ""
      $0.references[.moves]?.isEditing = false
      $0.references[.moves]?.isStale = true
      $0.references[.moves]?.status = .loading
      $0.references[.moves]?.visibleRows = 9
      $0.references[.moves]?.cursor = Cursor(selection: 2, top: 0, seek: .entry(id: chosen, otherwise: 0))
    }
    await store.receive(.reference(.moves, .pageLoaded(
      ReferenceQuery(), .success(Self.movePage(ReferenceQuery(), PageRequest(offset: 0, limit: 100))))))
    {
      $0.references[.moves] = Self.moves(
        rows: 100, cursor: Cursor(selection: chosen - 1, top: chosen - 9))
    }
  }

  @Test func sortingLoadsTheListInTheNextOrder() async {
    var start = Self.start()
    start.section = .moves
    start.references[.moves] = Self.moves(rows: 100)
    let store = TestStore(initialState: start, reducer: Self.browser())
    await store.send(.sortCycled) {
      $0.references[.moves]?.sortIndex = 1
      $0.references[.moves]?.isStale = true
      $0.references[.moves]?.status = .loading
    }
    let byName = ReferenceQuery(sort: "name")
    await store.receive(.reference(.moves, .pageLoaded(
      byName, .success(Self.movePage(byName, PageRequest(offset: 0, limit: 100))))))
    {
      $0.references[.moves]?.isStale = false
      $0.references[.moves]?.status = .loaded(0)
    }
    #expect(store.state.references[.moves]?.sort == .name)
  }
}

/// The Pokémon list's order: `s` loads it again in the next order, and a stat's order
/// loads the values of each page's rows for its column.
@MainActor
@Suite("Browser reducer: the Pokémon list's order")
struct BrowserPokemonOrderReducerTests {
  static func browser() -> Browser {
    var browser = BrowserFixtures.browser()
    browser.order = Browser.PokemonOrder(
      page: { _, request in
        // The highest number first: 100, 99…
        let page = BrowserFixtures.page(request)
        return Page(
          items: page.items.map { SampleRows.numbered((101 - $0.id)...(101 - $0.id))[0] },
          offset: page.offset, limit: page.limit, totalCount: page.totalCount)
      },
      values: { _, rows in Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.id * 2) }) })
    return browser
  }

  @Test func sCyclesTheOrderAndAStatsOrderLoadsItsColumn() async {
    var start = BrowserFixtures.loaded(rows: 30)
    start.pokemonSorts = [.number, .total]
    start.listCursor = Browser.Cursor(selection: 4, top: 0)
    let store = TestStore(initialState: start, reducer: Self.browser())
    let request = PageRequest(offset: 0, limit: BrowserFixtures.pageSize)
    let shown = start.list.rows
    // The rows on screen stay, stale, until the new order's first page lands: no blank frame.
    await store.send(.sortCycled) {
      $0.pokemonSort = .total
      $0.listCursor = Browser.Cursor()
      $0.list = PokemonList.State(firstPage: request, rows: shown, status: .loading)
      $0.list.isStale = true
    }
    let page = Page(
      items: (71...100).reversed().map { SampleRows.numbered($0...$0)[0] }, offset: 0,
      limit: BrowserFixtures.pageSize, totalCount: BrowserFixtures.total)
    await store.receive(.list(.pageLoaded(.success(page)))) {
      $0.list.rows = page.items
      $0.list.isStale = false
      $0.list.totalCount = BrowserFixtures.total
      $0.list.status = .loaded(page)
    }
    await store.receive(.sortValuesLoaded(
      .total, Dictionary(uniqueKeysWithValues: page.items.map { ($0.id, $0.id * 2) })))
    {
      $0.sortValues = Dictionary(uniqueKeysWithValues: page.items.map { ($0.id, $0.id * 2) })
    }
    // And round again to the number: no column, nothing to load for it.
    await store.send(.sortCycled) {
      $0.pokemonSort = .number
      $0.sortValues = [:]
      $0.list = PokemonList.State(firstPage: request, rows: page.items, status: .loading)
      $0.list.isStale = true
    }
    await store.receive(.list(.pageLoaded(.success(BrowserFixtures.page(request))))) {
      $0.list.rows = BrowserFixtures.page(request).items
      $0.list.isStale = false
      $0.list.totalCount = BrowserFixtures.total
      $0.list.status = .loaded(BrowserFixtures.page(request))
    }
  }
}

/// End on the Pokémon list from built-in data: every row left in one page, so the last
/// Pokémon is one query away, never a page at a time.
@MainActor
@Suite("Browser reducer: End from built-in data")
struct BrowserBuiltInEndReducerTests {
  @Test func endAsksForEveryRowLeftInOnePage() async {
    let pages = Recorded<PageRequest>()
    let browser = BrowserFixtures.browser(
      loadPage: { request in
        pages.append(request)
        return BrowserFixtures.page(request)
      }, searchDebounce: nil)
    let store = TestStore(initialState: BrowserFixtures.loaded(rows: 30), reducer: browser)
    await store.send(.selectionMoved(.bottom)) {
      $0.listCursor = Browser.Cursor(selection: 30, top: 21, seek: .end)
      $0.list.status = .loading
    }
    let rest = PageRequest(offset: 30, limit: 70)
    await store.receive(.list(.pageLoaded(.success(BrowserFixtures.page(rest))))) {
      $0.list.rows = BrowserFixtures.rows(1...100)
      $0.list.status = .loaded(BrowserFixtures.page(rest))
      $0.listCursor = Browser.Cursor(selection: 99, top: 90)
    }
    #expect(pages.all == [rest])
  }

  @Test func theFirstPageOnScreenAsksForEveryRowLeft() async {
    let pages = Recorded<PageRequest>()
    let browser = BrowserFixtures.browser(
      loadPage: { request in
        pages.append(request)
        return BrowserFixtures.page(request)
      }, searchDebounce: nil)
    let store = TestStore(initialState: Browser.State(list: PokemonList.State(
      firstPage: PageRequest(offset: 0, limit: 30))), reducer: browser)
    await store.send(.task) { $0.list.status = .loading }
    let first = PageRequest(offset: 0, limit: 30)
    await store.receive(.list(.pageLoaded(.success(BrowserFixtures.page(first))))) {
      $0.list.rows = BrowserFixtures.rows(1...30)
      $0.list.totalCount = 100
      $0.list.status = .loading
    }
    let rest = PageRequest(offset: 30, limit: 70)
    await store.receive(.list(.pageLoaded(.success(BrowserFixtures.page(rest))))) {
      $0.list.rows = BrowserFixtures.rows(1...100)
      $0.list.status = .loaded(BrowserFixtures.page(rest))
    }
    #expect(pages.all == [first, rest])
  }
}

/// What the review of the sections found: a card left loading in a section not shown,
/// a number typed while pages land, a number that is not in the list.
@MainActor
@Suite("Browser reducer: sections, the edges")
struct BrowserSectionsEdgeTests {
  typealias Cursor = Browser.Cursor

  @Test func aCardLeftLoadingIsAskedAgainWhenItsSectionShows() async {
    var start = BrowserSectionsReducerTests.start()
    start.section = .moves
    start.references[.moves] = BrowserSectionsReducerTests.moves(rows: 100)
    start.path = [.entry(BrowserSectionsReducerTests.loadingCard(85))]
    let store = TestStore(
      initialState: start, reducer: BrowserSectionsReducerTests.browser(builtIn: true))
    var parked = BrowserSectionsReducerTests.loadingCard(85)
    parked.status = .idle
    await store.send(.sectionChosen(.pokemon)) {
      $0.section = .pokemon
      $0.path = []
      $0.parkedPaths[.moves] = [.entry(parked)]
    }
    await store.send(.sectionChosen(.moves)) {
      $0.section = .moves
      $0.parkedPaths = [:]
      $0.path = [.entry(BrowserSectionsReducerTests.loadingCard(85))]
    }
    await store.receive(.entry(.loaded(.success(BrowserSectionsReducerTests.thunderboltCard)))) {
      $0.path = [.entry(BrowserSectionsReducerTests.loadedCard(85))]
    }
  }

  @Test func aNumberTypedIsNotForgottenWhenAPageLands() {
    var list = BrowserSectionsReducerTests.moves(rows: 100)
    list.jump = "2"
    let reducer = ReferenceList(source: ReferenceSource(
      page: { query, request in BrowserSectionsReducerTests.movePage(query, request) },
      card: nil))
    _ = reducer.reduce(into: &list, action: .pageLoaded(ReferenceQuery(), .success(
      BrowserSectionsReducerTests.movePage(ReferenceQuery(), PageRequest(offset: 100, limit: 100)))))
    #expect(list.jump == "2")
    _ = reducer.reduce(into: &list, action: .moved(.lines(1)))
    #expect(list.jump == nil)
  }

  @Test func aNumberTheRowsHavePassedInNumberOrderIsNotThere() {
    // The matches of "7" in number order: 7, 17, 27…; #8 would stand before #17.
    var list = ReferenceList.State(section: .moves, pageSize: 2)
    list.query = "7"
    list.rows = BrowserSectionsReducerTests.movePage(
      ReferenceQuery(terms: ["7"]), PageRequest(offset: 0, limit: 2)).items
    list.totalCount = 25
    list.status = .loaded(0)
    list.cursor = Cursor(selection: 1)
    let reducer = ReferenceList(
      source: ReferenceSource(
        page: { query, request in BrowserSectionsReducerTests.movePage(query, request) },
        card: nil),
      debounce: Browser.debounce)
    // The selection stays where it was, on its way nowhere (a page may still load as
    // the screen nears the last row, as any move does).
    _ = reducer.reduce(into: &list, action: .numberTyped("8"))
    #expect(list.cursor == Cursor(selection: 1))
    #expect(list.jump == "8")
  }

  @Test func aSortTermInAQueryFilterOrdersTheList() {
    var moves = ReferenceList.State(section: .moves)
    moves.sortIndex = 1
    moves.query = "fire, sort bp"
    #expect(moves.sort == ReferenceSort("power", column: 2))
    #expect(moves.filterOrder?.reversed == false)
    // The list asks for the order `s` chose; the query's term orders it.
    #expect(moves.request.sort == "name")
    moves.query = "fire, sort -prio"
    #expect(moves.sort == ReferenceSort("priority"))
    #expect(moves.filterOrder?.reversed == true)
    // A filter the list could not read orders nothing.
    moves.query = "pwr > 1, sort power"
    moves.status = .failed(.badQuery(QueryError(.unknownField("pwr", suggestions: [], fields: []), in: "pwr > 1")))
    #expect(moves.filterOrder == nil)
    moves.status = .idle
    moves.query = "fire, resort"
    #expect(moves.filterOrder == nil)
    #expect(moves.sort == .name)
    var natures = ReferenceList.State(section: .natures)
    natures.query = "sort name"
    #expect(natures.filterOrder == nil)
    #expect(natures.sort == .number)
  }

  @Test func sIsIgnoredWhileTheFilterOrdersTheList() async {
    var moves = ReferenceList.State(section: .moves)
    moves.query = "fire, sort -power"
    moves.status = .loaded(0)
    let store = TestStore(
      initialState: moves,
      reducer: ReferenceList(
        source: ReferenceSource(
          page: { query, request in BrowserSectionsReducerTests.movePage(query, request) },
          card: nil),
        debounce: Browser.debounce))
    // Nothing changes and nothing loads: the test store fails on any state or work.
    await store.send(.sortCycled)
  }

  @Test func aNumberIsLookedForOnWhenTheFilterOrdersTheListOtherwise() {
    // `sort -number` in the filter: the rows run 250, 249…, so a row past #8 says nothing
    // of it, and from the built-in data the pages go on to it.
    var list = ReferenceList.State(section: .moves, pageSize: 2)
    list.query = "sort -number"
    list.rows = [250, 249].map {
      ReferenceRow(kind: .move, id: $0, name: "move-\($0)", displayName: "Move \($0)")
    }
    list.totalCount = 250
    list.status = .loaded(0)
    list.cursor = Cursor(selection: 1)
    let reducer = ReferenceList(source: ReferenceSource(
      page: { query, request in BrowserSectionsReducerTests.movePage(query, request) },
      card: nil))
    _ = reducer.reduce(into: &list, action: .numberTyped("8"))
    #expect(list.cursor.seek == .entry(id: 8, otherwise: 1))
    #expect(list.status == .loading)
  }

  @Test func aNumberIsFoundInTheRowsOrLoadedOnToInNumberOrder() async {
    var start = BrowserSectionsReducerTests.start()
    start.section = .moves
    var list = BrowserSectionsReducerTests.moves(rows: 25)
    list.pageSize = 25
    start.references[.moves] = list
    let store = TestStore(initialState: start, reducer: BrowserSectionsReducerTests.browser())
    // #7 is loaded: the selection goes there.
    await store.send(.numberTyped("7")) {
      $0.references[.moves]?.jump = "7"
      $0.references[.moves]?.cursor = Cursor(selection: 6, top: 0)
    }
    // Over the network, in number order, #30 is past the rows: the pages go on to it.
    await store.send(.numberTyped("30")) {
      $0.references[.moves]?.jump = "30"
      $0.references[.moves]?.cursor = Cursor(selection: 25, top: 17, seek: .entry(id: 30, otherwise: 6))
      $0.references[.moves]?.status = .loading
    }
    await store.receive(.reference(.moves, .pageLoaded(ReferenceQuery(), .success(
      BrowserSectionsReducerTests.movePage(ReferenceQuery(), PageRequest(offset: 25, limit: 25))))))
    {
      $0.references[.moves]?.rows = BrowserSectionsReducerTests.moves(rows: 50).rows
      $0.references[.moves]?.status = .loaded(25)
      $0.references[.moves]?.cursor = Cursor(selection: 29, top: 21)
    }
  }
}
