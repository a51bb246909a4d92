/// `pokecli abilities`: the page of abilities that match some criteria.
public struct ListAbilities: Sendable {
  let catalog: any AbilityCatalog

  public init(catalog: any AbilityCatalog) {
    self.catalog = catalog
  }

  /// The rows of `criteria` in `request`'s slice, with how many match in all.
  public func page(_ criteria: AbilityCriteria, _ request: PageRequest) async throws
    -> Page<AbilityRow>
  {
    if let page = try await catalog.page(criteria, request) { return page }
    return Page.slice(of: AbilitySearch.filter(try await catalog.rows(), by: criteria), request)
  }
}
