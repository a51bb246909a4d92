import Domain
/// The cache over a learnset repository: a learnset is kept under the Pokémon and the
/// game asked for (`learnset/25-red`), and follows the cache's one rule (`CacheShelf`).
public struct CachedLearnsetRepository: LearnsetRepository {
  let remote: any LearnsetRepository
  let shelf: CacheShelf

  public init(
    remote: any LearnsetRepository, storage: any DocumentStorage, policy: CachePolicy,
    onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.remote = remote
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: onEvent)
  }

  public func learnset(_ query: EntryQuery, game: String?) async throws -> Learnset {
    guard let key = try? CacheKeys.learnset(query, game: game) else {
      return try await remote.learnset(query, game: game)
    }
    return try await shelf.value(key, subject: .entry(.pokemon, query)) {
      try await remote.learnset(query, game: game)
    }
  }
}
