/// `pokecli moves`: the page of moves that match some criteria.
public struct ListMoves: Sendable {
  let catalog: any MoveCatalog

  public init(catalog: any MoveCatalog) {
    self.catalog = catalog
  }

  /// The rows of `criteria` in `request`'s slice, with how many match in all.
  public func page(_ criteria: MoveCriteria, _ request: PageRequest) async throws -> Page<MoveRow> {
    if let page = try await catalog.page(criteria, request) { return page }
    let rows = try await catalog.rows(learnableIn: criteria.game, by: criteria.pokemon)
    return Page.slice(of: MoveSearch.filter(rows, by: criteria), request)
  }
}
