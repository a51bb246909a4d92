import Domain
/// The berries tables: berries, the potency of their flavors, firmnesses and flavors, with
/// their names. A berry is also an item, and is named as one (`ItemTables`).
enum BerryTables {
  static func make(from documents: PokeAPIDocuments) async throws -> [PokedexTable] {
    var words = ReferenceWords()
    let berries = try await documents.all(BerryDTO.self, .berry)
    var tables = try self.berries(berries, items: try await itemIDs(of: berries, in: documents))
    tables.append(
      try await IdentifierTable.make(
        "berry_firmness", .berryFirmness, reading: NamedDocumentDTO.self, from: documents,
        words: &words))
    tables.append(
      try await IdentifierTable.make(
        "berry_flavors", .berryFlavor, reading: BerryFlavorDTO.self,
        columns: ["contest_type_id"], from: documents, words: &words
      ) { _, flavor in [.link(flavor.contestType)] })
    return tables + words.tables
  }

  // MARK: - Tables

  /// The item each berry is, by the berry's id: the item its document links, unless that
  /// item is a bare copy of another of the same name. PokeAPI names two items
  /// `roseli-berry`: 723, with the names, effects and prices, and 2279, with none of them,
  /// which the berry links; the berry is joined to 723, so `item roseli-berry` shows both.
  static func itemIDs(
    of berries: [(id: Int, document: BerryDTO)], in documents: PokeAPIDocuments
  ) async throws -> [Int: Int] {
    var items: [Int: Int] = [:]
    var listed: [PokemonIndexEntry]?
    for (id, berry) in berries {
      let linked = try SourceDocument(resource: .berry, id: id).id(of: berry.item)
      items[id] = linked
      // An item that cannot be read here is the items table's failure to report; the
      // berry keeps its link.
      guard let item = try? await documents.document(ItemDTO.self, .item, id: linked),
        item.names?.isEmpty ?? true
      else { continue }
      if listed == nil { listed = try await documents.list(.item) }
      for other in listed ?? [] where other.name == item.name && other.id != linked {
        let named = try await documents.document(ItemDTO.self, .item, id: other.id)
        if !(named.names?.isEmpty ?? true) {
          items[id] = other.id
          break
        }
      }
    }
    return items
  }

  /// `berries` and `berry_flavor_potency`; `items` is each berry's item (`itemIDs`).
  static func berries(
    _ documents: [(id: Int, document: BerryDTO)], items: [Int: Int]
  ) throws -> [PokedexTable] {
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
        source.key, .text(berry.name), .integer(try items[id] ?? source.id(of: berry.item)),
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
}
