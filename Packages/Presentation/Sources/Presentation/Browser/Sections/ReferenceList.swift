import Domain
/// A section's list (moves, abilities, items, types, natures, favorites): pages that load
/// as the selection nears their end, a search as you type, an order the user cycles, and
/// a selection that goes to the end or to a number in one key, loading on to it.
///
/// It is the Pokémon list's way of working for any kind of row, with its cursor and its
/// search kept inside, so that a section keeps all of it while another is shown.
public struct ReferenceList: Reducer {
  /// Everything a section's list shows.
  public struct State: Equatable, Sendable {
    /// Which section it is.
    public var section: BrowserSection
    /// The query as typed; empty for the whole list.
    public var query = ""
    /// Whether the query line has the keys.
    public var isEditing = false
    /// The index in `section.sorts` of the order shown.
    public var sortIndex = 0
    /// The rows loaded so far, in order.
    public var rows: [ReferenceRow] = []
    /// How many rows the whole list holds, once a page has said.
    public var totalCount: Int?
    /// The last page asked for.
    public var status: LoadStatus<Int> = .idle
    /// Whether `rows` are the answer to an earlier query or order, shown until the new
    /// first page replaces them.
    public var isStale = false
    /// The selection and the first row on screen.
    public var cursor = Browser.Cursor()
    /// How many rows the screen holds; the browser sets it.
    public var visibleRows = 20
    /// The number being typed, shown in the status line.
    public var jump: String?
    /// How many rows a page asks for.
    public var pageSize: Int
    /// Whether the list is narrowed by filters the user did not type here (`browse --type
    /// dragon --favorites`), so an empty one says so.
    public var isNarrowed = false

    public init(section: BrowserSection, pageSize: Int = ReferenceList.pageSize) {
      self.section = section
      self.pageSize = pageSize
    }

    /// What the list is asked for now.
    public var request: ReferenceQuery {
      ReferenceQuery(
        terms: query.split(whereSeparator: \.isWhitespace).map(String.init), sort: chosenSort.name)
    }

    /// The order `s` chose.
    public var chosenSort: ReferenceSort {
      section.sorts.indices.contains(sortIndex) ? section.sorts[sortIndex] : .number
    }

    /// The order the filter's sort term asks for (`fire, sort -power`) in a section whose
    /// filter is its kind's query (`BrowserSection.filterOrders`), and whether it is turned
    /// round: it orders the list, whatever `s` chose. `nil` for a filter without one, and
    /// for one the list found it cannot read (`pwr > 1, sort power`): no order is applied.
    public var filterOrder: (sort: ReferenceSort, reversed: Bool)? {
      if case .badQuery = status.error { return nil }
      guard !section.filterOrders.isEmpty, let (key, reversed) = QueryGrammar.sortTerm(in: query),
        let name = section.filterOrders[key.lowercased()]
      else { return nil }
      return (section.sorts.first { $0.name == name } ?? ReferenceSort(name), reversed)
    }

    /// The order shown: the filter's, else the one `s` chose.
    public var sort: ReferenceSort { filterOrder?.sort ?? chosenSort }

    /// Whether the list is in number order, lowest first: a row past a number says the
    /// number is not there.
    var isInNumberOrder: Bool { sort == .number && filterOrder?.reversed != true }

    /// The selected row, if the list has one there.
    public var selectedRow: ReferenceRow? {
      rows.indices.contains(cursor.selection) ? rows[cursor.selection] : nil
    }

    /// The page after the loaded rows; `nil` once every row is in.
    public var nextPage: PageRequest? {
      guard !isStale else { return PageRequest(offset: 0, limit: pageSize) }
      if let totalCount, rows.count >= totalCount { return nil }
      return PageRequest(offset: rows.count, limit: pageSize)
    }
  }

  /// What happened to a section's list.
  public enum Action: Equatable, Sendable {
    /// The section was shown: load its first page.
    case task
    /// The user moved the selection.
    case moved(Browser.Movement)
    /// The user opened the query line (`/`).
    case searchOpened
    /// The query line changed to this text.
    case queryChanged(String)
    /// The query rested long enough to be searched (over the network).
    case queryDebounced
    /// The user kept the filter (Enter).
    case searchCommitted
    /// The user dropped the filter (Esc): the selected row stays selected.
    case searchCleared
    /// The user asked for the next order (`s`).
    case sortCycled
    /// Digits typed: the selection goes to the row of that number, loading on to it.
    case numberTyped(String)
    /// The user asked to try a failed page again.
    case retryRequested
    /// The screen changed size (`visibleRows` is already the new one): a taller one may
    /// show rows not loaded yet.
    case resized
    /// A page for `query` arrived, or failed to.
    case pageLoaded(ReferenceQuery, Result<Page<ReferenceRow>, PokedexError>)
  }

  /// How many rows a page of the built-in data holds: the most PokeAPI is asked for at
  /// once.
  public static let pageSize = PageRequest.maximumLimit
  /// How many a page holds over the network, where each row of moves, abilities and items
  /// costs a document: a screen and a little more.
  public static let networkPageSize = 25
  /// How close to the last loaded row the screen's last row must be to load the next page.
  static let prefetchDistance = 5

  /// Identifies a section's page loads and search wait, so that a new query replaces them.
  public struct LoadID: Hashable, Sendable {
    public var section: BrowserSection
    public init(_ section: BrowserSection) { self.section = section }
  }

  public var source: ReferenceSource
  /// How long the query must rest before it is searched; `nil` searches on every key.
  public var debounce: Duration?
  public var clock: any Clock<Duration>

  public init(
    source: ReferenceSource, debounce: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.source = source
    self.debounce = debounce
    self.clock = clock
  }

  /// Whether the rows come from the built-in data (no debounce), where a page of every
  /// row left costs milliseconds.
  var readsBuiltInData: Bool { debounce == nil }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // A number being typed ends with the user's next key, not with a page landing.
    switch action {
    case .numberTyped, .task, .queryDebounced, .pageLoaded, .resized: break
    default: state.jump = nil
    }
    switch action {
    case .task:
      guard state.status == .idle else { return .none }
      return loadNext(into: &state)

    case .moved(let movement):
      return move(movement, in: &state)

    case .searchOpened:
      state.isEditing = true
      return .none

    case .queryChanged(let query):
      state.query = query
      state.isEditing = true
      return restart(into: &state, waiting: debounce)

    case .queryDebounced:
      guard state.status == .idle else { return .none }
      return loadNext(into: &state)

    case .searchCommitted:
      state.isEditing = false
      return .none

    case .searchCleared:
      state.isEditing = false
      guard !state.query.isEmpty else { return .none }
      let chosen = state.selectedRow?.id
      state.query = ""
      let effect = restart(into: &state, waiting: nil)
      if let chosen { state.cursor.seek = .entry(id: chosen, otherwise: 0) }
      return effect

    case .sortCycled:
      // A filter with a sort term orders the list (the status line says so): `s` would
      // reload it in the same order.
      let count = state.section.sorts.count
      guard count > 1, state.filterOrder == nil else { return .none }
      state.sortIndex = (state.sortIndex + 1) % count
      return restart(into: &state, waiting: nil)

    case .numberTyped(let digits):
      state.jump = digits
      guard let id = Int(digits), id > 0 else { return .none }
      state.cursor.seek = .entry(id: id, otherwise: state.cursor.selection)
      return follow(into: &state)

    case .retryRequested:
      guard state.status.error != nil else { return .none }
      return loadNext(into: &state)

    case .resized:
      state.cursor = Self.visible(state.cursor, in: state)
      return prefetch(into: &state)

    case .pageLoaded(let query, let result):
      guard query == state.request, state.status.isLoading else { return .none }
      switch result {
      case .success(let page):
        guard page.offset == state.nextPage?.offset else { return .none }
        if state.isStale {
          state.rows = []
          state.isStale = false
          state.cursor.selection = 0
          state.cursor.top = 0
        }
        state.rows += page.items
        state.totalCount = page.totalCount
        state.status = .loaded(page.offset)
        // From built-in data the rest is one query away: asked for with the first page on
        // screen, so End and a number only move.
        if readsBuiltInData, page.offset == 0, state.cursor.seek == nil {
          state.cursor = Self.visible(state.cursor, in: state)
          return loadRest(into: &state)
        }
      case .failure(let error):
        if state.isStale {
          state.rows = []
          state.totalCount = nil
          state.isStale = false
        }
        state.status = .failed(error)
      }
      return follow(into: &state)
    }
  }

  // MARK: - Loading

  /// Starts the list over for the query and order now asked for, keeping the rows on
  /// screen until the new first page lands; after `waiting`, when given.
  private func restart(into state: inout State, waiting: Duration?) -> Effect<Action> {
    state.isStale = !state.rows.isEmpty
    if !state.isStale { state.totalCount = nil }
    state.cursor.seek = nil
    state.status = .idle
    let id = LoadID(state.section)
    guard let waiting else { return .merge(.cancel(id: id), loadNext(into: &state)) }
    return .merge(
      .cancel(id: id),
      .run { [clock] send in
        do { try await clock.sleep(for: waiting) } catch { return }
        send(.queryDebounced)
      }.cancellable(id: id))
  }

  private func loadNext(into state: inout State) -> Effect<Action> {
    guard let request = state.nextPage else { return .none }
    return load(request, into: &state)
  }

  private func load(_ request: PageRequest, into state: inout State) -> Effect<Action> {
    guard !state.status.isLoading else { return .none }
    state.status = .loading
    let query = state.request
    return Effect.load({ [source] in try await source.page(query, request) }) {
      Action.pageLoaded(query, $0)
    }.cancellable(id: LoadID(state.section), cancelInFlight: true)
  }

  // MARK: - Moving

  private func move(_ movement: Browser.Movement, in state: inout State) -> Effect<Action> {
    state.cursor.seek = nil
    let page = max(1, state.visibleRows - 1)
    switch movement {
    case .lines(let lines): state.cursor.selection += lines
    case .pages(let pages): state.cursor.selection += pages * page
    case .top: state.cursor.selection = 0
    case .bottom:
      state.cursor.seek = .end
      return follow(into: &state)
    }
    state.cursor = Self.visible(state.cursor, in: state)
    return prefetch(into: &state)
  }

  /// Lands the selection where it is going once the rows hold it, or loads on to it.
  private func follow(into state: inout State) -> Effect<Action> {
    guard let seek = state.cursor.seek else {
      state.cursor = Self.visible(state.cursor, in: state)
      return prefetch(into: &state)
    }
    let complete = state.nextPage == nil || state.status.error != nil
    var landing: Int?
    switch seek {
    case .end:
      if complete { landing = state.rows.count - 1 }
    case .entry(let id, let otherwise):
      // In number order the rows past the number say it is not there; in another order
      // over the network, only the rows loaded are looked in: finding a number there
      // could cost every page.
      let passed = state.isInNumberOrder && (state.rows.last?.id ?? 0) > id
      let onlyLoaded = !readsBuiltInData && !state.isInNumberOrder
      landing = state.rows.firstIndex { $0.id == id }
        ?? (complete || passed || onlyLoaded ? otherwise : nil)
    }
    if let landing {
      state.cursor.seek = nil
      state.cursor.selection = landing
      state.cursor = Self.visible(state.cursor, in: state)
      return prefetch(into: &state)
    }
    // On its way, the selection waits on the "loading…" row of the page it asked for.
    let more = seek == .end ? loadRest(into: &state) : loadNext(into: &state)
    state.cursor.selection = state.rows.count
    state.cursor = Self.visible(state.cursor, in: state)
    return more
  }

  /// Every row left in one page, where they are built in (no debounce) and the list
  /// knows how many there are: End lands at once.
  private func loadRest(into state: inout State) -> Effect<Action> {
    guard readsBuiltInData, let total = state.totalCount, let next = state.nextPage else {
      return loadNext(into: &state)
    }
    return load(PageRequest(offset: next.offset, limit: max(next.limit, total - next.offset)),
      into: &state)
  }

  /// Loads the next page when the screen's last row is near the last row loaded.
  private func prefetch(into state: inout State) -> Effect<Action> {
    guard state.status.error == nil, !state.isStale else { return .none }
    let lastOnScreen = state.cursor.top + state.visibleRows - 1
    guard lastOnScreen >= state.rows.count - Self.prefetchDistance else { return .none }
    return loadNext(into: &state)
  }

  /// `cursor` kept within the rows (the "loading…" row after them while a page loads)
  /// with its first row moved as little as it takes to show the selection.
  static func visible(_ cursor: Browser.Cursor, in state: State) -> Browser.Cursor {
    var cursor = cursor
    let last = state.status.isLoading && !state.rows.isEmpty
      ? state.rows.count : state.rows.count - 1
    cursor.selection = min(max(0, cursor.selection), max(0, last))
    let visible = max(1, state.visibleRows)
    if cursor.selection < cursor.top { cursor.top = cursor.selection }
    if cursor.selection >= cursor.top + visible { cursor.top = cursor.selection - visible + 1 }
    let total = state.rows.count + (state.status.isLoading || state.rows.isEmpty ? 1 : 0)
    cursor.top = max(0, min(cursor.top, total - visible))
    return cursor
  }
}
