import Domain
/// Items from PokeAPI itself, for `pokecli items` over another API.
///
/// A page in number order (words included: they match slugs) costs the list of names (1
/// request, cached, shared with `find`) and the page's item documents, with the
/// documents of their categories and pockets, once each (they name them in English and
/// say which pocket an item goes in); `--category`, `--pocket` and the orders by name or cost need
/// every item's document the first time (about 2,200 requests). Each item is kept in the
/// cache as its row (`item-row/234`), so a later run asks nothing. (`berries` is
/// `RemoteBerryCatalog`'s: a berry's facts are in its `berry` document.)
public struct RemoteItemCatalog: EntryCatalog {
  public typealias Kind = Item

  let names: RemoteReferenceCatalog
  let cached: CachedRows<ItemRow>

  public init(source: RemoteListSource) {
    self.names = source.names
    let reader = source.reader
    let categories = ItemCategoryNames(reader: reader)
    self.cached = source.rows(of: .item) { id in
      try await Self.row(id, reader: reader, categories: categories)
    }
  }

  public func rows(for criteria: ItemCriteria) async throws -> [ItemRow] {
    try await cached.rows(try await names.hits(of: .item).map(\.id))
  }

  public func page(_ criteria: ItemCriteria, _ request: PageRequest) async throws
    -> Page<ItemRow>?
  {
    guard ItemSearch.needsOnlyNames(criteria) else { return nil }
    let matching = ItemSearch.filter(names: try await names.hits(of: .item), by: criteria)
    return try await cached.page(of: matching, request)
  }

  /// Item `id`'s row: its document, with its category's and pocket's names in every
  /// language.
  private static func row(
    _ id: Int, reader: PokeAPIReader, categories: ItemCategoryNames
  ) async throws -> ItemRow {
    let item = try await reader.loader.load(
      ItemDTO.self, from: reader.endpoints.document(.item, id)
    ).toDomain(id: id)
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
