/// The parts of a `pokemon` document the learnset tables keep: every move it learns, in
/// every game, by every method, and the items wild ones hold. Links are read as ids only
/// (`LinkedIDDTO`): these lists are most of the corpus's bytes.
package struct PokemonLearnsetDTO: Decodable, Sendable {
  /// A move and each way the Pokémon learns it.
  package struct Move: Decodable, Sendable {
    /// The move.
    package let move: LinkedIDDTO
    /// One game, method and level at which the Pokémon learns it.
    package let versionGroupDetails: [LearnDetail]

    enum CodingKeys: String, CodingKey {
      case move
      case versionGroupDetails = "version_group_details"
    }
  }

  /// One way to learn a move: in which games, by which method, at which level.
  package struct LearnDetail: Decodable, Sendable {
    /// The level, for `level-up`; 0 for every other method.
    package let levelLearnedAt: Int
    /// How it is learnt (a `move-learn-method`).
    package let moveLearnMethod: LinkedIDDTO
    /// The games (version group).
    package let versionGroup: LinkedIDDTO
    /// The order among moves learnt at the same level, where PokeAPI gives one.
    package let order: Int?

    enum CodingKeys: String, CodingKey {
      case order
      case levelLearnedAt = "level_learned_at"
      case moveLearnMethod = "move_learn_method"
      case versionGroup = "version_group"
    }
  }

  /// An item wild ones may hold, and how often, per game.
  package struct HeldItem: Decodable, Sendable {
    /// The item.
    package let item: LinkedIDDTO
    /// The chance, in percent, per game (version).
    package let versionDetails: [Rarity]

    enum CodingKeys: String, CodingKey {
      case item
      case versionDetails = "version_details"
    }
  }

  /// How often a wild one holds the item in one game.
  package struct Rarity: Decodable, Sendable {
    /// The chance in percent.
    package let rarity: Int
    /// The game.
    package let version: LinkedIDDTO
  }

  /// Every move it learns.
  package let moves: [Move]?
  /// The items wild ones hold.
  package let heldItems: [HeldItem]?

  enum CodingKeys: String, CodingKey {
    case moves
    case heldItems = "held_items"
  }
}
