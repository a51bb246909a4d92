/// Where learnsets come from: the built-in database's `pokemon_moves`, or a `pokemon`
/// document's `moves`.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol LearnsetRepository: Sendable {
  /// The moves of the Pokémon `query` names in the game `game` names (a game's slug or a
  /// group's: `red`, `red-blue`), else in the newest game it learns moves in. A game it
  /// learns nothing in gives a learnset with no game, which says where it does.
  /// - Throws: `PokedexError.entryNotFound(.pokemon, …)` when no Pokémon answers.
  func learnset(_ query: EntryQuery, game: String?) async throws -> Learnset
}
