import Domain

/// The built-in database's fully evolved Pokémon with their base Speed in a generation,
/// behind Domain's `SpeedTierRepository`: one read.
public struct DatabaseSpeedTierRepository: SpeedTierRepository {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  /// A Pokémon evolves no further when no species the games of `generation` had evolves
  /// from it (Golbat was fully evolved in Red: Crobat came with generation II), counting
  /// only the evolutions of its own form: a step that names a form (`base_form`, by its
  /// name) is the evolution of the Pokémon so named, or of the default Pokémon when no
  /// other form has that name (Galarian Linoone becomes Obstagoon, Linoone does not;
  /// "Average Pumpkaboo" is the default Pumpkaboo). Only Pokémon a player can have are
  /// counted: with a default form, none that lasts only a battle (megas, Gigantamax), no
  /// totem, no Minior core, no Eternamax, no second copy of a Zygarde for its ability. A
  /// Pokémon was in the games of `generation` when its species and its form's group of
  /// games came by then; its Speed then is the past value of the smallest generation at or
  /// after it, else today's (docs/database.md).
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
          JOIN pokemon_forms f ON f.pokemon_id = p.id AND f.is_default = 1
          LEFT JOIN version_groups vg ON vg.id = f.version_group_id
          WHERE NOT EXISTS (
              SELECT 1 FROM species c WHERE c.evolves_from_species_id = sp.id
                AND (? IS NULL OR COALESCE(c.generation_id, 0) <= ?)
                AND (NOT EXISTS (SELECT 1 FROM evolution_steps e WHERE e.evolved_species_id = c.id)
                  OR EXISTS (
                    SELECT 1 FROM evolution_steps e WHERE e.evolved_species_id = c.id
                      AND (COALESCE(e.base_form, '') = '' OR e.base_form = p.display_name
                        OR (p.is_default = 1 AND NOT EXISTS (
                          SELECT 1 FROM pokemon o
                          WHERE o.species_id = sp.id AND o.is_default = 0
                            AND o.display_name = e.base_form))))))
            AND f.is_battle_only = 0
            AND p.identifier NOT LIKE '%-totem%' AND p.identifier NOT LIKE '%-power-construct'
            AND p.identifier <> 'eternatus-eternamax'
            AND (p.identifier NOT LIKE 'minior-%' OR p.identifier LIKE '%-meteor')
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
