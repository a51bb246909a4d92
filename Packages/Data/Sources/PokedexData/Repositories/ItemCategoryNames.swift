import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
