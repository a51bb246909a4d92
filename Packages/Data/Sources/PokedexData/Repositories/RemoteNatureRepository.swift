import Domain
/// Natures from PokeAPI itself. The table is the list of every nature and each one's
/// document (26 requests today, at most `maxConcurrentRequests` at once), kept in the
/// cache as one value, so a warm run asks nothing. One nature is its own document (1
/// request; a name written another way costs the list too).
///
/// Stats and flavors are named from their slugs in title case ("Special Attack", "Sour"),
/// which are their English names: their own documents would cost 11 more requests to say
/// the same.
public struct RemoteNatureRepository: NatureRepository, EntryRepository {
  let reader: PokeAPIReader
  let cache: ReferenceCache?
  /// The words `natures()` names them with; the table keeps every language.
  let vocabulary: Vocabulary

  public init(reader: PokeAPIReader, cache: ReferenceCache?, vocabulary: Vocabulary = .english) {
    self.reader = reader
    self.cache = cache
    self.vocabulary = vocabulary
  }

  /// Every nature, named in the vocabulary's language, its stats and flavors too.
  public func natures() async throws -> [Nature] {
    let natures: [Nature]
    if let cache {
      natures = try await cache.value(.every(.nature)) { try await load() }
    } else {
      natures = try await load()
    }
    return natures.map { vocabulary.named($0.shown(in: vocabulary.language)) }
  }


  public var kind: EntryKind { .nature }

  /// One nature, carrying every language its document speaks (for the cache under it).
  public func entry(_ query: EntryQuery) async throws -> Nature {
    let document = try await reader.entryDocument(
      NatureDTO.self, of: .nature, kind: .nature, query
    ).document
    let asked: Int? = if case .number(let id) = query { id } else { nil }
    return document.toDomain(id: document.id ?? asked ?? 0)
  }

  private func load() async throws -> [Nature] {
    let listed = try await reader.everyName(of: .nature)
    let reader = self.reader
    let natures = try await OrderedConcurrency.map(listed) { name, link in
      let document = try await reader.answer(NatureDTO.self, of: .nature, .name(name)).document
      return document.toDomain(id: document.id ?? ResourceID.trailingNumber(of: link) ?? 0)
    }
    return natures.sorted { $0.id < $1.id }
  }
}

extension NatureDTO {
  /// The nature with its English name (else its slug in title case), and its name in
  /// every other language the document speaks.
  func toDomain(id: Int) -> Nature {
    let slug = name.safe
    let english = Nature(
      id: id, name: slug, displayName: displayName(in: "en"),
      raises: increasedStat.map(Self.named), lowers: decreasedStat.map(Self.named),
      likes: likesFlavor.map(Self.named), dislikes: hatesFlavor.map(Self.named))
    return english.translated(into: GameTexts.languages(names?.languages ?? []).sorted()) {
      english.worded(displayName(in: $0))
    }
  }

  private func displayName(in language: String) -> String {
    names?.name(in: language)?.safe ?? DisplayName.titleCased(name.safe)
  }

  private static func named(_ link: NamedAPIResourceDTO) -> NamedSlug {
    NamedSlug(slug: link.safeName, displayName: DisplayName.titleCased(link.safeName))
  }
}
