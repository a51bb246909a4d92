/// The items tables: items, their attributes, and the lists they point into (bag pockets,
/// categories, attributes, Fling effects), with the items' names, effects and in-game texts.
enum ItemTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    var tables = try Self.items(try await documents.all(ItemDTO.self, .item), &words)
    tables.append(
      try categories(try await documents.all(ItemCategoryDTO.self, .itemCategory), &words))
    tables += try await IdentifierTable.lists(
      [
        ("item_pockets", .itemPocket, []), ("item_attributes", .itemAttribute, []),
        ("item_fling_effects", .itemFlingEffect, []),
      ], from: documents, words: &words)
    return tables + words.tables
  }

  // MARK: - Tables

  /// `items`, `item_attribute_map` and `item_prices`. An item's `cost` is its document's
  /// `cost`, or, for documents that give prices per game instead, the purchase price in
  /// the last game they list (the newest).
  static func items(
    _ documents: [(id: Int, document: ItemDTO)], _ words: inout ReferenceWords
  ) throws -> [PokedexTable] {
    var items = KeyedTable(
      "items",
      columns: [
        "id", "identifier", "category_id", "cost", "fling_power", "fling_effect_id", "sprite",
      ])
    var attributes = KeyedTable(
      "item_attribute_map", columns: ["item_id", "attribute_id"], keyWidth: 2)
    var prices = KeyedTable(
      "item_prices", columns: ["item_id", "version_group_id", "purchase_price", "sell_price"],
      keyWidth: 2)
    for (id, item) in documents {
      let source = SourceDocument(resource: .item, id: id)
      items.append([
        source.key, .text(item.name), .link(item.category),
        .of(item.cost ?? item.prices?.last?.purchasePrice),
        .of(item.flingPower), .link(item.flingEffect), .of(item.sprites?.default),
      ])
      for attribute in item.attributes ?? [] {
        attributes.append([source.key, .integer(try source.id(of: attribute))])
      }
      for price in item.prices ?? [] {
        prices.append([
          source.key, .integer(try source.id(of: price.versionGroup)), .of(price.purchasePrice),
          .of(price.sellPrice),
        ])
      }
      try words.addNames(item.names, of: source)
      try words.addEffects(item.effectEntries, of: source)
      try words.addFlavorTexts(item.flavorTextEntries, of: source)
    }
    return [items.table, attributes.table, prices.table]
  }

  static func categories(
    _ documents: [(id: Int, document: ItemCategoryDTO)], _ words: inout ReferenceWords
  ) throws -> PokedexTable {
    var table = KeyedTable("item_categories", columns: ["id", "identifier", "pocket_id"])
    for (id, category) in documents {
      let source = SourceDocument(resource: .itemCategory, id: id)
      table.append([source.key, .text(category.name), .link(category.pocket)])
      try words.addNames(category.names, of: source)
    }
    return table.table
  }
}
