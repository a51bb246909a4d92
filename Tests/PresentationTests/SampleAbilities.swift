import Domain

/// Abilities written out by hand for the card's snapshots: one with every section, one
/// held only as a hidden ability, and one outside the main games with no texts at all.
enum SampleAbilities {
  static let all: [(String, Ability)] = [
    ("static", staticAbility), ("lightning-rod", lightningRod), ("mountaineer", mountaineer),
  ]

  static let staticAbility = Ability(
    id: 9, name: "static", displayName: "Static", generation: 3, isMainSeries: true,
    effect: EffectText(
      full: "Whenever a move makes contact with this Pokémon, the move's user has a 30% "
        + "chance of being paralyzed.",
      short: "Has a 30% chance of paralyzing attacking Pokémon on contact."),
    descriptions: [
      GameText(
        game: GameGroup(slug: "ruby-sapphire", order: 5, versions: ["ruby", "sapphire"]),
        text: "Paralyzes on contact."),
      GameText(
        game: GameGroup(slug: "scarlet-violet", order: 25, versions: ["scarlet", "violet"]),
        text: "The Pokémon is charged with static electricity and may paralyze attackers "
          + "that make direct contact with it."),
    ],
    holders: [
      AbilityHolder(id: 25, name: "pikachu", displayName: "Pikachu", isHidden: false),
      AbilityHolder(id: 26, name: "raichu", displayName: "Raichu", isHidden: false),
      AbilityHolder(id: 145, name: "zapdos", displayName: "Zapdos", isHidden: true),
      AbilityHolder(id: 921, name: "pawmi", displayName: "Pawmi", isHidden: false),
      AbilityHolder(
        id: 10094, name: "pikachu-original-cap", displayName: "Original Cap Pikachu",
        isHidden: false),
    ])

  static let lightningRod = Ability(
    id: 31, name: "lightning-rod", displayName: "Lightning Rod", generation: 3,
    isMainSeries: true,
    effect: EffectText(full: nil, short: "Redirects single-target electric moves to this Pokémon."),
    descriptions: [],
    holders: [
      AbilityHolder(id: 25, name: "pikachu", displayName: "Pikachu", isHidden: true)
    ])

  static let mountaineer = Ability(
    id: 10001, name: "mountaineer", displayName: "Mountaineer", generation: 4,
    isMainSeries: false, effect: EffectText(full: nil, short: nil), descriptions: [],
    holders: [])
}
