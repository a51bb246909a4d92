/// Who learns a move: the built-in database's `pokemon_moves` by move.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol MoveLearnersRepository: Sendable {
  /// The Pokémon that learn the move `move` names in the game `game` names (a game or a
  /// group), else in the newest game any Pokémon learns it in; only by `method` when
  /// given (`level-up`, `machine`, `egg`, `tutor`), and then the newest game is the newest
  /// in which some Pokémon learns it that way.
  /// - Throws: `PokedexError.entryNotFound(.move, …)` when no move answers.
  func learners(of move: EntryQuery, game: String?, method: String?) async throws
    -> MoveLearners
}
