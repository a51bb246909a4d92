import Domain
/// Where a section's list and cards come from: in the app, the catalogs and repositories
/// every command reads (`ListMoves`, the move repository, `MoveLearnersRepository`…).
public struct ReferenceSource: Sendable {
  /// A page of the rows `query` matches, in its order.
  public var page: @Sendable (ReferenceQuery, PageRequest) async throws -> Page<ReferenceRow>
  /// Everything a row's card shows; `nil` for Pokémon, whose card is the Pokédex's.
  public var card: (@Sendable (EntryQuery) async throws -> ReferenceCardContent)?

  public init(
    page: @escaping @Sendable (ReferenceQuery, PageRequest) async throws -> Page<ReferenceRow>,
    card: (@Sendable (EntryQuery) async throws -> ReferenceCardContent)?
  ) {
    self.page = page
    self.card = card
  }
}

/// What a section's list is asked for: words every row must match, and an order.
public struct ReferenceQuery: Hashable, Sendable {
  /// The words as typed; every one must match.
  public var terms: [String]
  /// The order's name (`number`, `power`…).
  public var sort: String

  public init(terms: [String] = [], sort: String = ReferenceSort.number.name) {
    self.terms = terms
    self.sort = sort
  }
}
