import Foundation

/// Every item as a list row, for `pokecli items`: the built-in database's.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol ItemCatalog: Sendable {
  /// Every item's row, in number order.
  func rows() async throws -> [ItemRow]

  /// Every berry's row, in the berries' order.
  func berries() async throws -> [BerryRow]
}
