/// A `pokemon` document's `moves`, with the names a learnset shows: each move, and each
/// game (version group), way and level it is learned at.
///
/// The generator's `PokemonLearnsetDTO` reads the same list as ids alone, to keep the
/// whole corpus small in memory; a learnset read over the network needs the names
/// (`scarlet-violet`, `level-up`), which the database would otherwise give.
package struct PokemonMovesDTO: Decodable, Sendable {
  package struct Entry: Decodable, Sendable {
    package let move: NamedAPIResourceDTO
    package let versionGroupDetails: [Detail]

    enum CodingKeys: String, CodingKey {
      case move
      case versionGroupDetails = "version_group_details"
    }
  }

  package struct Detail: Decodable, Sendable {
    package let levelLearnedAt: Int
    package let moveLearnMethod: NamedAPIResourceDTO
    package let versionGroup: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case levelLearnedAt = "level_learned_at"
      case moveLearnMethod = "move_learn_method"
      case versionGroup = "version_group"
    }
  }

  package let moves: [Entry]?
}
