import Domain
import Foundation

/// The cache report: what the cache holds.
public struct CacheInfo: Reducer {
  /// Everything the view shows.
  public struct State: Equatable, Sendable {
    /// When the command ran, so ages are "3 days ago" without the renderer reading a clock.
    public var now: Date
    /// Where the report stands.
    public var status: LoadStatus<CacheStats>

    public init(now: Date, status: LoadStatus<CacheStats> = .idle) {
      self.now = now
      self.status = status
    }
  }

  /// What happened.
  public enum Action: Equatable, Sendable {
    /// The command ran: read the cache.
    case task
    /// The figures were read, or could not be.
    case statsLoaded(Result<CacheStats, PokedexError>)
  }

  /// Reads the figures; in the app, `CacheInspector.stats()`.
  public var loadStats: @Sendable () async throws -> CacheStats

  public init(loadStats: @escaping @Sendable () async throws -> CacheStats) {
    self.loadStats = loadStats
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      state.status = .loading
      return .load({ [loadStats] in try await loadStats() }, then: Action.statsLoaded)
    case .statsLoaded(let result):
      state.status = LoadStatus(result)
      return .none
    }
  }
}
