import Domain
/// The cache over a learnset repository: a learnset is kept under the Pokémon and the
/// game asked for (`learnset/25-red`).
public typealias CachedLearnsetRepository = Cached<any LearnsetRepository>

/// The cache over a "who learns this move" repository: an answer is kept under the move,
/// the game and the way asked for (`learners/85-scarlet-level-up`).
public typealias CachedMoveLearnersRepository = Cached<any MoveLearnersRepository>

extension Cached: LearnsetRepository where Remote == any LearnsetRepository {
  public func learnset(_ query: EntryQuery, game: String?) async throws -> Learnset {
    try await answer(
      { try CacheKeys.learnset(query, game: game) }, subject: .entry(.pokemon, query)
    ) { try await $0.learnset(query, game: game) }
  }
}

extension Cached: MoveLearnersRepository where Remote == any MoveLearnersRepository {
  public func learners(of move: EntryQuery, game: String?, method: String?) async throws
    -> MoveLearners
  {
    try await answer(
      { try CacheKeys.learners(move, game: game, method: method) }, subject: .entry(.move, move)
    ) { try await $0.learners(of: move, game: game, method: method) }
  }
}
