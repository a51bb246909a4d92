/// A list command of any kind (`pokecli moves`, `abilities`, `items`): the page of rows
/// that match some criteria, with how many match in all.
public struct ListEntries<Kind: ReferenceKind>: Sendable {
  let catalog: any EntryCatalog<Kind>

  /// Lists the rows of `catalog`, any catalog of the kind.
  public init<Catalog: EntryCatalog>(catalog: Catalog) where Catalog.Kind == Kind {
    self.catalog = catalog
  }

  /// The rows of `criteria` in `request`'s slice, with how many match in all.
  /// - Throws: what the catalog throws, and `PokedexError.noSuchChoice` with the nearest
  ///   names for a choice no row has (an item category or pocket).
  public func page(_ criteria: Kind.Criteria, _ request: PageRequest) async throws
    -> Page<Kind.Row>
  {
    if let page = try await catalog.page(criteria, request) { return page }
    return Page.slice(of: try Kind.select(try await catalog.rows(for: criteria), by: criteria), request)
  }
}

/// `pokecli abilities`.
public typealias ListAbilities = ListEntries<Ability>
/// `pokecli items`.
public typealias ListItems = ListEntries<Item>
/// `pokecli moves`.
public typealias ListMoves = ListEntries<Move>
