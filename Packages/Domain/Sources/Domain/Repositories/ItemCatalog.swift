/// Every item as a list row, for `pokecli items`: the built-in database's, or PokeAPI's
/// item documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol ItemCatalog: EntryCatalog where Kind == Item {
  /// Every item's row, in number order.
  func rows() async throws -> [ItemRow]
}

extension ItemCatalog {
  /// Every item's row: no criteria narrow what the source reads.
  public func rows(for criteria: ItemCriteria) async throws -> [ItemRow] {
    try await rows()
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
