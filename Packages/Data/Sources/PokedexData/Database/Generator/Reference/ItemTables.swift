import Foundation

/// The items tables: items, their attributes, and the lists they point into (bag pockets,
/// categories, attributes, Fling effects), with the items' names, effects and in-game texts.
enum ItemTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    var tables = try Self.items(try await documents.all(ItemDTO.self, .item), &words)
    tables.append(
      try categories(try await documents.all(ItemCategoryDTO.self, .itemCategory), &words))
    for (table, resource) in [
      ("item_pockets", PokeAPIResource.itemPocket), ("item_attributes", .itemAttribute),
      ("item_fling_effects", .itemFlingEffect),
    ] {
      let entries = try await documents.all(NamedDocumentDTO.self, resource)
      tables.append(try IdentifierTable.make(table, resource, from: entries, words: &words))
    }
    return tables + words.tables
  }

  // MARK: - Tables

  /// `items` and `item_attribute_map`.
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
    for (id, item) in documents {
      let source = SourceDocument(resource: .item, id: id)
      items.append([
        source.key, .text(item.name), .link(item.category), .of(item.cost),
        .of(item.flingPower), .link(item.flingEffect), .of(item.sprites?.default),
      ])
      for attribute in item.attributes ?? [] {
        attributes.append([source.key, .integer(try source.id(of: attribute))])
      }
      try words.addNames(item.names, of: source)
      try words.addEffects(item.effectEntries, of: source)
      try words.addFlavorTexts(item.flavorTextEntries, of: source)
    }
    return [items.table, attributes.table]
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
