/// The games tables: languages, regions, generations, version groups, versions, Pokédexes
/// (with their numbers and games) and locations, and their names.
enum GameTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    var tables = [
      try await IdentifierTable.make(
        "languages", .language, reading: LanguageDTO.self,
        columns: ["iso639", "iso3166", "official"], from: documents, words: &words
      ) { _, language in [.of(language.iso639), .of(language.iso3166), .of(language.official)] },
      try await IdentifierTable.make(
        "regions", .region, reading: NamedDocumentDTO.self, from: documents, words: &words),
      try await IdentifierTable.make(
        "generations", .generation, reading: GenerationRegionDTO.self,
        columns: ["main_region_id"], from: documents, words: &words
      ) { _, generation in [.link(generation.mainRegion)] },
      try await IdentifierTable.make(
        "versions", .version, reading: VersionDTO.self, columns: ["version_group_id"],
        from: documents, words: &words
      ) { source, version in [.integer(try source.id(of: version.versionGroup))] },
      try await IdentifierTable.make(
        "locations", .location, reading: LocationDTO.self, columns: ["region_id"],
        from: documents, words: &words
      ) { _, location in [.link(location.region)] },
    ]
    tables += try versionGroups(try await documents.all(VersionGroupDTO.self, .versionGroup))
    tables += try pokedexes(try await documents.all(PokedexDTO.self, .pokedex), &words)
    return tables + words.tables
  }

  // MARK: - Tables

  /// `version_groups` and `version_group_regions` (the regions each group's games take
  /// place in). Version groups have no names in PokeAPI; their versions do.
  static func versionGroups(
    _ documents: [(id: Int, document: VersionGroupDTO)]
  ) throws -> [PokedexTable] {
    var table = KeyedTable(
      "version_groups", columns: ["id", "identifier", "generation_id", "sort_order"])
    var regions = KeyedTable(
      "version_group_regions", columns: ["version_group_id", "region_id"], keyWidth: 2)
    for (id, group) in documents {
      let source = SourceDocument(resource: .versionGroup, id: id)
      table.append([
        source.key, .text(group.name), .integer(try source.id(of: group.generation)),
        .integer(group.order),
      ])
      for region in group.regions ?? [] {
        regions.append([source.key, .integer(try source.id(of: region))])
      }
    }
    return [table.table, regions.table]
  }

  /// `pokedexes`, `pokedex_version_groups` and `pokedex_numbers`.
  static func pokedexes(
    _ documents: [(id: Int, document: PokedexDTO)], _ words: inout ReferenceWords
  ) throws -> [PokedexTable] {
    var pokedexes = KeyedTable(
      "pokedexes", columns: ["id", "identifier", "region_id", "is_main_series"])
    var games = KeyedTable(
      "pokedex_version_groups", columns: ["pokedex_id", "version_group_id"], keyWidth: 2)
    var numbers = KeyedTable(
      "pokedex_numbers", columns: ["pokedex_id", "species_id", "number"], keyWidth: 2)
    for (id, pokedex) in documents {
      let source = SourceDocument(resource: .pokedex, id: id)
      pokedexes.append([
        source.key, .text(pokedex.name), .link(pokedex.region), .of(pokedex.isMainSeries),
      ])
      for group in pokedex.versionGroups {
        games.append([source.key, .integer(try source.id(of: group))])
      }
      for entry in pokedex.pokemonEntries {
        let species = try source.id(of: entry.pokemonSpecies)
        numbers.append([source.key, .integer(species), .integer(entry.entryNumber)])
      }
      try words.addNames(pokedex.names, of: source)
    }
    return [pokedexes.table, games.table, numbers.table]
  }
}
