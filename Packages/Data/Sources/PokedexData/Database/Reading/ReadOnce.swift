import Domain
import Synchronization

/// What one opening of the database reads once and keeps: tables every command that
/// names a game reads again and again (a Pokémon told as in a game, its moves, the game
/// checked), which cannot change under a file opened read-only. Two first reads at once
/// may both read; the answer is the same.
final class ReadOnce: Sendable {
  private let groups = Mutex<[Int: GameGroup]?>(nil)

  /// The game groups by id, read by `read` the first time.
  func gameGroups(_ read: () async throws -> [Int: GameGroup]) async throws -> [Int: GameGroup] {
    if let kept = groups.withLock({ $0 }) { return kept }
    let read = try await read()
    groups.withLock { $0 = read }
    return read
  }
}
