/// Every move as a list row, for `pokecli moves`: the built-in database's `moves`, or
/// PokeAPI's move documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol MoveCatalog: Sendable {
  /// Every move's row, in number order; only those learnable in `game` (a game or a
  /// group) when it is given, and only those `pokemon` learns when it is given.
  /// - Throws: `PokedexError.entryNotFound(.pokemon, …)` when `pokemon` names none.
  func rows(learnableIn game: String?, by pokemon: EntryQuery?) async throws -> [MoveRow]

  /// The page of moves `criteria` select, when this catalog can give it more cheaply than
  /// by every move's row (over the network: the list of names, then only the page's
  /// documents); `nil` when it cannot, and `rows` is read instead.
  func page(_ criteria: MoveCriteria, _ request: PageRequest) async throws -> Page<MoveRow>?
}

extension MoveCatalog {
  /// Every row is at hand (the built-in data): no cheaper page.
  public func page(_ criteria: MoveCriteria, _ request: PageRequest) async throws
    -> Page<MoveRow>?
  {
    nil
  }
}
