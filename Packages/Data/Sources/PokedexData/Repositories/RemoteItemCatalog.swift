import Domain
import Foundation

/// Items from PokeAPI itself, for `pokecli items` over another API.
///
/// A page in number order (words included: they match slugs) costs the list of names (1
/// request, cached, shared with `find`) and the page's item documents, with the
/// documents of their categories and pockets, once each (they name them in English and
/// say which pocket an item goes in); `--category`, `--pocket` and the orders by name or cost need
/// every item's document the first time (about 2,200 requests). Each item is kept in the
/// cache as its row (`item-row/234`), so a later run asks nothing. (`berries` reads the
/// built-in data only: a berry's facts need its `berry` document too.)
public struct RemoteItemCatalog: ItemCatalog {
  let names: RemoteReferenceCatalog
  let cached: CachedRows<ItemRow>

  public init(
    reader: PokeAPIReader, cache: ReferenceCache?, storage: (any DocumentStorage)?,
    policy: CachePolicy, onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.names = RemoteReferenceCatalog(reader: reader, cache: cache)
    self.cached = CachedRows(
      kind: .item,
      shelf: storage.map { CacheShelf(storage: $0, policy: policy, onEvent: onEvent) },
      fetch: { [categories = ItemCategoryNames(reader: reader)] id in
        try await Self.row(id, reader: reader, categories: categories)
      })
  }

  public func rows() async throws -> [ItemRow] {
    try await cached.rows(try await names.hits(of: .item).map(\.id))
  }

  public func page(_ criteria: ItemCriteria, _ request: PageRequest) async throws
    -> Page<ItemRow>?
  {
    guard ItemSearch.needsOnlyNames(criteria) else { return nil }
    let matching = ItemSearch.filter(names: try await names.hits(of: .item), by: criteria)
    return try await cached.page(of: matching, request)
  }

  /// Item `id`'s row: its document, with its category's and pocket's English names.
  private static func row(
    _ id: Int, reader: PokeAPIReader, categories: ItemCategoryNames
  ) async throws -> ItemRow {
    let item = try await reader.loader.load(
      ItemDTO.self, from: reader.endpoints.document(.item, id)
    ).toDomain(id: id)
    var category = item.category
    var pocket: NamedSlug?
    if let slug = item.category?.slug {
      (category, pocket) = try await categories.named(slug)
    }
    return ItemRow(
      id: id, name: item.name, displayName: item.displayName, category: category,
      pocket: pocket, cost: item.cost, shortEffect: item.effect.short)
  }
}

/// The English names of item categories and of their pockets, each document asked once
/// a run however many items share it (about 50 categories and 8 pockets for 2,200 items).
actor ItemCategoryNames {
  private let reader: PokeAPIReader
  private var categories: [String: Task<(NamedSlug, NamedSlug?), any Error>] = [:]
  private var pockets: [String: Task<NamedSlug, any Error>] = [:]

  init(reader: PokeAPIReader) {
    self.reader = reader
  }

  /// Category `slug` and its pocket, named in English (else their slugs in title case);
  /// an API without the category's document gives the slug in title case and no pocket.
  func named(_ slug: String) async throws -> (category: NamedSlug, pocket: NamedSlug?) {
    if let known = categories[slug] { return try await known.value }
    let reader = self.reader
    let task = Task { () throws -> (NamedSlug, NamedSlug?) in
      let document: ItemCategoryDTO
      do {
        document = try await reader.loader.load(
          ItemCategoryDTO.self, from: reader.endpoints.document(.itemCategory, slug))
      } catch PokedexError.notFound {
        return (NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug)), nil)
      }
      let category = NamedSlug(slug: slug, displayName: Self.english(document.names, else: slug))
      guard let link = document.pocket else { return (category, nil) }
      return (category, try await self.pocket(SafeText.clean(link.name)))
    }
    categories[slug] = task
    return try await task.value
  }

  private func pocket(_ slug: String) async throws -> NamedSlug {
    if let known = pockets[slug] { return try await known.value }
    let reader = self.reader
    let task = Task { () throws -> NamedSlug in
      let document = try await reader.loader.load(
        NamedDocumentDTO.self, from: reader.endpoints.document(.itemPocket, slug))
      return NamedSlug(slug: slug, displayName: Self.english(document.names, else: slug))
    }
    pockets[slug] = task
    return try await task.value
  }

  private static func english(_ names: [LocalizedNameDTO]?, else slug: String) -> String {
    (names?.english).map { SafeText.clean($0) } ?? DisplayName.titleCased(slug)
  }
}
