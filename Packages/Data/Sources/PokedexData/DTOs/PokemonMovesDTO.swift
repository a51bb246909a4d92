/// A `pokemon` document's `moves`: each move, and each game (version group), way and level
/// it is learned at.
///
/// `Link` is how the links are read. A learnset read over the network needs their names
/// (`scarlet-violet`, `level-up`), which the database would otherwise give:
/// `NamedAPIResourceDTO`. The generator reads the whole corpus and keeps ids alone, to stay
/// small in memory: `LinkedIDDTO`.
package struct PokemonMovesDTO<Link: Decodable & Sendable>: Decodable, Sendable {
  /// A move and each way the Pokémon learns it.
  package struct Entry: Decodable, Sendable {
    package let move: Link
    package let versionGroupDetails: [Detail]
  }

  /// One way to learn a move: in which games, by which method, at which level.
  package struct Detail: Decodable, Sendable {
    /// The level, for `level-up`; 0 for every other method.
    package let levelLearnedAt: Int
    package let moveLearnMethod: Link
    package let versionGroup: Link
    /// The order among moves learnt at the same level, where PokeAPI gives one.
    package let order: Int?
  }

  package let moves: [Entry]?
}

/// How often a wild Pokémon holds an item in one game: an entry of a `pokemon` document's
/// `held_items` and of an `item` document's `held_by_pokemon`.
package struct VersionRarityDTO<Link: Decodable & Sendable>: Decodable, Sendable {
  /// The chance in percent.
  package let rarity: Int
  /// The game (version).
  package let version: Link
}
