import Domain

/// The built-in database's type chart behind Domain's `TypeChartRepository`: today's
/// from `type_efficacy`, an earlier generation's with `type_efficacy_past` over it.
public struct DatabaseTypeChartRepository: TypeChartRepository {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func chart(generation: Int?) async throws -> TypeChart {
    try await database.read { db in
      // The charted types that `generation` had, in the games' order (Normal, Fire,
      // Water…; PokeAPI's ids run Normal, Fighting, Flying…).
      let typeRows = try await db.rows("""
          SELECT id, identifier FROM types
          WHERE id IN (SELECT DISTINCT target_type_id FROM type_efficacy)
            AND (? IS NULL OR generation_id IS NULL OR generation_id <= ?)
          ORDER BY id
          """,
        [generation, generation])
      let types = typeRows.compactMap { row -> (id: Int, type: PokemonType)? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return (id, PokemonType(slug: slug))
      }.sorted { $0.type < $1.type }
      var factors: [Int: [Int: Int]] = [:]
      for row in try await db.rows("SELECT * FROM type_efficacy") {
        guard let attacker = row.int("damage_type_id"), let target = row.int("target_type_id"),
          let factor = row.int("damage_factor")
        else { continue }
        factors[attacker, default: [:]][target] = factor
      }
      if let generation {
        // For each pair, the era that covers `generation`: the smallest last generation
        // at or after it.
        for row in try await db.rows("""
            SELECT damage_type_id, target_type_id, damage_factor FROM type_efficacy_past p
            WHERE generation_id = (
              SELECT min(generation_id) FROM type_efficacy_past q
              WHERE q.damage_type_id = p.damage_type_id AND q.target_type_id = p.target_type_id
                AND q.generation_id >= ?)
            """,
          [generation])
        {
          guard let attacker = row.int("damage_type_id"), let target = row.int("target_type_id"),
            let factor = row.int("damage_factor")
          else { continue }
          factors[attacker, default: [:]][target] = factor
        }
      }
      return TypeChart(
        generation: generation, types: types.map(\.type),
        factors: types.map { attacker in
          types.map { defender in factors[attacker.id]?[defender.id] ?? 100 }
        })
    }
  }

  public func introduction(of type: PokemonType) async throws -> Int? {
    try await database.read { db in
      try await db.int("SELECT generation_id FROM types WHERE identifier = ?", [type.slug])
    }
  }

  public func pokemonCount(having types: [PokemonType]) async throws -> Int {
    try await database.read { db in
      let slugs = Array(Set(types.map(\.slug)))
      let marks = DatabaseReader.marks(slugs.count)
      return try await db.int("""
          SELECT count(*) FROM (
            SELECT pt.pokemon_id FROM pokemon_types pt JOIN types t ON t.id = pt.type_id
            WHERE t.identifier IN (\(marks))
            GROUP BY pt.pokemon_id HAVING count(DISTINCT t.id) = \(slugs.count))
          """,
        slugs) ?? 0
    }
  }

  public func moveCount(of type: PokemonType) async throws -> Int {
    try await database.read { db in
      try await db.int("SELECT count(*) FROM moves m JOIN types t ON t.id = m.type_id WHERE t.identifier = ?",
        [type.slug]) ?? 0
    }
  }
}
