/// The reference tables of the built-in database: games, regional Pokédexes, moves and
/// machines, items and berries, natures, abilities, the small lists they point into, the
/// learnsets, where Pokémon are met in the wild, and the names, effects and in-game texts of all of these.
///
/// Not here: the tables of Pokémon, species, forms, types and evolution chains,
/// and their words; those kinds are only pointed at, by id.
public enum ReferenceTables {
  /// Reads every document of each resource the tables need, once, and makes the tables.
  ///
  /// Contract: one table per name, with the columns schema.sql declares for it, its rows
  /// `sorted`, and the tables in the order of their names, so the same documents always give
  /// the same tables. A key a document repeats is kept once (`KeyedTable`). A link that a
  /// column may not do without and that ends in no id stops it (`SourceDocument`).
  ///
  /// Cost: the families are read side by side, within the bound of `documents`; the
  /// `pokemon` documents (for the learnsets) are most of the time and memory.
  public static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    async let learnsets = LearnsetTables.make(from: documents)
    async let moves = MoveTables.make(from: documents)
    async let items = ItemTables.make(from: documents)
    async let games = GameTables.make(from: documents)
    async let berries = BerryTables.make(from: documents)
    async let natures = NatureTables.make(from: documents)
    async let abilities = AbilityTables.make(from: documents)
    async let lists = SmallListTables.make(from: documents)
    async let encounters = EncounterTables.make(from: documents)
    let parts = try await [
      learnsets, moves, items, games, berries, natures, abilities, lists, encounters,
    ]
    return merged(Array(parts.joined()))
  }

  /// One table per name, the parts of a name (the names of several families) joined, each
  /// sorted, by name.
  static func merged(_ parts: [PokedexTable]) -> [PokedexTable] {
    var tables: [String: PokedexTable] = [:]
    for part in parts {
      tables[part.name] = tables[part.name].map { $0.merged(with: part) } ?? part
    }
    return tables.values.map(\.sorted).sorted { $0.name < $1.name }
  }
}
