import Domain

/// What each Pokémon was in older generations, from its document's `past_types`,
/// `past_stats` and `past_abilities`: one table each, keyed by the Pokémon and the last
/// generation that had the value. A past ability slot that held nothing keeps its row,
/// with no ability: it tells the card to leave the slot out.
extension PokemonTables {
  static func pastTypes(_ documents: [PokemonRowDTO]) -> PokedexTable {
    pastTable("pokemon_past_types", columns: ["slot", "type_id"], of: documents, \.pastTypes) {
      change in
      change.types.compactMap { slot in id(slot.type).map { [.integer(slot.slot), .integer($0)] } }
    }
  }

  static func pastStats(_ documents: [PokemonRowDTO]) -> PokedexTable {
    pastTable("pokemon_past_stats", columns: ["stat_id", "base_stat"], of: documents, \.pastStats) {
      change in
      change.stats.compactMap { stat in
        id(stat.stat).map { [.integer($0), .integer(stat.baseStat)] }
      }
    }
  }

  static func pastAbilities(_ documents: [PokemonRowDTO]) -> PokedexTable {
    pastTable(
      "pokemon_past_abilities", columns: ["slot", "ability_id", "is_hidden"], of: documents,
      \.pastAbilities
    ) { change in
      change.abilities.map { slot in
        [.integer(slot.slot), .of(slot.ability.flatMap(id)), .of(slot.isHidden)]
      }
    }
  }

  /// The id a link ends with.
  private static func id(_ link: NamedAPIResourceDTO) -> Int? {
    ResourceID.trailingNumber(of: link.url)
  }

  /// A table of `pokemon_id`, `generation_id`, then `columns`: the rows `values` makes of
  /// each of a Pokémon's past changes. A change whose generation link has no number is
  /// left out.
  private static func pastTable<Change: PastChange>(
    _ name: String, columns: [String], of documents: [PokemonRowDTO],
    _ changes: KeyPath<PokemonRowDTO, [Change]?>, values: (Change) -> [[PokedexValue]]
  ) -> PokedexTable {
    var table = PokedexTable(name, columns: ["pokemon_id", "generation_id"] + columns)
    for document in documents {
      for change in document[keyPath: changes] ?? [] {
        guard let generation = id(change.generation) else {
          continue
        }
        for row in values(change) { table.append([.integer(document.id), .integer(generation)] + row) }
      }
    }
    return table
  }
}

/// One generation's past values in a Pokémon document.
protocol PastChange {
  var generation: NamedAPIResourceDTO { get }
}

extension PokemonDTO.PastTypes: PastChange {}
extension PokemonDTO.PastStats: PastChange {}
extension PokemonDTO.PastAbilities: PastChange {}
