import Foundation

/// Every ability as a list row, for `pokecli abilities`: the built-in database's.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol AbilityCatalog: Sendable {
  /// Every ability's row, in number order.
  func rows() async throws -> [AbilityRow]
}
