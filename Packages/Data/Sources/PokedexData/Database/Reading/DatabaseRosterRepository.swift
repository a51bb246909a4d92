import Domain

/// The built-in database's roster of a generation, behind Domain's `RosterRepository`:
/// the `roster` table's rows with the Pokémon's names, the abilities' names and the past
/// values, a few reads whatever the number of Pokémon.
public struct DatabaseRosterRepository: RosterRepository {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  /// The `roster` table's Pokémon (which it counts and why: docs/database.md) that came
  /// by `generation`; each is fully evolved when nothing evolved from it by then (Golbat
  /// was in Red: Crobat came with generation II). One read of the table with each
  /// Pokémon's name, then the abilities' names and, for a generation, the past values
  /// (the stats only, without `matchups`).
  public func roster(generation: Int?, matchups: Bool) async throws -> [RosterMember] {
    try await database.read { db in
      let rows = try await db.rows("""
          SELECT r.pokemon_id, p.identifier, coalesce(n.name, p.display_name) AS display_name,
            r.speed, r.types, r.abilities, r.hidden_ability_id,
            r.evolves_in_generation IS NULL
              OR (? IS NOT NULL AND r.evolves_in_generation > ?) AS fully_evolved
          FROM roster r JOIN pokemon p ON p.id = r.pokemon_id
          LEFT JOIN names n ON n.kind = 'pokemon' AND n.entry_id = p.id
            AND n.language_id = SHOWN_LANGUAGE
          WHERE ? IS NULL OR r.since_generation <= ?
          ORDER BY r.pokemon_id
          """,
        [generation, generation, generation, generation])
      let abilities = matchups ? try await Self.abilityNames(in: db) : [:]
      let past = generation == nil ? [:] : try await PokedexDatabase.everyPokemonsPastValues(
        in: db, typesAndAbilities: matchups)
      return rows.compactMap { row in
        guard let id = row.int("pokemon_id"), let slug = row.text("identifier"),
          let speed = row.int("speed")
        else { return nil }
        return RosterMember(
          pokemon: PokemonIndexEntry(id: id, name: slug),
          displayName: row.text("display_name") ?? DisplayName.titleCased(slug),
          types: matchups ? Self.types(row) : [],
          abilities: matchups ? Self.abilities(row, named: abilities) : [],
          speed: speed, isFullyEvolved: row.flag("fully_evolved"), past: past[id])
      }
    }
  }

  /// A row's types, in slot order.
  private static func types(_ row: DatabaseRow) -> [PokemonType] {
    (row.text("types") ?? "").split(separator: " ").map { PokemonType(slug: String($0)) }
  }

  /// A row's abilities, in slot order, the hidden one last; an id `named` lacks is left
  /// out. The column is a list of ids, read as it is: whatever is no number is no id,
  /// and nothing of it is printed.
  private static func abilities(_ row: DatabaseRow, named: [Int: PokemonAbility]) -> [PokemonAbility] {
    var abilities = (row.rawText("abilities") ?? "").split(separator: " ")
      .compactMap { Int($0).flatMap { named[$0] } }
    if let hidden = row.int("hidden_ability_id").flatMap({ named[$0] }) {
      abilities.append(PokemonAbility(
        name: hidden.name, displayName: hidden.displayName, isHidden: true, effect: nil))
    }
    return abilities
  }

  /// Every ability by id, named in the language shown (else in English, else by its
  /// slug), without its effect: each named once, not once for each Pokémon that has it.
  private static func abilityNames(in db: DatabaseReader) async throws -> [Int: PokemonAbility] {
    var named: [Int: PokemonAbility] = [:]
    for row in try await db.rows("""
        SELECT a.id, a.identifier, coalesce(
          (SELECT name FROM names WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE),
          (SELECT name FROM names WHERE kind = 'ability' AND entry_id = a.id AND language_id = 9)) AS name
        FROM abilities a
        """)
    {
      guard let id = row.int("id"), let slug = row.text("identifier") else { continue }
      named[id] = PokemonAbility(
        name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
        isHidden: false, effect: nil)
    }
    return named
  }
}
