/// Every item as a list row, for `pokecli items`: the built-in database's, or PokeAPI's
/// item documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol ItemCatalog: Sendable {
  /// Every item's row, in number order.
  func rows() async throws -> [ItemRow]

  /// The page of items `criteria` select, when this catalog can give it more cheaply than
  /// by every item's row (over the network: the list of names, then only the page's
  /// documents); `nil` when it cannot, and `rows` is read instead.
  func page(_ criteria: ItemCriteria, _ request: PageRequest) async throws -> Page<ItemRow>?
}

extension ItemCatalog {
  /// Every row is at hand (the built-in data): no cheaper page.
  public func page(_ criteria: ItemCriteria, _ request: PageRequest) async throws
    -> Page<ItemRow>?
  {
    nil
  }
}

/// Every berry as a list row, for `pokecli berries`: the built-in database's, or
/// PokeAPI's berry documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol BerryCatalog: Sendable {
  /// Every berry's row, in the berries' order.
  func berries() async throws -> [BerryRow]
}
