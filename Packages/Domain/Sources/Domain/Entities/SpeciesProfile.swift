/// What breeders and trainers look up about a Pokémon beyond its stats: egg groups,
/// gender ratio, catch rate, friendship, growth rate, hatching and effort values.
///
/// Every field is optional or may be empty: PokeAPI leaves some of them null (the base
/// friendship and hatch counter of a few recent species), and cards cached before these
/// fields existed are fetched again rather than shown with gaps.
public struct SpeciesProfile: Hashable, Sendable, Codable {
  /// The egg groups' English names, such as "Field" and "Fairy".
  public var eggGroups: [String]
  /// The chance of being female in eighths (0–8), or -1 for a genderless species.
  public var genderRate: Int?
  /// The catch rate, 0–255; higher is easier.
  public var captureRate: Int?
  /// The friendship it has when caught, 0–255.
  public var baseHappiness: Int?
  /// The growth rate's English name, such as "Medium Fast".
  public var growthRate: String?
  /// Egg cycles to hatch; each cycle is 257 steps (`hatchSteps`).
  public var hatchCounter: Int?
  /// The effort values it gives when defeated: only the stats that give some.
  public var effortYield: [BaseStat]
  /// Its numbers in the regional Pokédexes (the national one left out), in PokeAPI's
  /// order of Pokédexes.
  public var regionalNumbers: [RegionalNumber]

  public init(
    eggGroups: [String] = [], genderRate: Int? = nil, captureRate: Int? = nil,
    baseHappiness: Int? = nil, growthRate: String? = nil, hatchCounter: Int? = nil,
    effortYield: [BaseStat] = [], regionalNumbers: [RegionalNumber] = []
  ) {
    self.eggGroups = eggGroups
    self.genderRate = genderRate
    self.captureRate = captureRate
    self.baseHappiness = baseHappiness
    self.growthRate = growthRate
    self.hatchCounter = hatchCounter
    self.effortYield = effortYield
    self.regionalNumbers = regionalNumbers
  }

  /// A profile that knows nothing.
  public static let unknown = SpeciesProfile()

  /// Generation II's, the first whose games had breeding, genders and friendship.
  public static let firstGenerationWithBreeding = 2
  /// Ruby and Sapphire's generation, the first whose defeated Pokémon gave effort values;
  /// before it each gave stat experience equal to its base stats.
  public static let firstGenerationWithEffortValues = 3

  /// The profile as in `generation`: no effort values before generation III, and no egg
  /// groups, gender, friendship or hatching before II. Its catch rate, growth rate and
  /// regional numbers are kept (the card chooses the game's Pokédexes); PokeAPI records
  /// no past catch rates, and its past effort values (`past_stats`) are not used: 14 of
  /// its 235 differ from today's, and most of those are placeholders (Raichu's Speed 0
  /// until generation V, Electrode's until VI), not the games' values.
  public func asIn(generation: Int) -> SpeciesProfile {
    var profile = self
    if generation < Self.firstGenerationWithEffortValues { profile.effortYield = [] }
    if generation < Self.firstGenerationWithBreeding {
      profile.eggGroups = []
      profile.genderRate = nil
      profile.baseHappiness = nil
      profile.hatchCounter = nil
    }
    return profile
  }

  /// Steps to hatch an egg: PokeAPI's hatch counter times 257, as Bulbapedia counts them
  /// (`nil` when unknown); never traps, whatever the counter.
  public var hatchSteps: Int? {
    hatchCounter.map { counter in
      let (steps, overflow) = counter.multipliedReportingOverflow(by: 257)
      return overflow ? Int.max : steps
    }
  }

  /// The share of females in percent (0–100), or `nil` for a genderless species or an
  /// unknown rate.
  public var femalePercent: Double? {
    guard let genderRate, (0...8).contains(genderRate) else { return nil }
    return Double(genderRate) * 12.5
  }

  /// Whether the species has no gender.
  public var isGenderless: Bool { genderRate == -1 }
}

/// A species' number in one regional Pokédex.
public struct RegionalNumber: Hashable, Sendable, Codable {
  /// The Pokédex's slug, such as `"paldea"` or `"original-johto"`.
  public var pokedex: String
  public var number: Int

  public init(pokedex: String, number: Int) {
    self.pokedex = pokedex
    self.number = number
  }
}
