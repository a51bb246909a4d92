import Domain
/// Learnsets: the built-in data's first; the network's for a Pokémon the data does not
/// hold, or when the database cannot be read.
extension Layered: LearnsetRepository where Source == any LearnsetRepository {
  public func learnset(_ query: EntryQuery, game: String?) async throws -> Learnset {
    try await answer { try await $0.learnset(query, game: game) }
  }
}

/// Who learns a move: the built-in data's answer first; the network's for a move the data
/// does not hold, or when the database cannot be read.
extension Layered: MoveLearnersRepository where Source == any MoveLearnersRepository {
  public func learners(of move: EntryQuery, game: String?, method: String?) async throws
    -> MoveLearners
  {
    try await answer { try await $0.learners(of: move, game: game, method: method) }
  }
}
