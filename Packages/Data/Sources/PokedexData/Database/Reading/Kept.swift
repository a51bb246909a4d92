import Synchronization

/// A value read the first time it is asked for and kept: for what cannot change while
/// its keeper lives (a file opened read-only). Two first reads at once may both read;
/// the answer is the same.
final class KeptOnce<Value: Sendable>: Sendable {
  /// One value is a `KeptByKey`'s one key.
  private let kept = KeptByKey<Bool, Value>()

  /// The kept value, read by `read` the first time.
  func value(_ read: () async throws -> Value) async throws -> Value {
    try await kept.value(for: true, read)
  }
}

/// Values read the first time each key is asked for and kept, as `KeptOnce` keeps one.
/// Costs what the kept values weigh for as long as the keeper lives: for a few keys a
/// command asks for (a game, a table), not for one key a row.
final class KeptByKey<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let kept = Mutex<[Key: Value]>([:])

  /// The value kept for `key`, read by `read` the first time.
  func value(for key: Key, _ read: () async throws -> Value) async throws -> Value {
    if let value = kept.withLock({ $0[key] }) { return value }
    let value = try await read()
    kept.withLock { $0[key] = value }
    return value
  }
}
