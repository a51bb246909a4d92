/// The moves a parsed move query's conditions hold for: each condition asked of the
/// facts, the answers combined as every query's are (`QueryGrammar.ids`).
public struct EvaluateMoveQuery: Sendable {
  private let facts: any MoveQueryFacts

  /// Creates the use case over a source's facts.
  public init(facts: any MoveQueryFacts) {
    self.facts = facts
  }

  /// The ids of the moves for which every one of `terms` holds.
  public func ids(_ terms: [MoveQueryCondition]) async throws -> Set<Int> {
    try await QueryGrammar.ids(.allOf(terms), everyID: facts.everyMoveID, atom: answer)
  }

  /// The moves for which one of the kind's own conditions holds.
  private func answer(_ condition: MoveQueryCondition) async throws -> Set<Int> {
    switch condition {
    case .allOf, .anyOf, .not:
      return try await ids([condition])
    case .word(let word):
      return try await facts.moveIDs(matchingWord: word)
    case .named(let field, let name):
      return try await facts.moveIDs(with: field, named: name)
    case .compare(let quantity, let comparison, let value):
      return try await facts.moveIDs(where: quantity, comparison, value)
    case .within(let quantity, let range):
      return try await facts.moveIDs(where: quantity, within: range)
    case .generation(let generations):
      return try await facts.moveIDs(inGenerations: generations)
    case .learnedBy(let pokemon, let game, let method):
      return try await facts.moveIDs(learnedBy: pokemon, in: game, by: method)
    case .taughtBy(let machine, let game):
      return try await facts.moveIDs(taughtBy: machine, in: game)
    case .changes(let change, let stat):
      return try await facts.moveIDs(changing: change, stat: stat)
    }
  }
}
