import Domain
/// The Pokédex list: a window of summaries that grows page by page.
///
/// `list` loads one page and prints it; an interactive browser sends `.rowAppeared` as
/// rows scroll into view and the reducer loads the next page before the user reaches the
/// end (infinite scroll). Both share this state, these actions and this reducer.
public struct PokemonList: Reducer {
  // MARK: - State

  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    /// The first page to load; its `limit` is the size of every later page too.
    public var firstPage: PageRequest
    /// The Pokémon loaded so far, in list order.
    public var rows: [PokemonSummary]
    /// How many Pokémon the whole list holds, once a page has said.
    public var totalCount: Int?
    /// The last page asked for: loading, arrived or failed. The rows stay throughout.
    public var status: LoadStatus<Page<PokemonSummary>>
    /// The ids of the favorites, marked ★; the parent feature that owns them sets them.
    public var favorites: Set<Int>
    /// Why the list is empty when nothing matches, if it is not the whole Pokédex.
    public var emptyReason: EmptyReason
    /// Whether `rows` are an earlier answer's (the matches of the query before), shown
    /// until this list's first page replaces them, so that a new query does not blank
    /// the screen while it loads.
    public var isStale = false

    public init(
      firstPage: PageRequest = PageRequest(),
      rows: [PokemonSummary] = [],
      totalCount: Int? = nil,
      status: LoadStatus<Page<PokemonSummary>> = .idle,
      favorites: Set<Int> = [],
      emptyReason: EmptyReason = .nothingToShow
    ) {
      self.firstPage = firstPage
      self.rows = rows
      self.totalCount = totalCount
      self.status = status
      self.favorites = favorites
      self.emptyReason = emptyReason
    }
  }

  /// What an empty list means, so the screen can say it in its own words.
  public enum EmptyReason: Equatable, Sendable {
    /// The whole Pokédex, or a page past its end.
    case nothingToShow
    /// Filters that no Pokémon matches.
    case noFilterMatches
    /// Favorites, before there are any.
    case noFavoritesYet
    /// Favorites narrowed by filters that none matches.
    case noFavoriteMatches
  }

  // MARK: - Action

  /// What happened to the list.
  public enum Action: Equatable, Sendable {
    /// The list was shown: load the first page.
    case task
    /// More rows were asked for, by a key press or a command.
    case nextPageRequested
    /// Every row not loaded yet was asked for in one page (End, where the rows are built
    /// in and a page of all of them costs milliseconds).
    case restRequested
    /// The row at `index` came into view; near the end, the next page loads.
    case rowAppeared(index: Int)
    /// A page arrived, or failed to.
    case pageLoaded(Result<Page<PokemonSummary>, PokedexError>)
    /// The user pressed the favorite key on this row.
    case favoriteKeyPressed(PokemonSummary)
    /// What the list tells the feature that shows it.
    case delegate(Delegate)
  }

  /// What the list tells the feature that shows it, which owns the favorites.
  public enum Delegate: Equatable, Sendable {
    /// The user toggled this row's favorite; the owner of the favorites saves it.
    case favoriteToggled(PokemonSummary)
  }

  // MARK: - Reducer

  /// How close to the last loaded row a visible row must be to load the next page.
  public static let prefetchDistance = 5

  /// Loads a page; in the app, `SearchPokedex.page` or `ListFavorites.page`.
  public var loadPage: @Sendable (PageRequest) async throws -> Page<PokemonSummary>
  /// The id this list's page loads run under.
  public var loadID: PageLoadID

  /// Creates the list with the way it loads a page, its loads marked with `loadID`.
  public init(
    loadID: PageLoadID = PageLoadID(),
    loadPage: @escaping @Sendable (PageRequest) async throws -> Page<PokemonSummary>
  ) {
    self.loadID = loadID
    self.loadPage = loadPage
  }

  /// Identifies a list's page load, so that a list replaced (a new search) drops it. Lists
  /// side by side (the browser's list and its search's matches) are told apart by `list`,
  /// so that a page load of one never replaces the other's.
  public struct PageLoadID: Hashable, Sendable {
    /// Which list the loads are for.
    public var list: String

    /// The id of the loads of the list named `list`.
    public init(list: String = "list") {
      self.list = list
    }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      guard state.status == .idle else { return .none }
      return load(state.firstPage, into: &state)

    case .nextPageRequested:
      guard let request = state.nextPage, !state.status.isLoading else { return .none }
      return load(request, into: &state)

    case .restRequested:
      guard let request = state.nextPage, !state.status.isLoading else { return .none }
      let rest = state.totalCount.map { $0 - request.offset } ?? request.limit
      return load(PageRequest(offset: request.offset, limit: max(request.limit, rest)), into: &state)

    case .rowAppeared(let index):
      guard index >= state.rows.count - Self.prefetchDistance else { return .none }
      if case .failed = state.status { return .none }
      return reduce(into: &state, action: .nextPageRequested)

    case .pageLoaded(.success(let page)):
      guard state.status.isLoading, page.offset == state.nextPage?.offset else { return .none }
      if state.isStale {
        state.rows = []
        state.isStale = false
      }
      state.rows += page.items
      state.totalCount = page.totalCount
      state.status = .loaded(page)
      return .none

    case .pageLoaded(.failure(let error)):
      guard state.status.isLoading else { return .none }
      if state.isStale {
        state.rows = []
        state.isStale = false
      }
      state.status = .failed(error)
      return .none

    case .favoriteKeyPressed(let summary):
      return .send(.delegate(.favoriteToggled(summary)))

    case .delegate:
      return .none
    }
  }

  private func load(_ request: PageRequest, into state: inout State) -> Effect<Action> {
    state.status = .loading
    return Effect.load({ [loadPage] in try await loadPage(request) }, then: Action.pageLoaded)
      .cancellable(id: loadID, cancelInFlight: true)
  }
}

// MARK: - Derived state

extension PokemonList.State {
  /// The page that follows the loaded rows: the first page before anything has loaded, a
  /// retry after a failure, and `nil` once every row is in.
  public var nextPage: PageRequest? {
    guard !isStale else { return firstPage }
    let offset = firstPage.offset + rows.count
    if let totalCount, offset >= totalCount { return nil }
    return PageRequest(offset: offset, limit: firstPage.limit)
  }
}
