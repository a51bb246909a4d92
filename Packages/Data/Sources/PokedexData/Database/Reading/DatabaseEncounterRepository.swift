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
    try await database.read { db in
      let rows = try await db.rows(Self.encountersSQL, [pokemon])
      var conditions: [Int: [NamedSlug]] = [:]
      for row in try await db.rows(Self.conditionsSQL, [pokemon]) {
        guard let encounter = row.int("encounter_id"), let slug = row.text("identifier") else {
          continue
        }
        conditions[encounter, default: []].append(
          NamedSlug(slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug)))
      }
      return rows.compactMap { row in Self.encounter(row, conditions: conditions) }
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
    return Encounter(
      game: NamedSlug(
        slug: version, displayName: row.text("version_name") ?? DisplayName.titleCased(version)),
      group: group, generation: row.int("generation_id"), place: place,
      method: NamedSlug(
        slug: method, displayName: row.text("method_name") ?? DisplayName.titleCased(method)),
      minLevel: row.int("min_level"), maxLevel: row.int("max_level"), chance: row.int("chance"),
      slots: max(row.int("slots") ?? 1, 1), conditions: conditions[id] ?? [])
  }

  /// The name of the `kind` entry `entry` in the language shown, else in English.
  private static func name(_ kind: String, _ entry: String) -> String {
    """
    (SELECT name FROM names WHERE kind = '\(kind)' AND entry_id = \(entry)
      AND language_id IN (SHOWN_LANGUAGE, 9) ORDER BY language_id = 9 LIMIT 1)
    """
  }

  private static let encountersSQL = """
    SELECT e.id, e.min_level, e.max_level, e.chance, e.slots,
      v.identifier AS version, \(name("version", "v.id")) AS version_name,
      g.identifier AS version_group, g.generation_id, a.identifier AS area,
      \(name("location-area", "a.id")) AS area_name,
      l.identifier AS location, \(name("location", "l.id")) AS location_name,
      m.identifier AS method, \(name("encounter-method", "m.id")) AS method_name
    FROM encounters e
    JOIN versions v ON v.id = e.version_id
    JOIN version_groups g ON g.id = v.version_group_id
    JOIN location_areas a ON a.id = e.location_area_id
    JOIN locations l ON l.id = a.location_id
    JOIN encounter_methods m ON m.id = e.encounter_method_id
    WHERE e.pokemon_id = ?
    ORDER BY g.sort_order, v.id, m.sort_order, m.id, l.id, a.id, e.id
    """

  private static let conditionsSQL = """
    SELECT c.encounter_id, cv.identifier,
      \(name("encounter-condition-value", "cv.id")) AS name
    FROM encounters e
    JOIN encounter_condition_value_map c ON c.encounter_id = e.id
    JOIN encounter_condition_values cv ON cv.id = c.encounter_condition_value_id
    WHERE e.pokemon_id = ?
    ORDER BY c.encounter_id, cv.id
    """
}
