/// An `evolution-chain` document: a tree of species from the first stage.
public struct EvolutionChainDTO: Decodable, Sendable {
  /// One species in the tree, how it is reached, and what it becomes.
  public struct Link: Decodable, Sendable {
    /// The species at this stage.
    public let species: NamedAPIResourceDTO
    /// The ways to evolve into this species from the one before; empty at the first stage.
    public let evolutionDetails: [EvolutionDetailDTO]
    /// The species it can evolve into, one link each (several for Eevee); empty at the end.
    public let evolvesTo: [Link]

    /// Every link of the tree, depth first.
    public var allLinks: [Link] { [self] + evolvesTo.flatMap(\.allLinks) }
  }

  /// PokeAPI's id of the chain; a chain has no name.
  public let id: Int
  /// The family's first stage, the root of the tree.
  public let chain: Link
}

/// One way to evolve, as PokeAPI's `evolution_details` gives it; every field may be null.
public struct EvolutionDetailDTO: Decodable, Sendable {
  /// What sets the evolution off: `level-up`, `use-item`, `trade`, …
  public let trigger: NamedAPIResourceDTO?
  /// The `pokemon` that evolves, when only one form of the species does.
  public let baseForm: NamedAPIResourceDTO?
  /// The `pokemon` it becomes, when the species has several forms.
  public let evolvedForm: NamedAPIResourceDTO?
  /// A move it must use, as many times as `minMoveCount` says.
  public let usedMove: NamedAPIResourceDTO?
  /// How many times it must use `usedMove`.
  public let minMoveCount: Int?
  /// How many steps it must walk with the player.
  public let minSteps: Int?
  /// How much damage it must take.
  public let minDamageTaken: Int?
  /// The region it must evolve in.
  public let region: NamedAPIResourceDTO?
  /// Whether it must level up near a special rock.
  public let nearSpecialRock: Bool?
  /// Whether it must level up while playing with others.
  public let needsMultiplayer: Bool?
  /// The lowest level at which it evolves.
  public let minLevel: Int?
  /// The item used on it (`use-item`).
  public let item: NamedAPIResourceDTO?
  /// The item it must hold.
  public let heldItem: NamedAPIResourceDTO?
  /// A move it must know, or use (`use-move`).
  public let knownMove: NamedAPIResourceDTO?
  /// The type of a move it must know.
  public let knownMoveType: NamedAPIResourceDTO?
  /// The place where it must evolve.
  public let location: NamedAPIResourceDTO?
  /// The time of day it must be, such as `day` or `night`; empty, not null, when any will do.
  public let timeOfDay: String?
  /// The lowest happiness (friendship) it needs.
  public let minHappiness: Int?
  /// The lowest affection it needs.
  public let minAffection: Int?
  /// The lowest beauty it needs.
  public let minBeauty: Int?
  /// The gender it must be: 1 for female, 2 for male, as PokeAPI numbers them.
  public let gender: Int?
  /// How its Attack must compare with its Defense: 1 above, 0 equal, -1 below.
  public let relativePhysicalStats: Int?
  /// A species that must be in the party.
  public let partySpecies: NamedAPIResourceDTO?
  /// A type that a Pokémon in the party must have.
  public let partyType: NamedAPIResourceDTO?
  /// The species it must be traded for.
  public let tradeSpecies: NamedAPIResourceDTO?
  /// Whether it must be raining in the overworld.
  public let needsOverworldRain: Bool?
  /// Whether the console must be held upside down.
  public let turnUpsideDown: Bool?

  enum CodingKeys: String, CodingKey {
    case trigger, item, location, gender, region, baseForm, evolvedForm, usedMove, minMoveCount
    case minSteps, minDamageTaken, nearSpecialRock, needsMultiplayer, minLevel, heldItem, knownMove
    case knownMoveType, timeOfDay, minHappiness, minAffection, minBeauty, relativePhysicalStats
    case partySpecies, partyType, tradeSpecies, needsOverworldRain, turnUpsideDown
  }
}
