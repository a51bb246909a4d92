import Domain

/// The built-in database behind the item search (`ItemQueryFacts`): every term answered
/// by a read or two, each with its values bound, never written into the SQL.
public struct DatabaseItemQueryFacts: ItemQueryFacts {
  let database: PokedexDatabase

  /// Creates the facts of `database`.
  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func everyID() async throws -> Set<Int> {
    try await database.idSet("SELECT id FROM items")
  }

  public func ids(matchingWord word: String) async throws -> Set<Int> {
    try await database.entryIDs(namedOrDescribedBy: word, .item)
  }

  /// The effects in every language the data has (English, French), each read alone.
  public func itemIDs(withEffect words: [String]) async throws -> Set<Int> {
    try await database.entryIDs(withEffect: words, kind: "item")
  }

  public func itemIDs(with field: ItemField, named name: String) async throws -> Set<Int> {
    let (kind, sql): (PokedexDatabase.QueryWordKind, String) =
      switch field {
      case .category: (.itemCategory, "SELECT id FROM items WHERE category_id = ?")
      case .pocket:
        (.itemPocket, """
          SELECT i.id FROM items i JOIN item_categories c ON c.id = i.category_id
          WHERE c.pocket_id = ?
          """)
      case .attribute: (.itemAttribute, "SELECT item_id FROM item_attribute_map WHERE attribute_id = ?")
      }
    var kept: Set<Int> = []
    for id in try await database.namedIDs(name, kind) {
      kept.formUnion(try await database.idSet(sql, [id]))
    }
    return kept
  }

  public func itemIDs(heldBy pokemon: String) async throws -> Set<Int> {
    let id = try await database.queriedPokemonID(named: pokemon)
    return try await database.idSet("SELECT item_id FROM pokemon_items WHERE pokemon_id = ?", [id])
  }

  public func itemIDs(
    where quantity: ItemQuantity, _ comparison: QueryComparison, _ value: Double
  ) async throws -> Set<Int> {
    // A cost of 0 is no price: the list's Cost column shows it as "—", and so it holds
    // no comparison, as a move without power holds none.
    let column = quantity == .cost ? "nullif(cost, 0)" : "fling_power"
    return try await database.idSet(
      "SELECT id FROM items WHERE \(column) \(comparison.rawValue) ?", [value])
  }
}
