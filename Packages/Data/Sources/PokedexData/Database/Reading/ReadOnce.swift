import Domain
import Synchronization

/// What one opening of the database reads once and keeps: tables every command that
/// names a game reads again and again (a Pokémon told as in a game, its moves, the game
/// checked), which cannot change under a file opened read-only. Two first reads at once
/// may both read; the answer is the same.
final class ReadOnce: Sendable {
  private let groups = KeptOnce<[Int: GameGroup]>()

  /// The game groups by id, read by `read` the first time.
  func gameGroups(_ read: () async throws -> [Int: GameGroup]) async throws -> [Int: GameGroup] {
    try await groups.value(read)
  }
}

/// A value read the first time it is asked for and kept: for what cannot change while
/// its keeper lives (a file opened read-only). Two first reads at once may both read.
final class KeptOnce<Value: Sendable>: Sendable {
  private let kept = Mutex<Value?>(nil)

  /// The kept value, read by `read` the first time.
  func value(_ read: () async throws -> Value) async throws -> Value {
    if let value = kept.withLock({ $0 }) { return value }
    let value = try await read()
    kept.withLock { $0 = value }
    return value
  }
}
