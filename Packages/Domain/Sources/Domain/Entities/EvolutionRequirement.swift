import Foundation

/// One way to evolve: a trigger and the conditions that must hold with it.
///
/// Mirrors PokeAPI's `evolution_details`; every condition is optional, and only the ones
/// present apply. Slugs (items, moves, places) are kept as PokeAPI gives them.
public struct EvolutionRequirement: Hashable, Sendable, Codable {
  /// `level-up`, `use-item`, `trade`, `shed`, `spin`, `three-critical-hits`, …
  public var trigger: String
  public var minLevel: Int?
  /// The item used on it (`use-item`).
  public var item: String?
  /// The item it must hold.
  public var heldItem: String?
  public var knownMove: String?
  public var knownMoveType: PokemonType?
  public var location: String?
  /// `day`, `night`, `dusk` or `full-moon`.
  public var timeOfDay: String?
  public var minHappiness: Int?
  public var minAffection: Int?
  public var minBeauty: Int?
  /// 1 for female, 2 for male, as PokeAPI numbers them.
  public var gender: Int?
  /// 1: Attack above Defense, 0: equal, -1: below.
  public var relativePhysicalStats: Int?
  public var partySpecies: String?
  public var partyType: PokemonType?
  public var tradeSpecies: String?
  public var needsOverworldRain: Bool
  public var turnUpsideDown: Bool

  /// Creates a requirement with only a trigger; set the conditions that apply.
  public init(trigger: String) {
    self.trigger = trigger
    self.needsOverworldRain = false
    self.turnUpsideDown = false
  }
}
