import Domain

/// What the damage tests are built of: the games' type charts and the Pokémon of the
/// cases, their base stats as the games give them (facts, written out here: the tests
/// stand without the built-in data).
enum DamageFixtures {
  /// The type chart from generation VI on (with Fairy) or of generations II–V (Steel
  /// resisting Ghost and Dark), written as the games' exceptions to ×1.
  static func chart(generation: Int) -> TypeChart {
    let modern = generation >= 6
    let types: [PokemonType] = [
      .normal, .fire, .water, .electric, .grass, .ice, .fighting, .poison, .ground, .flying,
      .psychic, .bug, .rock, .ghost, .dragon, .dark, .steel,
    ] + (modern ? [.fairy] : [])
    var exceptions: [PokemonType: [PokemonType: Int]] = [
      .normal: [.rock: 50, .ghost: 0, .steel: 50],
      .fire: [.fire: 50, .water: 50, .grass: 200, .ice: 200, .bug: 200, .rock: 50, .dragon: 50, .steel: 200],
      .water: [.fire: 200, .water: 50, .grass: 50, .ground: 200, .rock: 200, .dragon: 50],
      .electric: [.water: 200, .electric: 50, .grass: 50, .ground: 0, .flying: 200, .dragon: 50],
      .grass: [
        .fire: 50, .water: 200, .grass: 50, .poison: 50, .ground: 200, .flying: 50, .bug: 50,
        .rock: 200, .dragon: 50, .steel: 50,
      ],
      .ice: [.fire: 50, .water: 50, .grass: 200, .ice: 50, .ground: 200, .flying: 200, .dragon: 200, .steel: 50],
      .fighting: [
        .normal: 200, .ice: 200, .poison: 50, .flying: 50, .psychic: 50, .bug: 50, .rock: 200,
        .ghost: 0, .dark: 200, .steel: 200, .fairy: 50,
      ],
      .poison: [.grass: 200, .poison: 50, .ground: 50, .rock: 50, .ghost: 50, .steel: 0, .fairy: 200],
      .ground: [.fire: 200, .electric: 200, .grass: 50, .poison: 200, .flying: 0, .bug: 50, .rock: 200, .steel: 200],
      .flying: [.electric: 50, .grass: 200, .fighting: 200, .bug: 200, .rock: 50, .steel: 50],
      .psychic: [.fighting: 200, .poison: 200, .psychic: 50, .dark: 0, .steel: 50],
      .bug: [
        .fire: 50, .grass: 200, .fighting: 50, .poison: 50, .flying: 50, .psychic: 200,
        .ghost: 50, .dark: 200, .steel: 50, .fairy: 50,
      ],
      .rock: [.fire: 200, .ice: 200, .fighting: 50, .ground: 50, .flying: 200, .bug: 200, .steel: 50],
      .ghost: [.normal: 0, .psychic: 200, .ghost: 200, .dark: 50],
      .dragon: [.dragon: 200, .steel: 50, .fairy: 0],
      .dark: [.fighting: 50, .psychic: 200, .ghost: 200, .dark: 50, .fairy: 50],
      .steel: [.fire: 50, .water: 50, .electric: 50, .ice: 200, .rock: 200, .steel: 50, .fairy: 200],
      .fairy: [.fire: 50, .fighting: 200, .poison: 50, .dragon: 200, .dark: 200, .steel: 50],
    ]
    if !modern {
      exceptions[.ghost]?[.steel] = 50
      exceptions[.dark]?[.steel] = 50
    }
    let factors = types.map { attacker in
      types.map { defender in exceptions[attacker]?[defender] ?? 100 }
    }
    return TypeChart(generation: generation, types: types, factors: factors)
  }

  /// A Pokémon's base stats (HP, Attack, Defense, Sp. Atk, Sp. Def, Speed) and types.
  struct Species {
    var base: [Int]
    var types: [PokemonType]
    var weightHectograms = 0
    var canEvolve = false
  }

  static let mew = Species(base: [100, 100, 100, 100, 100, 100], types: [.psychic])
  static let vulpix = Species(base: [38, 41, 40, 50, 65, 65], types: [.fire], canEvolve: true)
  static let hawlucha = Species(base: [78, 92, 75, 74, 63, 118], types: [.fighting, .flying])
  static let cacturne = Species(base: [70, 115, 60, 115, 60, 55], types: [.grass, .dark])
  static let spiritomb = Species(base: [50, 92, 108, 92, 108, 35], types: [.ghost, .dark])
  static let zygarde = Species(base: [108, 100, 121, 81, 95, 95], types: [.dragon, .ground])
  static let swellow = Species(base: [60, 85, 60, 75, 50, 125], types: [.normal, .flying])
  static let skarmory = Species(base: [65, 80, 140, 40, 70, 70], types: [.steel, .flying])
  static let vibrava = Species(base: [50, 70, 50, 50, 50, 70], types: [.ground, .dragon], canEvolve: true)
  static let zapdos = Species(base: [90, 90, 85, 125, 90, 100], types: [.electric, .flying])
  static let poliwrath = Species(base: [90, 95, 95, 70, 90, 70], types: [.water, .fighting])
  static let mismagius = Species(base: [60, 60, 60, 105, 105, 105], types: [.ghost])
  static let abomasnow = Species(base: [90, 92, 75, 92, 85, 60], types: [.grass, .ice])
  static let dragonite = Species(base: [91, 134, 95, 100, 100, 80], types: [.dragon, .flying])
  static let mewtwo = Species(base: [106, 110, 90, 154, 90, 130], types: [.psychic])
  static let milotic = Species(base: [95, 60, 79, 100, 125, 81], types: [.water])
  static let garchomp = Species(base: [108, 130, 95, 80, 85, 102], types: [.dragon, .ground], weightHectograms: 950)
  static let heatran = Species(base: [91, 90, 106, 130, 106, 77], types: [.fire, .steel], weightHectograms: 4_300)
  static let azumarill = Species(base: [100, 50, 80, 60, 80, 50], types: [.water, .fairy])
  static let scizor = Species(base: [70, 130, 100, 55, 80, 65], types: [.bug, .steel])
  static let porygonZ = Species(base: [85, 80, 70, 135, 75, 90], types: [.normal])
  static let chansey = Species(base: [250, 5, 5, 35, 105, 50], types: [.normal], canEvolve: true)
  static let conkeldurr = Species(base: [105, 140, 95, 55, 65, 45], types: [.fighting])
  static let tyranitar = Species(base: [100, 134, 110, 95, 100, 61], types: [.rock, .dark])
  static let breloom = Species(base: [60, 130, 80, 60, 60, 70], types: [.grass, .fighting])
  static let groudon = Species(base: [100, 150, 140, 100, 90, 90], types: [.ground], weightHectograms: 9_500)
  static let persian = Species(base: [65, 70, 60, 65, 65, 115], types: [.normal])
  static let abra = Species(base: [25, 20, 15, 105, 55, 90], types: [.psychic], canEvolve: true)
  static let mamoswine = Species(base: [110, 130, 80, 70, 60, 80], types: [.ice, .ground])

  /// The stat slugs in the order `Species.base` lists them.
  static let stats = ["hp", "attack", "defense", "special-attack", "special-defense", "speed"]

  /// A nature raising one stat and lowering another (slugs).
  static func nature(raising: String, lowering: String) -> Nature {
    Nature(
      id: 0, name: "\(raising)-\(lowering)", displayName: "", raises: NamedSlug(slug: raising, displayName: ""),
      lowers: NamedSlug(slug: lowering, displayName: ""), likes: nil, dislikes: nil)
  }

  /// `species` in battle: level 100, 31 IVs and no EVs unless given, as Smogon's
  /// calculator assumes.
  static func combatant(
    _ species: Species, level: Int = 100, evs: [String: Int] = [:], ivs: [String: Int] = [:],
    nature: Nature? = nil, ability: String? = nil, item: String? = nil,
    status: MajorStatus? = nil, boosts: [String: Int] = [:], currentHP: Int? = nil,
    teraType: PokemonType? = nil
  ) -> Combatant {
    let base = Dictionary(uniqueKeysWithValues: zip(stats, species.base))
    return Combatant(
      types: species.types, level: level,
      stats: BattleStats(base: base, level: level, individual: ivs, effort: evs, nature: nature),
      currentHP: currentHP, ability: ability, item: item, status: status, boosts: boosts,
      teraType: teraType, weightHectograms: species.weightHectograms,
      canEvolve: species.canEvolve)
  }

  /// The range `move` does on `field` in `generation`.
  static func range(
    _ attacker: Combatant, _ move: DamagingMove, _ defender: Combatant, generation: Int,
    field: BattleField = BattleField()
  ) -> ClosedRange<Int> {
    rolls(attacker, move, defender, generation: generation, field: field).range
  }

  /// What `move` does on `field` in `generation`.
  static func rolls(
    _ attacker: Combatant, _ move: DamagingMove, _ defender: Combatant, generation: Int = 9,
    field: BattleField = BattleField()
  ) -> DamageRolls {
    var field = field
    field.generation = generation
    return DamageCalculator.damage(
      from: attacker, to: defender, with: move, on: field, chart: chart(generation: generation))
  }
}
