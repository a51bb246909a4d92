/// Runs work through a port that must finish within a time limit, cancelling it when the
/// limit passes: the whole of a request, body included, and a sprite that may not hold
/// its card.
///
/// The work races a sleep and the loser is cancelled. AsyncHTTPClient's own deadline
/// covers a request only until its head arrives, so a body dripping one byte every few
/// seconds would outlive it; racing the whole request bounds everything. Cancelling a
/// request through `HTTPClient` closes its connection, so nothing runs past the limit.
public enum TimeLimit {
  /// Thrown when the limit passed before the work finished.
  public struct Exceeded: Error, Sendable {
    public init() {}
  }

  /// `work`'s value, or `Exceeded` once `limit` has passed.
  public static func run<Value: Sendable>(
    within limit: Duration, _ work: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask { try await work() }
      group.addTask {
        try await Task.sleep(for: limit)
        throw Exceeded()
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw Exceeded() }
      return first
    }
  }
}
