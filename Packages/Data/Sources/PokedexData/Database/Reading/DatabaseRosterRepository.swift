import Domain

/// The built-in database's roster of a generation, behind Domain's `RosterRepository`:
/// a few reads (the Pokémon, their types, their abilities, their past values), whatever
/// the number of Pokémon.
public struct DatabaseRosterRepository: RosterRepository {
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
  /// games came by then (docs/database.md).
  public func roster(generation: Int?) async throws -> [RosterMember] {
    try await database.read { db in
      let rows = try await db.rows("""
          SELECT p.id, p.identifier,
            coalesce((SELECT name FROM names WHERE kind = 'pokemon' AND entry_id = p.id
              AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
            s.base_stat AS speed,
            NOT EXISTS (
              SELECT 1 FROM species c WHERE c.evolves_from_species_id = sp.id
                AND (? IS NULL OR COALESCE(c.generation_id, 0) <= ?)
                AND (NOT EXISTS (SELECT 1 FROM evolution_steps e WHERE e.evolved_species_id = c.id)
                  OR EXISTS (
                    SELECT 1 FROM evolution_steps e WHERE e.evolved_species_id = c.id
                      AND (COALESCE(e.base_form, '') = '' OR e.base_form = p.display_name
                        OR (p.is_default = 1 AND NOT EXISTS (
                          SELECT 1 FROM pokemon o
                          WHERE o.species_id = sp.id AND o.is_default = 0
                            AND o.display_name = e.base_form)))))) AS fully_evolved
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
            AND (? IS NULL OR (COALESCE(sp.generation_id, 0) <= ?
              AND COALESCE(vg.generation_id, 0) <= ?))
          ORDER BY p.id
          """,
        [generation, generation, generation, generation, generation])
      let types = try await Self.types(in: db)
      let abilities = try await Self.abilities(in: db)
      let past = try await PokedexDatabase.everyPokemonsPastValues(in: db)
      return rows.compactMap { row in
        guard let id = row.int("id"), let slug = row.text("identifier"),
          let speed = row.int("speed")
        else { return nil }
        return RosterMember(
          pokemon: PokemonIndexEntry(id: id, name: slug),
          displayName: row.text("display_name") ?? DisplayName.titleCased(slug),
          types: types[id] ?? [], abilities: abilities[id] ?? [], speed: speed,
          isFullyEvolved: row.flag("fully_evolved"), past: past[id])
      }
    }
  }

  /// Every Pokémon's types today, by id, in slot order.
  private static func types(in db: DatabaseReader) async throws -> [Int: [PokemonType]] {
    var types: [Int: [PokemonType]] = [:]
    for row in try await db.rows("""
        SELECT pt.pokemon_id, t.identifier FROM pokemon_types pt JOIN types t ON t.id = pt.type_id
        ORDER BY pt.pokemon_id, pt.slot
        """)
    {
      guard let id = row.int("pokemon_id"), let slug = row.text("identifier") else { continue }
      types[id, default: []].append(PokemonType(slug: slug))
    }
    return types
  }

  /// Every Pokémon's abilities today, by id, in slot order, each named in the language
  /// shown (else in English, else by its slug), without its effect. Each ability is named
  /// once, not once for each Pokémon that has it.
  private static func abilities(in db: DatabaseReader) async throws -> [Int: [PokemonAbility]] {
    var named: [Int: (slug: String, name: String)] = [:]
    for row in try await db.rows("""
        SELECT a.id, a.identifier, coalesce(
          (SELECT name FROM names WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE),
          (SELECT name FROM names WHERE kind = 'ability' AND entry_id = a.id AND language_id = 9)) AS name
        FROM abilities a
        """)
    {
      guard let id = row.int("id"), let slug = row.text("identifier") else { continue }
      named[id] = (slug, row.text("name") ?? DisplayName.titleCased(slug))
    }
    var abilities: [Int: [PokemonAbility]] = [:]
    for row in try await db.rows("""
        SELECT pokemon_id, ability_id, is_hidden FROM pokemon_abilities ORDER BY pokemon_id, slot
        """)
    {
      guard let id = row.int("pokemon_id"), let ability = row.int("ability_id").flatMap({ named[$0] })
      else { continue }
      abilities[id, default: []].append(
        PokemonAbility(
          name: ability.slug, displayName: ability.name, isHidden: row.flag("is_hidden"),
          effect: nil))
    }
    return abilities
  }
}
