import Domain

/// The built-in database's fully evolved Pokémon with their base Speed in a generation,
/// behind Domain's `SpeedTierRepository`: one read.
public struct DatabaseSpeedTierRepository: SpeedTierRepository {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  /// A species evolves no further when none that `generation` had evolves from it (Golbat
  /// was fully evolved in Red: Crobat came with generation II); a Pokémon was in the games
  /// of `generation` when its species and its default form's group of games came by then;
  /// its Speed then is the past value of the smallest generation at or after it, else
  /// today's (docs/database.md).
  public func fullyEvolved(
    generation: Int?
  ) async throws -> [(pokemon: PokemonIndexEntry, displayName: String, speed: Int)] {
    try await database.read { db in
      try await db.rows("""
          SELECT p.id, p.identifier, p.display_name,
            COALESCE((
              SELECT ps.base_stat FROM pokemon_past_stats ps
              WHERE ps.pokemon_id = p.id AND ps.stat_id = st.id AND ps.generation_id >= ?
              ORDER BY ps.generation_id LIMIT 1), s.base_stat) AS speed
          FROM pokemon p
          JOIN species sp ON sp.id = p.species_id
          JOIN stats st ON st.identifier = 'speed'
          JOIN pokemon_stats s ON s.pokemon_id = p.id AND s.stat_id = st.id
          LEFT JOIN pokemon_forms f ON f.pokemon_id = p.id AND f.is_default = 1
          LEFT JOIN version_groups vg ON vg.id = f.version_group_id
          WHERE NOT EXISTS (
              SELECT 1 FROM species c WHERE c.evolves_from_species_id = sp.id
                AND (? IS NULL OR COALESCE(c.generation_id, 0) <= ?))
            AND COALESCE(f.is_battle_only, 0) = 0
            AND (? IS NULL OR (COALESCE(sp.generation_id, 0) <= ?
              AND COALESCE(vg.generation_id, 0) <= ?))
          ORDER BY p.id
          """,
        [generation ?? 99, generation, generation, generation, generation, generation]
      ).compactMap { row in
        guard let id = row.int("id"), let slug = row.text("identifier"),
          let speed = row.int("speed")
        else { return nil }
        let name = SafeText.clean(row.text("display_name") ?? slug)
        return (PokemonIndexEntry(id: id, name: slug), name, speed)
      }
    }
  }
}
