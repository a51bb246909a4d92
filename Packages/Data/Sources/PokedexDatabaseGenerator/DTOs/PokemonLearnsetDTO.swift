/// The parts of a `pokemon` document the learnset tables keep: every move it learns, in
/// every game, by every method, and the items wild ones hold. Links are read as ids only
/// (`LinkedIDDTO`): these lists are most of the corpus's bytes.
package struct PokemonLearnsetDTO: Decodable, Sendable {
  /// An item wild ones may hold, and how often, per game.
  package struct HeldItem: Decodable, Sendable {
    /// The item.
    package let item: LinkedIDDTO
    /// The chance, in percent, per game (version).
    package let versionDetails: [VersionRarityDTO<LinkedIDDTO>]
  }

  /// Every move it learns.
  package let moves: [PokemonMovesDTO<LinkedIDDTO>.Entry]?
  /// The items wild ones hold.
  package let heldItems: [HeldItem]?
}
