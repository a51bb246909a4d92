import Foundation

/// One way to evolve: a trigger and the conditions that must hold with it.
///
/// Mirrors PokeAPI's `evolution_details`; every condition is optional, and only the ones
/// present apply. Slugs (items, moves, places) are kept as PokeAPI gives them.
public struct EvolutionRequirement: Hashable, Sendable, Codable {
  /// `level-up`, `use-item`, `trade`, `shed`, `spin`, `three-critical-hits`, …
  public var trigger: String
  /// The lowest level at which it evolves.
  public var minLevel: Int?
  /// The item used on it (`use-item`).
  public var item: String?
  /// The item it must hold.
  public var heldItem: String?
  /// A move it must know, or use (`use-move`).
  public var knownMove: String?
  /// The type of a move it must know.
  public var knownMoveType: PokemonType?
  /// The place where it must evolve.
  public var location: String?
  /// `day`, `night`, `dusk` or `full-moon`.
  public var timeOfDay: String?
  /// The lowest friendship it needs.
  public var minHappiness: Int?
  /// The lowest affection it needs.
  public var minAffection: Int?
  /// The lowest beauty it needs.
  public var minBeauty: Int?
  /// 1 for female, 2 for male, as PokeAPI numbers them.
  public var gender: Int?
  /// 1: Attack above Defense, 0: equal, -1: below.
  public var relativePhysicalStats: Int?
  /// A species that must be in the party.
  public var partySpecies: String?
  /// A type that a Pokémon in the party must have.
  public var partyType: PokemonType?
  /// The species it must be traded for.
  public var tradeSpecies: String?
  /// Whether it must be raining in the overworld.
  public var needsOverworldRain: Bool
  /// Whether the console must be held upside down.
  public var turnUpsideDown: Bool

  /// Creates a requirement with only a trigger; set the conditions that apply.
  public init(trigger: String) {
    self.trigger = trigger
    self.needsOverworldRain = false
    self.turnUpsideDown = false
  }
}
