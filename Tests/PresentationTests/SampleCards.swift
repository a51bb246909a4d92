import Domain

/// Detail cards written out by hand for reducer and renderer tests, from the real data.
enum SampleCards {
  // MARK: - Builders

  static func stats(_ values: [Int]) -> [BaseStat] {
    zip(["hp", "attack", "defense", "special-attack", "special-defense", "speed"], values)
      .map { BaseStat(name: $0, value: $1) }
  }

  static func ability(_ name: String, _ display: String, hidden: Bool = false, _ effect: String?)
    -> PokemonAbility
  {
    PokemonAbility(name: name, displayName: display, isHidden: hidden, effect: effect)
  }

  static func node(
    _ slug: String, _ id: Int, _ name: String, _ requirements: [EvolutionRequirement] = [],
    _ evolvesTo: [EvolutionNode] = []
  ) -> EvolutionNode {
    EvolutionNode(
      speciesName: slug, speciesID: id, displayName: name, requirements: requirements,
      evolvesTo: evolvesTo)
  }

  static func requirement(
    _ trigger: String, level: Int? = nil, item: String? = nil,
    _ configure: (inout EvolutionRequirement) -> Void = { _ in }
  ) -> EvolutionRequirement {
    var requirement = EvolutionRequirement(trigger: trigger)
    requirement.minLevel = level
    requirement.item = item
    configure(&requirement)
    return requirement
  }

  static func form(_ name: String, _ display: String, default isDefault: Bool = false)
    -> PokemonForm
  {
    PokemonForm(name: name, displayName: display, isDefault: isDefault)
  }

  static func card(
    _ id: Int, _ slug: String, _ name: String, species: Int? = nil, types: [PokemonType],
    genus: String, generation: Int, rarity: Rarity = .ordinary, height: Int, weight: Int,
    abilities: [PokemonAbility], stats: [Int], defenses: [PokemonType: Double],
    entry: String, game: String = "legends-arceus", evolution: EvolutionNode?,
    forms: [PokemonForm] = [], profile: SpeciesProfile = .unknown
  ) -> Pokemon {
    Pokemon(
      summary: PokemonSummary(
        id: id, name: slug, displayName: name, speciesID: species ?? id, types: types),
      genus: genus, generation: generation, rarity: rarity, heightDecimetres: height,
      weightHectograms: weight, abilities: abilities, stats: self.stats(stats),
      typeDefenses: TypeDefenses(multipliers: defenses),
      pokedexEntries: [PokedexEntry(game: game, gameOrder: 39, text: entry)],
      evolution: evolution, forms: forms, profile: profile)
  }

  // MARK: - Cards

  static let pikachu = card(
    25, "pikachu", "Pikachu", types: [.electric], genus: "Mouse Pokémon", generation: 1,
    height: 4, weight: 60,
    abilities: [
      ability("static", "Static", "Has a 30% chance of paralyzing attacking Pokémon on contact."),
      ability("lightning-rod", "Lightning Rod", hidden: true,
        "Redirects single-target Electric moves to this Pokémon where possible."),
    ],
    stats: [35, 55, 40, 50, 50, 90],
    defenses: [.ground: 2, .flying: 0.5, .steel: 0.5, .electric: 0.5],
    entry: "Possesses cheek sacs in which it stores electricity. This clever forest-dweller "
      + "roasts tough berries with an electric shock before consuming them.",
    evolution: node("pichu", 172, "Pichu", [], [
      node("pikachu", 25, "Pikachu", [requirement("level-up") { $0.minHappiness = 220 }], [
        node("raichu", 26, "Raichu", [
          requirement("use-item", item: "Thunder Stone"),
          requirement("use-item", item: "Thunder Stone") {
            $0.evolvedForm = "Alolan Raichu"; $0.region = "alola"
          },
        ])
      ])
    ]),
    forms: [
      form("pikachu", "Pikachu", default: true), form("pikachu-rock-star", "Pikachu Rock Star"),
      form("pikachu-alola-cap", "Alola Cap Pikachu"),
    ],
    profile: SpeciesProfile(
      eggGroups: ["Field", "Fairy"], genderRate: 4, captureRate: 190, baseHappiness: 70,
      growthRate: "Medium Fast", hatchCounter: 10,
      effortYield: [BaseStat(name: "speed", value: 2)]))

  static let eevee = card(
    133, "eevee", "Eevee", types: [.normal], genus: "Evolution Pokémon", generation: 1,
    height: 3, weight: 65,
    abilities: [
      ability("run-away", "Run Away", "Ensures success fleeing from wild battles."),
      ability("adaptability", "Adaptability", "Increases the same-type attack bonus."),
      ability("anticipation", "Anticipation", hidden: true,
        "Notifies all trainers upon entering battle if an opponent has a super-effective move."),
    ],
    stats: [55, 55, 50, 45, 65, 55], defenses: [.fighting: 2, .ghost: 0],
    entry: "Harbors the potential to evolve into manifold forms.",
    evolution: node("eevee", 133, "Eevee", [], [
      node("vaporeon", 134, "Vaporeon", [requirement("use-item", item: "Water Stone")]),
      node("jolteon", 135, "Jolteon", [requirement("use-item", item: "Thunder Stone")]),
      node("flareon", 136, "Flareon", [requirement("use-item", item: "Fire Stone")]),
      node("espeon", 196, "Espeon", [
        requirement("level-up") { $0.minHappiness = 160; $0.timeOfDay = "day" }
      ]),
      node("umbreon", 197, "Umbreon", [
        requirement("level-up") { $0.minHappiness = 160; $0.timeOfDay = "night" }
      ]),
      node("leafeon", 470, "Leafeon", [
        requirement("level-up") { $0.location = "Eterna Forest"; $0.nearSpecialRock = true },
        requirement("level-up") { $0.location = "Pinwheel Forest"; $0.nearSpecialRock = true },
        requirement("use-item", item: "Leaf Stone"),
      ]),
      node("glaceon", 471, "Glaceon", [requirement("use-item", item: "Ice Stone")]),
      node("sylveon", 700, "Sylveon", [
        requirement("level-up") { $0.knownMoveType = .fairy; $0.minAffection = 2 }
      ]),
    ]),
    forms: [form("eevee", "Eevee", default: true), form("eevee-gmax", "Gigantamax Eevee")])

  static let mrMime = card(
    122, "mr-mime", "Mr. Mime", types: [.psychic, .fairy], genus: "Barrier Pokémon",
    generation: 1, height: 13, weight: 545,
    abilities: [
      ability("soundproof", "Soundproof", "Protects against sound-based moves."),
      ability("filter", "Filter", "Takes less damage from super-effective moves."),
      ability(
        "technician", "Technician", hidden: true, "Strengthens moves of 60 base power or less."),
    ],
    stats: [40, 45, 65, 100, 120, 90],
    defenses: [.poison: 2, .ghost: 2, .steel: 2, .fighting: 0.25, .psychic: 0.5, .dragon: 0],
    entry: "The broadness of its hands may be no coincidence—many scientists believe its palms "
      + "became enlarged specifically for pantomiming.",
    evolution: node("mime-jr", 439, "Mime Jr.", [], [
      node("mr-mime", 122, "Mr. Mime", [requirement("level-up") { $0.knownMove = "Mimic" }], [
        node("mr-rime", 866, "Mr. Rime", [requirement("level-up", level: 42)])
      ])
    ]),
    forms: [form("mr-mime", "Mr. Mime", default: true), form("mr-mime-galar", "Galarian Mr. Mime")])

  static let giratina = card(
    487, "giratina-altered", "Giratina", types: [.ghost, .dragon], genus: "Renegade Pokémon",
    generation: 4, rarity: .legendary, height: 45, weight: 7500,
    abilities: [
      ability(
        "pressure", "Pressure", "Increases the PP cost of moves targeting this Pokémon by one."),
      ability("telepathy", "Telepathy", hidden: true, "Protects against allies' damaging moves."),
    ],
    stats: [150, 100, 120, 100, 120, 90],
    defenses: [.ghost: 2, .ice: 2, .dragon: 2, .dark: 2, .fairy: 2, .fire: 0.5, .water: 0.5,
      .grass: 0.5, .electric: 0.5, .bug: 0.5, .poison: 0.5, .normal: 0, .fighting: 0],
    entry: "It was banished for its violence. It silently gazed upon the old world from the "
      + "Distortion World.",
    evolution: node("giratina", 487, "Giratina"),
    forms: [
      form("giratina-altered", "Giratina", default: true),
      form("giratina-origin", "Origin Giratina"),
    ])

  static let mew = {
    var mew = card(
      151, "mew", "Mew", types: [.psychic], genus: "New Species Pokémon", generation: 1,
      rarity: .mythical, height: 4, weight: 40,
      abilities: [ability("synchronize", "Synchronize", "Copies burns, paralysis and poison.")],
      stats: [100, 100, 100, 100, 100, 100],
      defenses: [.bug: 2, .ghost: 2, .dark: 2, .fighting: 0.5, .psychic: 0.5],
      entry: "When viewed through a microscope, this Pokémon’s short, fine, delicate hair can "
        + "be seen.",
      evolution: node("mew", 151, "Mew"), forms: [form("mew", "Mew", default: true)],
      profile: SpeciesProfile(
        eggGroups: ["Undiscovered"], genderRate: -1, captureRate: 45, baseHappiness: 100,
        growthRate: "Medium Slow", hatchCounter: 120,
        effortYield: [BaseStat(name: "hp", value: 3)]))
    mew.sprites = SpriteLinks(
      front: "https://img.test/pokemon/151.png", shiny: "https://img.test/pokemon/shiny/151.png")
    return mew
  }()

  static let tauros = card(
    128, "tauros", "Tauros", types: [.normal], genus: "Wild Bull Pokémon", generation: 1,
    height: 14, weight: 884,
    abilities: [
      ability(
        "intimidate", "Intimidate", "Lowers opponents' Attack one stage upon entering battle."),
      ability("anger-point", "Anger Point", "Raises Attack to the maximum after a critical hit."),
      ability("sheer-force", "Sheer Force", hidden: true, "Strengthens moves with extra effects."),
    ],
    stats: [75, 100, 95, 40, 70, 110], defenses: [.fighting: 2, .ghost: 0],
    entry: "When it targets an enemy, it charges furiously while whipping its body with its "
      + "long tails.",
    game: "red", evolution: node("tauros", 128, "Tauros"),
    forms: [
      form("tauros", "Tauros", default: true),
      form("tauros-paldea-combat-breed", "Paldean Tauros (Combat Breed)"),
    ])

  static let wooper = card(
    194, "wooper", "Wooper", types: [.water, .ground], genus: "Water Fish Pokémon",
    generation: 2, height: 4, weight: 85,
    abilities: [
      ability("damp", "Damp", "Prevents self-destruction."),
      ability("water-absorb", "Water Absorb", "Absorbs Water moves, healing for 1/4 max HP."),
      ability("unaware", "Unaware", hidden: true, "Ignores other Pokémon's stat modifiers."),
    ],
    stats: [55, 45, 45, 25, 25, 15], defenses: [.grass: 4, .fire: 0.5, .poison: 0.5,
      .rock: 0.5, .steel: 0.5, .electric: 0],
    entry: "This Pokémon lives in cold water. It will leave the water to search for food when "
      + "it gets cold outside.",
    evolution: node("wooper", 194, "Wooper", [], [
      node("quagsire", 195, "Quagsire", [requirement("level-up", level: 20)]),
      node("clodsire", 980, "Clodsire", [
        requirement("level-up", level: 20) { $0.baseForm = "Paldean Wooper" }
      ]),
    ]),
    forms: [form("wooper", "Wooper", default: true), form("wooper-paldea", "Paldean Wooper")],
    profile: SpeciesProfile(
      eggGroups: ["Water 1", "Field"], genderRate: 4, captureRate: 255, baseHappiness: 50,
      growthRate: "Medium Fast", hatchCounter: 20,
      effortYield: [BaseStat(name: "hp", value: 1)]))

  static let annihilape = card(
    979, "annihilape", "Annihilape", types: [.fighting, .ghost], genus: "Rage Monkey Pokémon",
    generation: 9, height: 12, weight: 560,
    abilities: [
      ability("vital-spirit", "Vital Spirit", "Prevents sleep."),
      ability("inner-focus", "Inner Focus", "Prevents flinching."),
      ability("defiant", "Defiant", hidden: true, "Raises Attack two stages upon having any stat "
        + "lowered."),
    ],
    stats: [110, 115, 80, 50, 90, 90], defenses: [.flying: 2, .psychic: 2, .ghost: 2,
      .fairy: 2, .bug: 0.25, .rock: 0.5, .normal: 0, .fighting: 0],
    entry: "When its anger rose beyond a critical point, this Pokémon gained power that is "
      + "unfettered by the limits of its physical body.",
    game: "scarlet", evolution: node("mankey", 56, "Mankey", [], [
      node("primeape", 57, "Primeape", [requirement("level-up", level: 28)], [
        node("annihilape", 979, "Annihilape", [
          requirement("use-move") { $0.usedMove = "Rage Fist"; $0.minMoveCount = 20 }
        ])
      ])
    ]),
    forms: [form("annihilape", "Annihilape", default: true)],
    profile: SpeciesProfile(
      eggGroups: ["Field"], genderRate: 4, captureRate: 45, baseHappiness: 50,
      growthRate: "Medium Fast", hatchCounter: 20,
      effortYield: [BaseStat(name: "attack", value: 2)]))
}
