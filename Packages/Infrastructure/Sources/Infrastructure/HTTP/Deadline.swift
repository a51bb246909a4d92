/// Runs work that must finish by a deadline, cancelling it when the deadline passes.
///
/// AsyncHTTPClient's own deadline covers a request only until its head arrives; a body that
/// drips one byte every few seconds would outlive it. Racing the whole request against a
/// sleep and cancelling the loser bounds everything, body included. Cancellation is safe
/// here: AsyncHTTPClient turns it into closing the connection.
enum Deadline {
  /// Thrown when `limit` passed before `work` finished.
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
