/// The `roster` table, derived while the database is built rather than committed: one row
/// for each Pokémon a player can have, with what a roster of a game reads of it (its
/// Speed, types and abilities, the generation it came by, the one its first evolution came
/// by), so that `speed` and `coverage` read every Pokémon in one pass over one table
/// instead of joining six and asking, row by row, whether anything evolves from it.
///
/// Counted: Pokémon with a default form, none that lasts only a battle (megas,
/// Gigantamax), no totem, no Minior core, no Eternamax, no second copy of a Zygarde for
/// its ability. A Pokémon came by the later of its species' generation and its form's
/// group of games'. It evolves in a generation when a species of that generation evolves
/// from it by an evolution of its own form: a step that names a form (`base_form`, by its
/// name) is the evolution of the Pokémon so named, or of the default Pokémon when no other
/// form has that name (Galarian Linoone becomes Obstagoon, Linoone does not; "Average
/// Pumpkaboo" is the default Pumpkaboo). `evolves_in_generation` is the earliest such
/// generation (Golbat's is II, when Crobat came), NULL for none.
enum RosterTable {
  /// The tables made here, which have no table file.
  static let tables: Set<String> = ["roster"]

  /// - Throws: `LoadFailure` for a Pokémon with two hidden abilities, which a row holds
  ///   one of (none has today).
  static func fill(_ connection: Connection) throws {
    let twoHidden = try connection.strings("""
      SELECT p.identifier FROM pokemon_abilities pa JOIN pokemon p ON p.id = pa.pokemon_id
      WHERE pa.is_hidden = 1 GROUP BY pa.pokemon_id HAVING count(*) > 1
      """)
    guard twoHidden.isEmpty else {
      throw LoadFailure(
        "roster: \(twoHidden.joined(separator: ", ")) would have two hidden abilities; a row holds one")
    }
    try connection.execute("""
      INSERT INTO roster
      SELECT p.id, s.base_stat,
        max(COALESCE(sp.generation_id, 0), COALESCE(vg.generation_id, 0)),
        (SELECT min(COALESCE(c.generation_id, 0)) FROM species c
          WHERE c.evolves_from_species_id = sp.id
            AND (NOT EXISTS (SELECT 1 FROM evolution_steps e WHERE e.evolved_species_id = c.id)
              OR EXISTS (
                SELECT 1 FROM evolution_steps e WHERE e.evolved_species_id = c.id
                  AND (COALESCE(e.base_form, '') = '' OR e.base_form = p.display_name
                    OR (p.is_default = 1 AND NOT EXISTS (
                      SELECT 1 FROM pokemon o
                      WHERE o.species_id = sp.id AND o.is_default = 0
                        AND o.display_name = e.base_form)))))),
        (SELECT group_concat(identifier, ' ') FROM (
          SELECT t.identifier FROM pokemon_types pt JOIN types t ON t.id = pt.type_id
          WHERE pt.pokemon_id = p.id ORDER BY pt.slot)),
        (SELECT group_concat(ability_id, ' ') FROM (
          SELECT pa.ability_id FROM pokemon_abilities pa
          WHERE pa.pokemon_id = p.id AND pa.is_hidden = 0 ORDER BY pa.slot)),
        (SELECT pa.ability_id FROM pokemon_abilities pa
          WHERE pa.pokemon_id = p.id AND pa.is_hidden = 1 ORDER BY pa.slot LIMIT 1)
      FROM pokemon p
      JOIN species sp ON sp.id = p.species_id
      JOIN stats st ON st.identifier = 'speed'
      JOIN pokemon_stats s ON s.pokemon_id = p.id AND s.stat_id = st.id
      JOIN pokemon_forms f ON f.pokemon_id = p.id AND f.is_default = 1
      LEFT JOIN version_groups vg ON vg.id = f.version_group_id
      WHERE f.is_battle_only = 0
        AND p.identifier NOT LIKE '%-totem%' AND p.identifier NOT LIKE '%-power-construct'
        AND p.identifier <> 'eternatus-eternamax'
        AND (p.identifier NOT LIKE 'minior-%' OR p.identifier LIKE '%-meteor')
      """)
  }
}
