import Foundation

/// The berries tables: berries, the potency of their flavors, firmnesses and flavors, with
/// their names. A berry is also an item, and is named as one (`ItemTables`).
enum BerryTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    var tables = try berries(try await documents.all(BerryDTO.self, .berry))
    tables.append(
      try IdentifierTable.make(
        "berry_firmness", .berryFirmness,
        from: try await documents.all(NamedDocumentDTO.self, .berryFirmness), words: &words))
    tables.append(try flavors(try await documents.all(BerryFlavorDTO.self, .berryFlavor), &words))
    return tables + words.tables
  }

  // MARK: - Tables

  /// `berries` and `berry_flavor_potency`.
  static func berries(_ documents: [(id: Int, document: BerryDTO)]) throws -> [PokedexTable] {
    var berries = KeyedTable(
      "berries",
      columns: [
        "id", "identifier", "item_id", "firmness_id", "natural_gift_power",
        "natural_gift_type_id", "size", "max_harvest", "growth_time", "soil_dryness",
        "smoothness",
      ])
    var potencies = KeyedTable(
      "berry_flavor_potency", columns: ["berry_id", "flavor_id", "potency"], keyWidth: 2)
    for (id, berry) in documents {
      let source = SourceDocument(resource: .berry, id: id)
      berries.append([
        source.key, .text(berry.name), .integer(try source.id(of: berry.item)),
        .link(berry.firmness), .of(berry.naturalGiftPower), .link(berry.naturalGiftType),
        .of(berry.size), .of(berry.maxHarvest), .of(berry.growthTime), .of(berry.soilDryness),
        .of(berry.smoothness),
      ])
      for flavor in berry.flavors ?? [] {
        potencies.append([
          source.key, .integer(try source.id(of: flavor.flavor)), .integer(flavor.potency),
        ])
      }
    }
    return [berries.table, potencies.table]
  }

  static func flavors(
    _ documents: [(id: Int, document: BerryFlavorDTO)], _ words: inout ReferenceWords
  ) throws -> PokedexTable {
    var table = KeyedTable("berry_flavors", columns: ["id", "identifier", "contest_type_id"])
    for (id, flavor) in documents {
      let source = SourceDocument(resource: .berryFlavor, id: id)
      table.append([source.key, .text(flavor.name), .link(flavor.contestType)])
      try words.addNames(flavor.names, of: source)
    }
    return table.table
  }
}
