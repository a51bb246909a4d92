/// Every entry of one kind as a list row, for its list command (`pokecli moves`,
/// `abilities`, `items`): the built-in database's, or PokeAPI's documents. One protocol for
/// every kind, so the list use case (`ListEntries`) is written once.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol EntryCatalog<Kind>: Sendable {
  /// The kind whose rows this catalog holds.
  associatedtype Kind: ReferenceKind

  /// Every row `criteria` may select, in number order: all of them, or fewer when the
  /// source narrows them more cheaply itself (moves learnable in a game). The kind's
  /// `select` then filters and orders them.
  func rows(for criteria: Kind.Criteria) async throws -> [Kind.Row]

  /// The page `criteria` select, when this catalog can give it more cheaply than by every
  /// row (over the network: the list of names, then only the page's documents); `nil`
  /// when it cannot, and `rows(for:)` is read instead.
  func page(_ criteria: Kind.Criteria, _ request: PageRequest) async throws -> Page<Kind.Row>?
}

extension EntryCatalog {
  /// Every row is at hand (the built-in data): no cheaper page.
  public func page(_ criteria: Kind.Criteria, _ request: PageRequest) async throws
    -> Page<Kind.Row>?
  {
    nil
  }
}
