import Domain
/// Every table of the built-in database, as the generator writes them: the Pokémon part,
/// the reference part, and `pokedex_info`, each table once (the parts' rows of a shared
/// table, such as `names`, merged), its rows sorted.
public enum BuiltInTables {
  /// The tables of the API `documents` reads. `cards` are pokecli's cards of the same API;
  /// `generatedOn` and `source` say what the data is, given rather than read from a clock
  /// so that the same answers give the same bytes. `sprites` fills the sprite table; without
  /// it the table is empty.
  public static func make(
    cards: [Pokemon], documents: PokeAPIDocuments, sprites: BuiltInSpriteSource? = nil,
    generatedOn: String, source: String
  ) async throws -> [PokedexTable] {
    var tables = try await PokemonTables.make(cards: cards, documents: documents)
    tables += try await ReferenceTables.make(from: documents)
    tables.append(try await SpriteTable.make(cards: cards, source: sprites))
    var info = PokedexTable("pokedex_info", columns: ["key", "value"])
    info.append(["generated_on", .text(generatedOn)])
    info.append(["source", .text(source)])
    info.append(["pokemon_count", .text(String(cards.count))])
    tables.append(info)
    var made = merged(tables)
    made = merged(made + [PokemonNameTable.make(from: made)])
    made = merged(made + [LanguageCoverageTable.make(from: made)])
    // name_keys is derived from names and pokemon while the database is built.
    return made
  }

  /// One table per name, in name order.
  static func merged(_ tables: [PokedexTable]) -> [PokedexTable] {
    var byName: [String: PokedexTable] = [:]
    for table in tables {
      byName[table.name] = byName[table.name].map { $0.merged(with: table) } ?? table
    }
    return byName.keys.sorted().compactMap { byName[$0]?.sorted }
  }
}
