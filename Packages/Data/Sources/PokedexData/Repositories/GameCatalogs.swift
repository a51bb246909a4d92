import Domain

/// The built-in database's groups of games, ordered as the games came out.
public struct DatabaseGameCatalog: GameCatalog {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func group(named game: String) async throws -> GameGroup? {
    try await database.read { db in
      try await PokedexDatabase.gameGroups(db).values.first { $0.isNamed(game) }
    }
  }

  public func groups() async throws -> [GameGroup] {
    try await database.read { db in try await PokedexDatabase.gameGroups(db).values.sorted() }
  }

  /// One read: the generation's groups and how many Pokémon their Pokédexes number.
  public func group(standingFor generation: Int) async throws -> GameGroup? {
    try await database.read { db in
      var sizes: [String: Int] = [:]
      for row in try await db.rows("""
          SELECT g.identifier, (SELECT count(*) FROM pokedex_numbers n
              JOIN pokedex_version_groups p ON p.pokedex_id = n.pokedex_id
              WHERE p.version_group_id = g.id) AS size
          FROM version_groups g WHERE g.generation_id = ?
          """, [generation])
      {
        guard let slug = row.text("identifier") else { continue }
        sizes[slug] = row.int("size") ?? 0
      }
      return GameGroup.standing(
        for: generation, among: Array(try await PokedexDatabase.gameGroups(db).values),
        sizes: sizes)
    }
  }
}
