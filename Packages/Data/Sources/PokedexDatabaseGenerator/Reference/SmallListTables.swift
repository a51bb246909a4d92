/// The small lists other tables point into: stats, egg groups, growth rates, evolution
/// triggers, colours, shapes, habitats, genders, encounter methods, contest types,
/// characteristics, move-learn methods and battle styles, and their names.
///
/// The lists moves, items and berries point into are made with them (`MoveTables`,
/// `ItemTables`, `BerryTables`).
enum SmallListTables {
  /// The lists that are nothing but names, by table.
  static let identifierLists: [(table: String, resource: PokeAPIResource, linked: Set<Int>)] = [
    ("egg_groups", .eggGroup, []), ("evolution_triggers", .evolutionTrigger, []),
    ("pokemon_colors", .pokemonColor, []), ("pokemon_shapes", .pokemonShape, []),
    ("pokemon_habitats", .pokemonHabitat, []), ("genders", .gender, []),
    ("contest_types", .contestType, []), ("move_learn_methods", .moveLearnMethod, []),
    ("move_battle_styles", .moveBattleStyle, []),
  ]

  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    var tables = try await IdentifierTable.lists(identifierLists, from: documents, words: &words)
    let stats = try await documents.all(StatDTO.self, .stat)
    tables.append(try Self.stats(stats, &words))
    tables.append(growthRates(try await documents.all(GrowthRateDTO.self, .growthRate)))
    tables.append(
      try await IdentifierTable.make(
        "encounter_methods", .encounterMethod, reading: EncounterMethodDTO.self,
        columns: ["sort_order"], from: documents, words: &words
      ) { _, method in [.of(method.order)] })
    let characteristicIDs = stats.flatMap { $0.document.characteristics ?? [] }.compactMap(\.id)
    tables.append(
      try characteristics(
        try await documents.all(
          CharacteristicDTO.self, .characteristic, linkedFrom: Set(characteristicIDs))))
    return tables + words.tables
  }

  // MARK: - Tables

  static func stats(
    _ documents: [(id: Int, document: StatDTO)], _ words: inout ReferenceWords
  ) throws -> PokedexTable {
    try IdentifierTable.make(
      "stats", .stat, columns: ["damage_class_id", "is_battle_only", "game_index"],
      from: documents, words: &words
    ) { _, stat in [.link(stat.moveDamageClass), .of(stat.isBattleOnly), .of(stat.gameIndex)] }
  }

  /// Growth rates have no names in PokeAPI, only descriptions.
  static func growthRates(_ documents: [(id: Int, document: GrowthRateDTO)]) -> PokedexTable {
    var table = KeyedTable("growth_rates", columns: ["id", "identifier", "formula"])
    for (id, rate) in documents {
      table.append([.integer(id), .text(rate.name), .of(rate.formula)])
    }
    return table.table
  }

  /// Characteristics have no slug and no names, only descriptions.
  static func characteristics(
    _ documents: [(id: Int, document: CharacteristicDTO)]
  ) throws -> PokedexTable {
    var table = KeyedTable("characteristics", columns: ["id", "stat_id", "gene_modulo"])
    for (id, characteristic) in documents {
      let source = SourceDocument(resource: .characteristic, id: id)
      table.append([
        source.key, .integer(try source.id(of: characteristic.highestStat)),
        .integer(characteristic.geneModulo),
      ])
    }
    return table.table
  }
}
