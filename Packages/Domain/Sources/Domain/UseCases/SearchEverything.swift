#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The search over every kind: the page of entries that match some words, best first.
public struct SearchEverything: Sendable {
  let catalog: any ReferenceCatalog

  public init(catalog: any ReferenceCatalog) {
    self.catalog = catalog
  }

  public func page(_ criteria: ReferenceCriteria, _ request: PageRequest) async throws
    -> Page<ReferenceHit>
  {
    Page.slice(of: ReferenceSearch.filter(try await catalog.everyEntry(), by: criteria), request)
  }
}
