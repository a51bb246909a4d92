/// The Pokémon a parsed query's conditions hold for: each condition asked of the facts,
/// the answers combined (`,` and bare phrases: all; `|`: any; `!`: the rest of every
/// Pokémon).
public struct EvaluateQuery: Sendable {
  private let facts: any PokemonQueryFacts

  /// Creates the use case over a source's facts.
  public init(facts: any PokemonQueryFacts) {
    self.facts = facts
  }

  /// The ids of the Pokémon for which every one of `terms` holds.
  public func ids(_ terms: [QueryCondition]) async throws -> Set<Int> {
    try await ids(.allOf(terms))
  }

  /// The ids of the Pokémon for which `condition` holds.
  public func ids(_ condition: QueryCondition) async throws -> Set<Int> {
    try await QueryGrammar.ids(condition, everyID: facts.everyID, atom: answer)
  }

  /// The Pokémon for which one of the kind's own conditions holds.
  private func answer(_ condition: QueryCondition) async throws -> Set<Int> {
    switch condition {
    case .allOf, .anyOf, .not:
      return try await ids(condition)
    case .word(let word):
      return try await facts.ids(matchingWord: word)
    case .named(let field, let name):
      return try await facts.ids(with: field, named: name)
    case .learns(let move, let game, let method):
      return try await facts.ids(learning: move, in: game, by: method)
    case .generation(let generations):
      return try await facts.ids(inGenerations: generations)
    case .isA(let pokemonClass):
      return try await facts.ids(of: pokemonClass)
    case .compare(let lhs, let comparison, let rhs):
      return try await naming(condition) { try await facts.ids(where: lhs, comparison, rhs) }
    case .within(let quantity, let range):
      return try await naming(condition) { try await facts.ids(where: quantity, within: range) }
    case .matchup(let matchup, let type):
      return try await facts.ids(taking: matchup, from: type)
    }
  }

  /// `answer`, with the term of a query error the facts raised without one (a stat's name
  /// that names none) said as `condition` writes it.
  private func naming(
    _ condition: QueryCondition, _ answer: () async throws -> Set<Int>
  ) async throws -> Set<Int> {
    do {
      return try await answer()
    } catch PokedexError.badQuery(var error) where error.term.isEmpty {
      error.term = condition.description
      throw PokedexError.badQuery(error)
    }
  }
}
