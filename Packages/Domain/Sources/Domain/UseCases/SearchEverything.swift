/// The search over every kind: the page of entries that match some words, best first.
public struct SearchEverything: Sendable {
  let catalog: any ReferenceCatalog

  public init(catalog: any ReferenceCatalog) {
    self.catalog = catalog
  }

  public func page(_ criteria: ReferenceCriteria, _ request: PageRequest) async throws
    -> Page<ReferenceHit>
  {
    let hits = try await catalog.everyEntry()
    // Words in another script than the slugs' are read as the start of a name in any
    // language ("ピカ", "喷火"), through the catalog's keys.
    guard let key = ReferenceSearch.foreignKey(criteria.terms) else {
      return Page.slice(of: ReferenceSearch.filter(hits, by: criteria), request)
    }
    let named = try await catalog.entries(namedStartingWith: key)
    return Page.slice(of: ReferenceSearch.filter(hits, named: named, kind: criteria.kind), request)
  }
}
