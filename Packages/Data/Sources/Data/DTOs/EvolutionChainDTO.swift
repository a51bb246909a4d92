import Foundation

/// An `evolution-chain` document: a tree of species from the first stage.
public struct EvolutionChainDTO: Decodable, Sendable {
  /// One species in the tree, how it is reached, and what it becomes.
  public struct Link: Decodable, Sendable {
    public let species: NamedAPIResourceDTO
    public let evolutionDetails: [EvolutionDetailDTO]
    public let evolvesTo: [Link]

    enum CodingKeys: String, CodingKey {
      case species
      case evolutionDetails = "evolution_details"
      case evolvesTo = "evolves_to"
    }

    /// Every link of the tree, depth first.
    public var allLinks: [Link] { [self] + evolvesTo.flatMap(\.allLinks) }
  }

  public let id: Int
  public let chain: Link
}

/// One way to evolve, as PokeAPI's `evolution_details` gives it; every field may be null.
public struct EvolutionDetailDTO: Decodable, Sendable {
  public let trigger: NamedAPIResourceDTO?
  public let minLevel: Int?
  public let item: NamedAPIResourceDTO?
  public let heldItem: NamedAPIResourceDTO?
  public let knownMove: NamedAPIResourceDTO?
  public let knownMoveType: NamedAPIResourceDTO?
  public let location: NamedAPIResourceDTO?
  public let timeOfDay: String?
  public let minHappiness: Int?
  public let minAffection: Int?
  public let minBeauty: Int?
  public let gender: Int?
  public let relativePhysicalStats: Int?
  public let partySpecies: NamedAPIResourceDTO?
  public let partyType: NamedAPIResourceDTO?
  public let tradeSpecies: NamedAPIResourceDTO?
  public let needsOverworldRain: Bool?
  public let turnUpsideDown: Bool?

  enum CodingKeys: String, CodingKey {
    case trigger, item, location, gender
    case minLevel = "min_level"
    case heldItem = "held_item"
    case knownMove = "known_move"
    case knownMoveType = "known_move_type"
    case timeOfDay = "time_of_day"
    case minHappiness = "min_happiness"
    case minAffection = "min_affection"
    case minBeauty = "min_beauty"
    case relativePhysicalStats = "relative_physical_stats"
    case partySpecies = "party_species"
    case partyType = "party_type"
    case tradeSpecies = "trade_species"
    case needsOverworldRain = "needs_overworld_rain"
    case turnUpsideDown = "turn_upside_down"
  }
}
