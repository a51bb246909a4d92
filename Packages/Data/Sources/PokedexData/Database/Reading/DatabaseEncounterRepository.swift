import Domain

/// The built-in database's encounters (docs/database.md: `encounters` and the tables it
/// points into), behind Domain's `EncounterRepository`: two reads a Pokémon, its rows
/// with every name they show, then their conditions.
public struct DatabaseEncounterRepository: EncounterRepository {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func encounters(ofPokemon pokemon: Int) async throws -> [Encounter] {
    try await database.read { db in try await Self.encounters(.pokemon(pokemon), in: db) }
  }

  /// Whose encounters are read: one Pokémon's, or every Pokémon's met at one place.
  enum Subject {
    case pokemon(Int)
    case location(Int)

    var filter: String {
      switch self {
      case .pokemon: return "e.pokemon_id = ?"
      case .location: return "a.location_id = ?"
      }
    }

    var id: Int {
      switch self {
      case .pokemon(let id), .location(let id): return id
      }
    }
  }

  /// The encounters of `subject`, in release order of the games, each naming its Pokémon
  /// when read for a place: two reads, the rows with every name they show, then their
  /// conditions.
  static func encounters(_ subject: Subject, in db: DatabaseReader) async throws -> [Encounter] {
    let rows = try await db.rows(encountersSQL(subject), [subject.id])
    var conditions: [Int: [NamedSlug]] = [:]
    for row in try await db.rows(conditionsSQL(subject), [subject.id]) {
      guard let encounter = row.int("encounter_id"), let slug = row.text("identifier") else {
        continue
      }
      conditions[encounter, default: []].append(
        NamedSlug(slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug)))
    }
    return rows.compactMap { row in
      var encounter = Self.encounter(row, conditions: conditions)
      if case .location = subject, let id = row.int("pokemon_id"),
        let slug = row.text("pokemon")
      {
        encounter?.pokemon = MetPokemon(
          id: id, name: slug, displayName: row.text("pokemon_name") ?? DisplayName.titleCased(slug))
      }
      return encounter
    }
  }

  /// A row of `encountersSQL` as Domain's; `nil` for a row without the slugs it needs.
  private static func encounter(_ row: DatabaseRow, conditions: [Int: [NamedSlug]]) -> Encounter? {
    guard let id = row.int("id"), let version = row.text("version"),
      let group = row.text("version_group"), let area = row.text("area"),
      let location = row.text("location"), let method = row.text("method")
    else { return nil }
    let place = EncounterPlace(
      slug: area,
      location: NamedSlug(
        slug: location,
        displayName: row.text("location_name") ?? DisplayName.titleCased(location)),
      part: EncounterPlace.part(
        areaName: row.text("area_name"), slug: area, location: location,
        locationName: row.text("location_name")))
    // The game's name is the theme's to say ("Red (Japan)"), from its slug.
    return Encounter(
      game: NamedSlug(slug: version, displayName: DisplayName.titleCased(version)),
      group: group, generation: row.int("generation_id"), place: place,
      method: NamedSlug(
        slug: method, displayName: row.text("method_name") ?? DisplayName.titleCased(method)),
      minLevel: row.int("min_level"), maxLevel: row.int("max_level"), chance: row.int("chance"),
      slots: max(row.int("slots") ?? 1, 1), conditions: conditions[id] ?? [])
  }

  /// The name of the `kind` entry `entry` in the language shown, else in English: a
  /// subquery, for a read of one row (a place's own name).
  static func name(_ kind: String, _ entry: String) -> String {
    """
    (SELECT name FROM names WHERE kind = '\(kind)' AND entry_id = \(entry)
      AND language_id IN (SHOWN_LANGUAGE, 9) ORDER BY language_id = 9 LIMIT 1)
    """
  }

  /// The joins that name the `kind` entry `entry` as `alias`, in the language shown
  /// (`alias_shown`) and in English (`alias_english`): two lookups of the names' key a
  /// row, where a subquery per name sorted its two rows (Magikarp's 4,223 rows read in a
  /// third of the time).
  private static func nameJoins(_ alias: String, _ kind: String, _ entry: String) -> String {
    ["shown": "SHOWN_LANGUAGE", "english": "9"].sorted { $0.key < $1.key }.map { suffix, language in
      """
      LEFT JOIN names \(alias)_\(suffix) ON \(alias)_\(suffix).kind = '\(kind)'
        AND \(alias)_\(suffix).entry_id = \(entry) AND \(alias)_\(suffix).language_id = \(language)
      """
    }.joined(separator: "\n")
  }

  /// The name `nameJoins(alias, …)` read: the shown language's, else the English one.
  private static func joinedName(_ alias: String) -> String {
    "coalesce(\(alias)_shown.name, \(alias)_english.name)"
  }

  private static func encountersSQL(_ subject: Subject) -> String {
    let pokemon: (columns: String, join: String, order: String)
    switch subject {
    case .pokemon: pokemon = ("", "", "")
    case .location:
      pokemon = (
        """
        p.id AS pokemon_id, p.identifier AS pokemon, coalesce((SELECT name FROM names
            WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE),
          p.display_name) AS pokemon_name,
        """,
        "JOIN pokemon p ON p.id = e.pokemon_id", ", p.id")
    }
    return """
    SELECT \(pokemon.columns) e.id, e.min_level, e.max_level, e.chance, e.slots,
      v.identifier AS version, g.identifier AS version_group, g.generation_id,
      a.identifier AS area, \(joinedName("an")) AS area_name,
      l.identifier AS location, \(joinedName("ln")) AS location_name,
      m.identifier AS method, \(joinedName("mn")) AS method_name
    FROM encounters e
    JOIN versions v ON v.id = e.version_id
    JOIN version_groups g ON g.id = v.version_group_id
    JOIN location_areas a ON a.id = e.location_area_id
    JOIN locations l ON l.id = a.location_id
    JOIN encounter_methods m ON m.id = e.encounter_method_id
    \(nameJoins("an", "location-area", "a.id"))
    \(nameJoins("ln", "location", "l.id"))
    \(nameJoins("mn", "encounter-method", "m.id"))
    \(pokemon.join)
    WHERE \(subject.filter)
    ORDER BY g.sort_order, v.id, m.sort_order, m.id, l.id, a.id\(pokemon.order), e.id
    """
  }

  private static func conditionsSQL(_ subject: Subject) -> String {
    """
    SELECT c.encounter_id, cv.identifier, \(joinedName("cn")) AS name
    FROM encounters e
    JOIN encounter_condition_value_map c ON c.encounter_id = e.id
    JOIN encounter_condition_values cv ON cv.id = c.encounter_condition_value_id
    JOIN location_areas a ON a.id = e.location_area_id
    \(nameJoins("cn", "encounter-condition-value", "cv.id"))
    WHERE \(subject.filter)
    ORDER BY c.encounter_id, cv.id
    """
  }
}
