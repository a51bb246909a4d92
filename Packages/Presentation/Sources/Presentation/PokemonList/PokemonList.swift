import Domain
import Foundation

/// The Pokédex list: a window of rows that grows page by page.
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
    /// The command that shows this list, used to print the next page's command.
    public var command: String
    /// The rows loaded so far, in Pokédex order.
    public var rows: [PokemonSummary]
    /// How many Pokémon the whole list holds, once a page has said.
    public var totalCount: Int?
    /// Where loading stands.
    public var status: Status
    /// Which rows are favorites, marked ★.
    public var favorites: FavoriteMarks
    /// What to say when the list is empty, instead of the generic line.
    public var emptyMessage: String?

    /// Creates the state of a list that has not started loading.
    public init(
      firstPage: PageRequest = PageRequest(),
      command: String = "pokecli list",
      rows: [PokemonSummary] = [],
      totalCount: Int? = nil,
      status: Status = .idle,
      favorites: FavoriteMarks = FavoriteMarks(),
      emptyMessage: String? = nil
    ) {
      self.firstPage = firstPage
      self.command = command
      self.rows = rows
      self.totalCount = totalCount
      self.status = status
      self.favorites = favorites
      self.emptyMessage = emptyMessage
    }
  }

  /// Where loading stands; the rows already loaded stay in `State.rows` throughout.
  public enum Status: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// A page is on its way.
    case loading(PageRequest)
    /// The last page asked for has arrived.
    case loaded
    /// The last page asked for could not be loaded; asking again retries it.
    case failed(PokedexError)
  }

  // MARK: - Action

  /// What happened to the list.
  public enum Action: Equatable, Sendable {
    /// The list was shown: load the first page.
    case task
    /// More rows were asked for, by a key press or a command.
    case nextPageRequested
    /// The row at `index` came into view; near the end, the next page loads.
    case rowAppeared(index: Int)
    /// A page arrived, or failed to.
    case pageLoaded(Result<Page<PokemonSummary>, PokedexError>)
    /// Something happened to the favorites (shared with the card).
    case favorites(FavoriteMarks.Action)
  }

  // MARK: - Reducer

  /// How close to the last loaded row a visible row must be to load the next page.
  public static let prefetchDistance = 5

  /// Loads a page; in the app, a `PokemonRepository`'s `page(_:)`.
  public var loadPage: @Sendable (PageRequest) async throws -> Page<PokemonSummary>

  /// Saves a favorite toggle; in the app, the `FavoritesRepository`.
  public var toggleFavorite: FavoriteMarks.Toggle

  /// Creates the reducer with the way it loads pages and saves favorites.
  public init(
    loadPage: @escaping @Sendable (PageRequest) async throws -> Page<PokemonSummary>,
    toggleFavorite: @escaping FavoriteMarks.Toggle = FavoriteMarks.unavailable
  ) {
    self.loadPage = loadPage
    self.toggleFavorite = toggleFavorite
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      guard state.status == .idle else { return .none }
      return load(state.firstPage, into: &state)

    case .nextPageRequested:
      guard let request = state.nextPage else { return .none }
      if case .loading = state.status { return .none }
      return load(request, into: &state)

    case .rowAppeared(let index):
      guard index >= state.rows.count - Self.prefetchDistance else { return .none }
      if case .failed = state.status { return .none }
      return reduce(into: &state, action: .nextPageRequested)

    case .pageLoaded(.success(let page)):
      guard case .loading(let request) = state.status, request.offset == page.offset else {
        return .none
      }
      state.rows += page.items
      state.totalCount = page.totalCount
      state.status = .loaded
      return .none

    case .pageLoaded(.failure(let error)):
      guard case .loading = state.status else { return .none }
      state.status = .failed(error)
      return .none

    case .favorites(let action):
      return state.favorites.reduce(action, toggle: toggleFavorite).map(Action.favorites)
    }
  }

  private func load(_ request: PageRequest, into state: inout State) -> Effect<Action> {
    state.status = .loading(request)
    return .run { [loadPage] send in
      do {
        await send(.pageLoaded(.success(try await loadPage(request))))
      } catch {
        await send(.pageLoaded(.failure(PokedexError(error))))
      }
    }
  }
}

// MARK: - Derived state

extension PokemonList.State {
  /// The page that follows the loaded rows: the first page before anything has loaded, a
  /// retry after a failure, and `nil` once every row is in.
  public var nextPage: PageRequest? {
    let offset = firstPage.offset + rows.count
    if let totalCount, offset >= totalCount { return nil }
    return PageRequest(offset: offset, limit: firstPage.limit)
  }

  /// The command that shows the page after the loaded rows, or `nil` on the last page.
  public var nextPageCommand: String? {
    guard totalCount != nil, let next = nextPage else { return nil }
    return command + " " + Self.arguments(for: next)
  }

  /// `--page N` when the page falls on a boundary, else `--offset`; `--limit` when not 20.
  static func arguments(for request: PageRequest) -> String {
    let limit = request.limit == PageRequest.defaultLimit ? "" : " --limit \(request.limit)"
    if let number = request.pageNumber {
      return "--page \(number)" + limit
    }
    return "--offset \(request.offset) --limit \(request.limit)"
  }
}
