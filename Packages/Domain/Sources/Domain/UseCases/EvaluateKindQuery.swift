/// The entries a kind's parsed query holds for: each of its own conditions asked of the
/// facts, the answers combined as every query's are (`QueryGrammar.ids`).
public struct EvaluateKindQuery<Facts: KindQueryFacts>: Sendable {
  private let facts: Facts

  /// Creates the use case over a source's facts.
  public init(facts: Facts) {
    self.facts = facts
  }

  /// The ids of the entries for which every one of `terms` holds.
  public func ids(_ terms: [Facts.Condition]) async throws -> Set<Int> {
    try await QueryGrammar.ids(.allOf(terms), everyID: facts.everyID, atom: facts.ids(answering:))
  }
}
