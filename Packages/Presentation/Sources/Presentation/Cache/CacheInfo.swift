import Domain
import Foundation

/// `pokecli cache info`: what the cache holds.
public struct CacheInfo: Reducer {
  /// Everything the view shows.
  public struct State: Equatable, Sendable {
    /// When the command ran, so ages are "3 days ago" without the renderer reading a clock.
    public var now: Date
    /// Where the report stands.
    public var status: Status

    /// Creates the state of a report not yet made.
    public init(now: Date, status: Status = .idle) {
      self.now = now
      self.status = status
    }
  }

  /// Where the report stands.
  public enum Status: Equatable, Sendable {
    /// Nothing read yet.
    case idle
    /// The cache's figures were read.
    case loaded(CacheStats)
    /// The cache could not be read.
    case failed(PokedexError)
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

  /// Creates the reducer with the way it reads the cache.
  public init(loadStats: @escaping @Sendable () async throws -> CacheStats) {
    self.loadStats = loadStats
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      return .run { [loadStats] send in
        do {
          await send(.statsLoaded(.success(try await loadStats())))
        } catch {
          await send(.statsLoaded(.failure(PokedexError(error))))
        }
      }
    case .statsLoaded(.success(let stats)):
      state.status = .loaded(stats)
      return .none
    case .statsLoaded(.failure(let error)):
      state.status = .failed(error)
      return .none
    }
  }
}
