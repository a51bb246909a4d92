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
  func has(_ ability: String) -> Bool { self.ability == ability }

  /// Whether it holds `item`.
  func holds(_ item: String) -> Bool { self.item == item }
}

/// A Pokémon's six stats at its level, as the games work them out (`StatFormula`).
/// Fixed once made, so that every value stays in the range its initializer brought it
/// into.
public struct BattleStats: Hashable, Sendable {
  public let hp, attack, defense, specialAttack, specialDefense, speed: Int

  /// The stats given, each at least 1 and at most 65,535, as the games store them.
  public init(
    hp: Int, attack: Int, defense: Int, specialAttack: Int, specialDefense: Int, speed: Int
  ) {
    func stored(_ value: Int) -> Int { min(max(value, 1), 65_535) }
    self.hp = stored(hp)
    self.attack = stored(attack)
    self.defense = stored(defense)
    self.specialAttack = stored(specialAttack)
    self.specialDefense = stored(specialDefense)
    self.speed = stored(speed)
  }

  /// The stats of base stats `base` (by PokeAPI's stat slugs) at `level`, from generation
  /// III on: `individual` and `effort` by stat slug (31 and 0 where not given), and the
  /// nature's effect on each.
  public init(
    base: [String: Int], level: Int, individual: [String: Int] = [:],
    effort: [String: Int] = [:], nature: Nature? = nil
  ) {
    func value(_ stat: String) -> Int {
      StatFormula.modern.value(
        base: base[stat] ?? 0, isHP: stat == "hp", level: level,
        individual: individual[stat] ?? 31, effort: effort[stat] ?? 0,
        nature: NatureEffect(of: nature, on: stat))
    }
    self.init(
      hp: value("hp"), attack: value("attack"), defense: value("defense"),
      specialAttack: value("special-attack"), specialDefense: value("special-defense"),
      speed: value("speed"))
  }

  /// The stat of PokeAPI's slug `stat`; HP for one it does not know.
  public func value(of stat: String) -> Int {
    switch stat {
    case "attack": return attack
    case "defense": return defense
    case "special-attack": return specialAttack
    case "special-defense": return specialDefense
    case "speed": return speed
    default: return hp
    }
  }
}

/// The move as the calculator weighs it.
public struct DamagingMove: Hashable, Sendable {
  /// PokeAPI's slug (`flying-press`): the moves whose power or type varies are known by it.
  public let name: String
  public let type: PokemonType
  /// Its base power; 0 for a move whose power the calculator works out (Low Kick).
  public let power: Int
  public let category: DamageCategory
  /// Whether it hits every adjacent foe (or every adjacent Pokémon) at once: ×0.75 in a
  /// double battle.
  public let isSpread: Bool
  public let makesContact: Bool
  /// Whether it has a secondary effect Sheer Force removes.
  public let hasSecondaryEffect: Bool
  /// How many times it hits (a multi-hit move's count, 2–5); 1 for most.
  public let hits: Int
  public let priority: Int

  public init(
    name: String, type: PokemonType, power: Int, category: DamageCategory,
    isSpread: Bool = false, makesContact: Bool = false, hasSecondaryEffect: Bool = false,
    hits: Int = 1, priority: Int = 0
  ) {
    self.name = name
    self.type = type
    self.power = min(max(power, 0), 1_000)
    self.category = category
    self.isSpread = isSpread
    self.makesContact = makesContact
    self.hasSecondaryEffect = hasSecondaryEffect
    self.hits = min(max(hits, 1), 10)
    self.priority = priority
  }
}

/// Which of the attacker's and the defender's stats a move pits against each other.
public enum DamageCategory: String, Hashable, Sendable, Codable {
  case physical, special
}

/// The major statuses; only burn changes damage (and Guts, Facade, Marvel Scale ask
/// whether there is one).
public enum MajorStatus: String, Hashable, Sendable, Codable, CaseIterable {
  case burn, poison, badPoison = "toxic", paralysis, sleep, freeze
}

/// The weather of the field.
public enum Weather: String, Hashable, Sendable, Codable, CaseIterable {
  case sun, rain, sand, snow
}

/// The terrain of the field (generation VI on).
public enum Terrain: String, Hashable, Sendable, Codable, CaseIterable {
  case electric, grassy, misty, psychic
}

/// What surrounds the calculation: the game, the field and the defender's side.
public struct BattleField: Hashable, Sendable {
  /// The generation whose rules apply, 5 to 9.
  public var generation: Int
  public var weather: Weather?
  public var terrain: Terrain?
  public var isDoubles: Bool
  public var isCritical: Bool
  /// The screens up on the defender's side.
  public var reflect: Bool
  public var lightScreen: Bool
  public var auroraVeil: Bool

  public init(
    generation: Int = 9, weather: Weather? = nil, terrain: Terrain? = nil,
    isDoubles: Bool = false, isCritical: Bool = false, reflect: Bool = false,
    lightScreen: Bool = false, auroraVeil: Bool = false
  ) {
    self.generation = generation
    self.weather = weather
    self.terrain = terrain
    self.isDoubles = isDoubles
    self.isCritical = isCritical
    self.reflect = reflect
    self.lightScreen = lightScreen
    self.auroraVeil = auroraVeil
  }
}
