import Foundation

/// Runs work that must finish within a time limit, cancelling it when the limit passes.
///
/// The work races a sleep; the loser is cancelled. Cancelling a request through the
/// `HTTPClient` closes its connection, so nothing is left running past the limit.
enum TimeLimit {
  /// Thrown when the limit passed before the work finished.
  struct Exceeded: Error {}

  /// `work`'s value, or `Exceeded` once `limit` has passed.
  static func run<Value: Sendable>(
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
