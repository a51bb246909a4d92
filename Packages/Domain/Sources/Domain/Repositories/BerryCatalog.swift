/// Every berry as a list row, for `pokecli berries`: the built-in database's, or
/// PokeAPI's berry documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol BerryCatalog: Sendable {
  /// Every berry's row, in the berries' order.
  func berries() async throws -> [BerryRow]
}
