import Domain
/// The cache over a "who learns this move" repository: an answer is kept under the move,
/// the game and the way asked for (`learners/85-scarlet-level-up`), and follows the
/// cache's one rule (`CacheShelf`).
public struct CachedMoveLearnersRepository: MoveLearnersRepository {
  let remote: any MoveLearnersRepository
  let shelf: CacheShelf

  public init(
    remote: any MoveLearnersRepository, storage: any DocumentStorage, policy: CachePolicy,
    onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.remote = remote
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: onEvent)
  }

  public func learners(of move: EntryQuery, game: String?, method: String?) async throws
    -> MoveLearners
  {
    guard let key = try? CacheKeys.learners(move, game: game, method: method) else {
      return try await remote.learners(of: move, game: game, method: method)
    }
    return try await shelf.value(key, subject: .entry(.move, move)) {
      try await remote.learners(of: move, game: game, method: method)
    }
  }
}
