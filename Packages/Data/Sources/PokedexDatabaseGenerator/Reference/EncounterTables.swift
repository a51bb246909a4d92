import Domain

/// The encounter tables: the parts of places (`location_areas`), the conditions an
/// encounter may depend on and their states, and every way a Pokémon is met in the wild
/// (`encounters`, with its conditions in `encounter_condition_value_map`), read from the
/// `location-area` documents (`LocationAreaDTO`), which say for each area the Pokémon met
/// there. The same encounters are what `pokemon/{id}/encounters` says from the Pokémon's
/// side; the corpus test holds the two to each other.
enum EncounterTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    let conditions = try IdentifierTable.make(
      "encounter_conditions", .encounterCondition,
      from: try await documents.all(EncounterConditionDTO.self, .encounterCondition),
      words: &words)
    var values = KeyedTable(
      "encounter_condition_values", columns: ["id", "identifier", "encounter_condition_id"])
    for (id, value) in try await documents.all(
      EncounterConditionValueDTO.self, .encounterConditionValue)
    {
      let source = SourceDocument(resource: .encounterConditionValue, id: id)
      values.append([source.key, .text(value.name), .integer(try source.id(of: value.condition))])
      try words.addNames(value.names, of: source)
    }
    var areas = KeyedTable("location_areas", columns: ["id", "identifier", "location_id"])
    var found = FoundEncounters()
    for (id, area) in try await documents.all(LocationAreaDTO.self, .locationArea) {
      let source = SourceDocument(resource: .locationArea, id: id)
      areas.append([source.key, .text(area.name), .integer(try source.id(of: area.location))])
      try words.addNames(area.names, of: source)
      try found.add(area, from: source)
    }
    return [conditions, values.table, areas.table] + found.tables + words.tables
  }
}

/// The encounters of every area, counted: a slot a game's table repeats exactly (the same
/// Pokémon, method, levels, chance and conditions) is one row whose `slots` says how
/// many, so a row's whole chance is `chance × slots`. Rows are numbered in the order of
/// their values, so the same documents give the same ids.
private struct FoundEncounters {
  /// pokemon, version, area, method, min level, max level, chance (-1 for a level or
  /// chance the document leaves out, written as null; the corpus has none), then the
  /// condition values in increasing order.
  private var slots: [[Int]: Int] = [:]

  mutating func add(_ area: LocationAreaDTO, from source: SourceDocument) throws {
    for encounter in area.pokemonEncounters ?? [] {
      let pokemon = try source.id(of: encounter.pokemon)
      for game in encounter.versionDetails ?? [] {
        let version = try source.id(of: game.version)
        for detail in game.encounterDetails ?? [] {
          let conditions = try (detail.conditionValues ?? []).map { try source.id(of: $0) }
          let key = [
            pokemon, version, source.id, try source.id(of: detail.method),
            detail.minLevel ?? -1, detail.maxLevel ?? -1, detail.chance ?? -1,
          ] + Set(conditions).sorted()
          slots[key, default: 0] += 1
        }
      }
    }
  }

  /// `encounters` and `encounter_condition_value_map`.
  var tables: [PokedexTable] {
    var encounters = PokedexTable(
      "encounters",
      columns: [
        "id", "pokemon_id", "version_id", "location_area_id", "encounter_method_id",
        "min_level", "max_level", "chance", "slots",
      ])
    var conditions = PokedexTable(
      "encounter_condition_value_map", columns: ["encounter_id", "encounter_condition_value_id"])
    let ordered = slots.sorted { $0.key.lexicographicallyPrecedes($1.key) }
    for (number, (key, count)) in ordered.enumerated() {
      let id = PokedexValue.integer(number + 1)
      let known = { (value: Int) in value < 0 ? PokedexValue.null : .integer(value) }
      encounters.append(
        [id] + key.prefix(4).map(PokedexValue.integer) + key[4..<7].map(known) + [.integer(count)])
      for value in key.dropFirst(7) {
        conditions.append([id, .integer(value)])
      }
    }
    return [encounters, conditions]
  }
}
