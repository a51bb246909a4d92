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
    try await QueryGrammar.ids(
      .allOf(terms), everyID: facts.everyID,
      word: { word in try await naming(word) { try await facts.ids(matchingWord: word) } },
      atom: { atom in try await naming(atom.description) { try await facts.ids(answering: atom) } })
  }

  /// `answer`, with the term of a query error the facts raised without one (a stat's
  /// name that names none, found only when the data is read) said as `term`, the word or
  /// the condition as written.
  private func naming(
    _ term: String, _ answer: () async throws -> Set<Int>
  ) async throws -> Set<Int> {
    do {
      return try await answer()
    } catch PokedexError.badQuery(var error) where error.term.isEmpty {
      error.term = term
      throw PokedexError.badQuery(error)
    }
  }
}
