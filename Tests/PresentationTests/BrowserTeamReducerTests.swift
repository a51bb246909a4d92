import Domain
import PokedexTesting
import Presentation
import Testing

/// The favorites as a team (`t`): six from the row selected, loaded, scrolled, retried and
/// closed.
@MainActor
@Suite("Browser reducer: the favorites as a team")
struct BrowserTeamReducerTests {
  nonisolated static let rows = (1...8).map { id in
    ReferenceRow(kind: .pokemon, id: id, name: "mon\(id)", displayName: "Mon \(id)", types: [.fire])
  }

  /// A member against a chart of eighteen types, all neutral: taller than the screen.
  nonisolated static let sheet = TeamSheet(
    members: [MinimalCard.make(3, "mon3", "Mon 3", types: [.fire])], attacks: [nil],
    chart: TypeChart(
      generation: 9, types: Array(PokemonType.allKnown.prefix(18)),
      factors: Array(repeating: Array(repeating: 100, count: 18), count: 18)))

  /// The Favorites section shown, its eight rows loaded, the fifth selected, on a
  /// terminal of `rows` rows.
  static func favorites(rows: Int = 24) -> Browser.State {
    var state = Browser.State(
      list: PokemonList.State(), size: TerminalSize(columns: 80, rows: rows),
      sections: [.pokemon, .favorites])
    state.section = .favorites
    var list = ReferenceList.State(section: .favorites)
    list.rows = Self.rows
    list.totalCount = Self.rows.count
    list.status = .loaded(0)
    list.cursor = Browser.Cursor(selection: 4, top: 0)
    state.references[.favorites] = list
    return state
  }

  static func team(_ status: LoadStatus<TeamSheet>, scroll: Int = 0) -> Browser.Destination {
    .team(FavoritesTeam(
      members: Self.rows[2..<8].map(\.pokemonSummary), offset: 2, total: 8, status: status,
      scroll: scroll))
  }

  static func browser(
    _ team: @escaping @Sendable ([EntryQuery]) async throws -> TeamSheet
  ) -> Browser {
    var browser = BrowserFixtures.browser()
    browser.team = team
    return browser
  }

  /// The last six when fewer than six follow the selection; the members asked for by
  /// number; Esc closes it.
  @Test func sixFromTheSelectionLoadedAndClosed() async {
    let asked = Recorded<[EntryQuery]>()
    let store = TestStore(
      initialState: Self.favorites(),
      reducer: Self.browser { members in
        asked.append(members)
        return Self.sheet
      })
    await store.send(.teamOpened) { $0.path = [Self.team(.loading)] }
    await store.receive(.teamLoaded(.success(Self.sheet))) {
      $0.path = [Self.team(.loaded(Self.sheet))]
    }
    #expect(asked.all == [(3...8).map { EntryQuery.number($0) }])
    await store.send(.card(.backKeyPressed)) { $0.path = [] }
  }

  /// It scrolls within its lines; a failed load is retried with `r`.
  @Test func scrolledAndRetried() async {
    let failing = TestStore(
      initialState: Self.favorites(),
      reducer: Self.browser { _ in throw PokedexError.timedOut(url: "x") })
    await failing.send(.teamOpened) { $0.path = [Self.team(.loading)] }
    await failing.receive(.teamLoaded(.failure(.timedOut(url: "x")))) {
      $0.path = [Self.team(.failed(.timedOut(url: "x")))]
    }
    await failing.send(.retryRequested) { $0.path = [Self.team(.loading)] }
    await failing.receive(.teamLoaded(.failure(.timedOut(url: "x")))) {
      $0.path = [Self.team(.failed(.timedOut(url: "x")))]
    }
    var loaded = Self.favorites(rows: 12)
    loaded.path = [Self.team(.loaded(Self.sheet))]
    let store = TestStore(initialState: loaded, reducer: Self.browser { _ in Self.sheet })
    await store.send(.cardScrolled(.lines(2))) { $0.path = [Self.team(.loaded(Self.sheet), scroll: 2)] }
    let count = FavoritesTeamLines.count(Self.sheet)
    await store.send(.cardScrolled(.bottom)) {
      $0.path = [Self.team(.loaded(Self.sheet), scroll: count - $0.visibleCardLines)]
    }
    await store.send(.cardScrolled(.top)) { $0.path = [Self.team(.loaded(Self.sheet))] }
    // `r` with the team loaded does nothing, not even to the list underneath.
    await store.send(.retryRequested)
    // Scrolled to its end, then the terminal grows: the scroll stays within its lines.
    await store.send(.cardScrolled(.bottom)) {
      $0.path = [Self.team(.loaded(Self.sheet), scroll: count - $0.visibleCardLines)]
    }
    await store.send(.resized(TerminalSize(columns: 80, rows: 40))) {
      $0.size = TerminalSize(columns: 80, rows: 40)
      $0.path = [Self.team(.loaded(Self.sheet))]
      $0.references[.favorites]?.visibleRows = 37
    }
  }

  /// Only on the Favorites list, and only where the browser offers a team.
  @Test func notElsewhere() async {
    var pokemon = Self.favorites()
    pokemon.section = .pokemon
    let store = TestStore(initialState: pokemon, reducer: Self.browser { _ in Self.sheet })
    await store.send(.teamOpened)
    let without = TestStore(initialState: Self.favorites(), reducer: BrowserFixtures.browser())
    await without.send(.teamOpened)
  }
}

/// How many lines the team's table takes at 80 columns, as the browser lays it out.
enum FavoritesTeamLines {
  static func count(_ sheet: TeamSheet) -> Int {
    sheet.text(theme: .plain, width: 79, hints: NoHints())
      .split(separator: "\n", omittingEmptySubsequences: false).count - 1
  }
}
