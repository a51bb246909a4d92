/// `pokecli berries`: the page of berries whose names match some words.
public struct ListBerries: Sendable {
  let catalog: any BerryCatalog

  public init(catalog: any BerryCatalog) {
    self.catalog = catalog
  }

  /// The berries whose item's name every one of `terms` (folded) matches, in the
  /// berries' order, in `request`'s slice.
  public func page(_ terms: [String], _ request: PageRequest) async throws -> Page<BerryRow> {
    let rows = try await catalog.berries().filter { row in
      terms.allSatisfy { term in
        row.item.contains(term)
          || PokedexSearch.isRunOfWords(term.filter { $0 != "-" }, in: row.item)
      }
    }
    return Page.slice(of: rows, request)
  }
}
