/// A counting semaphore for requests: at most `limit` run at once, the rest wait in order.
///
/// One limiter is shared by every request a repository makes, so however a command fans
/// out (a page's rows, a card's species, types and abilities), PokeAPI never sees more
/// than `limit` requests from it at a time.
actor RequestLimiter {
  private let limit: Int
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Runs `work` once a place is free.
  func run<Value: Sendable>(
    _ work: @Sendable () async throws -> Value
  ) async throws -> Value {
    await acquire()
    defer { release() }
    return try await work()
  }

  private func acquire() async {
    if running < limit {
      running += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the place to the next waiter, or frees it.
  private func release() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
