import Domain
/// The names of item categories and of their pockets, in every language their documents
/// speak, each document asked once a run however many items share it (about 50
/// categories and 8 pockets for 2,200 items).
actor ItemCategoryNames {
  /// A category's names and its pocket's.
  struct Named: Sendable {
    var slug: String
    var names: DocumentNames?
    var pocket: (slug: String, names: DocumentNames?)?

    /// The category and its pocket named in `language`, else in English, else their
    /// slugs in title case.
    func said(in language: String) -> (category: NamedSlug, pocket: NamedSlug?) {
      func named(_ slug: String, _ names: DocumentNames?) -> NamedSlug {
        NamedSlug(slug: slug, displayName: names?.name(in: language) ?? DisplayName.titleCased(slug))
      }
      return (named(slug, names), pocket.map { named($0.slug, $0.names) })
    }

    /// The languages its names are in.
    var languages: Set<String> {
      Set((names?.names ?? [:]).keys).union((pocket?.names?.names ?? [:]).keys)
    }
  }

  private let reader: PokeAPIReader
  private var categories: [String: Task<Named, any Error>] = [:]
  private var pockets: [String: Task<DocumentNames, any Error>] = [:]

  init(reader: PokeAPIReader) {
    self.reader = reader
  }

  /// Category `slug` and its pocket; an API without the category's document gives the
  /// slug alone and no pocket.
  func named(_ slug: String) async throws -> Named {
    if let known = categories[slug] { return try await known.value }
    let reader = self.reader
    let task = Task { () throws -> Named in
      let document: ItemCategoryDTO
      do {
        document = try await reader.loader.load(
          ItemCategoryDTO.self, from: reader.endpoints.document(.itemCategory, slug))
      } catch PokedexError.notFound {
        return Named(slug: slug, names: nil, pocket: nil)
      }
      let names = DocumentNames(names: document.names)
      guard let link = document.pocket else { return Named(slug: slug, names: names, pocket: nil) }
      let pocket = SafeText.clean(link.name)
      return Named(slug: slug, names: names, pocket: (pocket, try await self.pocket(pocket)))
    }
    categories[slug] = task
    return try await task.value
  }

  private func pocket(_ slug: String) async throws -> DocumentNames {
    if let known = pockets[slug] { return try await known.value }
    let reader = self.reader
    let task = Task { () throws -> DocumentNames in
      // An API without the pocket's document leaves it named from its slug, as a missing
      // category's is: the item's card and row do not fail for a name.
      do {
        let document = try await reader.loader.load(
          NamedDocumentDTO.self, from: reader.endpoints.document(.itemPocket, slug))
        return DocumentNames(names: document.names)
      } catch PokedexError.notFound {
        return DocumentNames(names: nil)
      }
    }
    pockets[slug] = task
    return try await task.value
  }
}
