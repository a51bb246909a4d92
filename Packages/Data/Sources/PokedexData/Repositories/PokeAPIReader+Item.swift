import Domain
/// Items from PokeAPI itself: one `item` document each (see `ItemDTO.toDomain` for what
/// it leaves out), and for an item named like a berry (`oran-berry`) the `berry` document
/// with its facts (`oran`). A name written another way (`waterstone`) is found through the
/// list of every item's name, as a move's is.
extension PokeAPIReader {
  /// The item `query` names, with its berry's facts when it is one.
  func item(_ query: EntryQuery) async throws -> Item {
    let document = try await entryDocument(ItemDTO.self, of: .item, kind: .item, query)
    let number: Int
    if case .number(let id) = query { number = id } else { number = 0 }
    var item = document.toDomain(id: number)
    item.berry = try await berry(of: item.name)
    return item
  }

  /// The facts of the berry the item `slug` is. An item's document does not link its
  /// berry, but PokeAPI names every berry for its item without "-berry" (`oran-berry` is
  /// the berry `oran`). An item so named that is no berry (the old `gold-berry`) costs
  /// one unanswered request and has none.
  private func berry(of slug: String) async throws -> Berry? {
    let suffix = "-berry"
    let name = String(slug.dropLast(suffix.count))
    // Only a plain slug becomes a path: the name came from the network.
    let plain = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard slug.hasSuffix(suffix), !name.isEmpty, plain else { return nil }
    do {
      return try await loader.load(BerryDTO.self, from: endpoints.document(.berry, name))
        .toDomain()
    } catch PokedexError.notFound {
      return nil
    }
  }

  /// Item `id`'s row: its document, with its category's and pocket's names in every
  /// language.
  func itemRow(_ id: Int, categories: ItemCategoryNames) async throws -> ItemRow {
    let item = try await loader.load(ItemDTO.self, from: endpoints.document(.item, id))
      .toDomain(id: id)
    var named: ItemCategoryNames.Named?
    if let slug = item.category?.slug { named = try await categories.named(slug) }
    func row(in language: String) -> ItemRow {
      let said = named?.said(in: language)
      return ItemRow(
        id: id, name: item.name, displayName: item.shown(in: language).displayName,
        category: said?.category ?? item.category, pocket: said?.pocket, cost: item.cost,
        shortEffect: item.effect.short)
    }
    let languages = Set((item.translations ?? [:]).keys).union(named?.languages ?? [])
    return row(in: "en").translated(into: languages.subtracting(["en"]).sorted(), worded: row(in:))
  }
}
