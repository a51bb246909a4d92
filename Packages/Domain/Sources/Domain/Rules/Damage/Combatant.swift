/// One side of a damage calculation: a Pokémon as it stands in battle, its stats already
/// worked out for its level and training (`BattleStats`).
public struct Combatant: Hashable, Sendable {
  /// Its own types; once Terastallized (`teraType`) it defends with its Tera type alone
  /// and keeps these for STAB.
  public let types: [PokemonType]
  public let level: Int
  public let stats: BattleStats
  /// Its HP now; `nil` for full.
  public let currentHP: Int?
  /// Its ability's slug (`huge-power`); `nil` for none counted.
  public let ability: String?
  /// Its held item's slug (`choice-band`); `nil` for none.
  public let item: String?
  public let status: MajorStatus?
  /// Its stat stages, −6 to +6, by stat slug (`attack`, `special-defense`); none for 0.
  public let boosts: [String: Int]
  /// Its Tera type once Terastallized (generation IX); `nil` when it is not.
  public let teraType: PokemonType?
  /// Its weight, for Low Kick, Grass Knot, Heavy Slam and Heat Crash.
  public let weightHectograms: Int
  /// Whether it can still evolve (what Eviolite asks).
  public let canEvolve: Bool

  public init(
    types: [PokemonType], level: Int = 100, stats: BattleStats, currentHP: Int? = nil,
    ability: String? = nil, item: String? = nil, status: MajorStatus? = nil,
    boosts: [String: Int] = [:], teraType: PokemonType? = nil, weightHectograms: Int = 0,
    canEvolve: Bool = false
  ) {
    self.types = types
    self.level = min(max(level, 1), 100)
    self.stats = stats
    self.currentHP = currentHP.map { min(max($0, 0), stats.hp) }
    self.ability = ability
    self.item = item
    self.status = status
    self.boosts = boosts.mapValues { min(max($0, -6), 6) }
    self.teraType = teraType
    self.weightHectograms = max(weightHectograms, 0)
    self.canEvolve = canEvolve
  }

  /// Its HP now.
  public var hp: Int { currentHP ?? stats.hp }

  /// Its types as they defend: its Tera type's alone once Terastallized, its own under
  /// the Stellar type (which has no place in the chart).
  var defendingTypes: [PokemonType] {
    teraType.flatMap { $0 == .stellar ? nil : [$0] } ?? types
  }

  /// Whether it has `ability`.
  public func has(_ ability: String) -> Bool { self.ability == ability }

  /// Whether it holds `item`.
  func holds(_ item: String) -> Bool { self.item == item }
}

/// The major statuses; only burn changes damage (and Guts, Facade, Marvel Scale ask
/// whether there is one).
public enum MajorStatus: String, Hashable, Sendable, Codable, CaseIterable {
  case burn, poison, badPoison = "toxic", paralysis, sleep, freeze
}
