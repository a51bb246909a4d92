/// Every move as a list row, for `pokecli moves`: the built-in database's `moves`, or
/// PokeAPI's move documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol MoveCatalog: EntryCatalog where Kind == Move {
  /// Every move's row, in number order; only those learnable in `game` (a game or a
  /// group) when it is given, and only those `pokemon` learns when it is given.
  /// - Throws: `PokedexError.entryNotFound(.pokemon, …)` when `pokemon` names none.
  func rows(learnableIn game: String?, by pokemon: EntryQuery?) async throws -> [MoveRow]
}

extension MoveCatalog {
  /// The rows the criteria's game and Pokémon narrow the source to.
  public func rows(for criteria: MoveCriteria) async throws -> [MoveRow] {
    try await rows(learnableIn: criteria.game, by: criteria.pokemon)
  }
}
