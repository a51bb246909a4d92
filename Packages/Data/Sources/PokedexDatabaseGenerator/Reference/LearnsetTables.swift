/// The learnsets (`pokemon_moves`: who learns what, in which games, how and at which level)
/// and the items wild Pokémon hold (`pokemon_items`), from every `pokemon` document.
///
/// Cost: this reads every Pokémon document, most of the corpus's bytes, and makes the
/// largest table (about 640,000 rows on the real corpus).
enum LearnsetTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    try learnsets(try await documents.all(PokemonLearnsetDTO.self, .pokemon))
  }

  /// A row per move, version group, method and level of each document; a detail listed
  /// twice in one document is kept once (`KeyedTable`).
  static func learnsets(
    _ documents: [(id: Int, document: PokemonLearnsetDTO)]
  ) throws -> [PokedexTable] {
    var moves = KeyedTable(
      "pokemon_moves",
      columns: ["pokemon_id", "version_group_id", "move_id", "method_id", "level", "sort_order"],
      keyWidth: 5)
    var items = KeyedTable(
      "pokemon_items", columns: ["pokemon_id", "version_id", "item_id", "rarity"], keyWidth: 3)
    for (id, pokemon) in documents {
      let source = SourceDocument(resource: .pokemon, id: id)
      for learnt in pokemon.moves ?? [] {
        let move = try source.id(of: learnt.move)
        for detail in learnt.versionGroupDetails {
          moves.append([
            source.key, .integer(try source.id(of: detail.versionGroup)), .integer(move),
            .integer(try source.id(of: detail.moveLearnMethod)), .integer(detail.levelLearnedAt),
            .of(detail.order),
          ])
        }
      }
      for held in pokemon.heldItems ?? [] {
        let item = try source.id(of: held.item)
        for rarity in held.versionDetails {
          items.append([
            source.key, .integer(try source.id(of: rarity.version)), .integer(item),
            .integer(rarity.rarity),
          ])
        }
      }
    }
    return [moves.table, items.table]
  }
}
