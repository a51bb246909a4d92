import Foundation

/// Every move as a list row, for `pokecli moves`: the built-in database's `moves`, or
/// PokeAPI's move documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol MoveCatalog: Sendable {
  /// Every move's row, in number order; only those learnable in `game` (a game or a
  /// group) when it is given, and only those `pokemon` learns when it is given.
  /// - Throws: `PokedexError.entryNotFound(.pokemon, …)` when `pokemon` names none.
  func rows(learnableIn game: String?, by pokemon: EntryQuery?) async throws -> [MoveRow]
}
