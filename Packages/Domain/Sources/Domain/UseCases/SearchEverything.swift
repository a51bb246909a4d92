/// The search over every kind: the page of entries that match some words, best first.
public struct SearchEverything: Sendable {
  let catalog: any ReferenceCatalog

  public init(catalog: any ReferenceCatalog) {
    self.catalog = catalog
  }

  /// Words in another script than the slugs' (`ピカ`, `喷火`) are read as the start of a
  /// name in any language, through the catalog's keys. Words in Latin letters match slugs
  /// and names shown first, then names in every other language (`Dracaufeu`, `Glurak`,
  /// `Tonnerre`), exact ones before those that only start with the words
  /// (`ReferenceSearch.merged`).
  public func page(_ criteria: ReferenceCriteria, _ request: PageRequest) async throws
    -> Page<ReferenceHit>
  {
    let hits = try await catalog.everyEntry()
    if let key = ReferenceSearch.foreignKey(criteria.terms) {
      let named = try await catalog.entries(namedStartingWith: key)
      return Page.slice(of: ReferenceSearch.filter(hits, named: named, kind: criteria.kind), request)
    }
    let key = SearchKey.of(criteria.terms.joined())
    let named = key.isEmpty ? [] : try await catalog.entries(namedStartingWith: key)
    return Page.slice(of: ReferenceSearch.merged(hits, by: criteria, named: named), request)
  }
}
