import Domain

/// The built-in database's abilities as list rows, behind Domain's `EntryCatalog`: one
/// query for all of them.
public struct DatabaseAbilityCatalog: EntryCatalog {
  public typealias Kind = Ability

  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func rows(for criteria: AbilityCriteria) async throws -> [AbilityRow] {
    try await database.read { db in
      try await db.rows(Self.sql).compactMap { row -> AbilityRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return AbilityRow(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          generation: row.int("generation_id"), pokemonCount: row.int("holders") ?? 0,
          shortEffect: row.rawText("short_effect").map(PokedexDatabase.effectParagraph))
      }
    }
  }

  private static let sql = """
    SELECT a.id, a.identifier, a.generation_id, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      e.short_effect,
      (SELECT count(DISTINCT pokemon_id) FROM pokemon_abilities pa WHERE pa.ability_id = a.id)
        AS holders
    FROM abilities a
    LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    LEFT JOIN effects e ON e.kind = 'ability' AND e.entry_id = a.id AND e.language_id = 9
    ORDER BY a.id
    """
}
