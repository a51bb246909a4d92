/// The groups of games a source knows, for the cards that change with the game
/// (`move vine-whip --game red`): the built-in database's, or PokeAPI's documents.
///
/// Implementations throw `PokedexError` and nothing else.
public protocol GameCatalog: Sendable {
  /// The group `game` names, a game's slug (`red`) or a group's (`red-blue`), ordered as
  /// the same source orders the groups its entries link to; `nil` when it names none.
  func group(named game: String) async throws -> GameGroup?

  /// Every group, in release order (`pokecli games`); none from a source with no list.
  func groups() async throws -> [GameGroup]

  /// The group that stands for `generation` (`GameGroup.standing(for:among:sizes:)`):
  /// the one whose Pokédexes hold the most Pokémon; `nil` when the source knows no group
  /// of that generation.
  func group(standingFor generation: Int) async throws -> GameGroup?
}
