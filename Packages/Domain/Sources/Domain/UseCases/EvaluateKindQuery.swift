/// The entries a kind's parsed query holds for (the Pokémon of `search`, the moves,
/// abilities and items of their lists): each of its own conditions asked of the facts,
/// the answers combined as every query's are (`QueryGrammar.ids`: `,` and bare phrases
/// all, `|` any, `!` the rest of every entry).
public struct EvaluateKindQuery<Facts: KindQueryFacts>: Sendable {
  private let facts: Facts

  /// Creates the use case over a source's facts.
  public init(facts: Facts) {
    self.facts = facts
  }

  /// The ids of the entries for which every one of `terms` holds.
  public func ids(_ terms: [QueryTerm<Facts.Condition>]) async throws -> Set<Int> {
    try await QueryGrammar.ids(.allOf(terms), everyID: facts.everyID) { condition in
      try await naming(condition) { try await facts.ids(answering: condition) }
    }
  }

  /// `answer`, with the term of a query error the facts raised without one (a stat's
  /// name that names none, found only when the data is read) said as `condition` writes
  /// it.
  private func naming(
    _ condition: Facts.Condition, _ answer: () async throws -> Set<Int>
  ) async throws -> Set<Int> {
    do {
      return try await answer()
    } catch PokedexError.badQuery(var error) where error.term.isEmpty {
      error.term = condition.description
      throw PokedexError.badQuery(error)
    }
  }
}
