import Domain

/// The built-in database behind the ability search (`AbilityQueryFacts`): every term
/// answered by a read or two, each with its values bound, never written into the SQL.
public struct DatabaseAbilityQueryFacts: AbilityQueryFacts {
  let database: PokedexDatabase

  /// Creates the facts of `database`.
  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func everyID() async throws -> Set<Int> {
    try await ids("SELECT id FROM abilities")
  }

  public func ids(matchingWord word: String) async throws -> Set<Int> {
    try await database.entryIDs(namedOrDescribedBy: word, .ability)
  }

  /// The effects in every language the data has (English, French, German), each read
  /// alone: every word must be in the same one.
  public func abilityIDs(withEffect words: [String]) async throws -> Set<Int> {
    try await database.entryIDs(withEffect: words, kind: "ability")
  }

  public func abilityIDs(of pokemon: String) async throws -> Set<Int> {
    let id = try await database.queriedPokemonID(named: pokemon)
    return try await ids("SELECT ability_id FROM pokemon_abilities WHERE pokemon_id = ?", [id])
  }

  public func abilityIDs(inGenerations generations: ClosedRange<Int>) async throws -> Set<Int> {
    try await ids(
      "SELECT id FROM abilities WHERE generation_id BETWEEN ? AND ?",
      [generations.lowerBound, generations.upperBound])
  }

  /// Counted as the `abilities` list counts them: the Pokémon, forms included.
  public func abilityIDs(heldBy comparison: QueryComparison, _ value: Double) async throws -> Set<Int> {
    try await ids("""
      SELECT a.id FROM abilities a
      WHERE (SELECT count(DISTINCT pokemon_id) FROM pokemon_abilities pa WHERE pa.ability_id = a.id)
        \(comparison.rawValue) ?
      """, [value])
  }

  private func ids(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> Set<Int> {
    try await database.idSet(sql, arguments)
  }
}
