import Domain

/// Moves as the card shows them, written out by hand: a special, a physical and a status
/// move, one that never misses, one that hits several times and drains, and a Z-move
/// whose numbers are all missing.
enum SampleMoves {
  static let redBlue = GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"])
  static let goldSilver = GameGroup(slug: "gold-silver", order: 5, versions: ["gold", "silver"])
  static let scarletViolet = GameGroup(
    slug: "scarlet-violet", order: 27, versions: ["scarlet", "violet"])

  static let thunderbolt = Move(
    id: 85, name: "thunderbolt", displayName: "Thunderbolt", type: .electric,
    damageClass: "special", power: 90, accuracy: 100, pp: 15, priority: 0,
    target: "selected-pokemon", generation: 1,
    effect: EffectText(
      full: "Inflicts regular damage. Has a 10% chance to paralyze the target.",
      short: "Has a 10% chance to paralyze the target.", chance: 10),
    battleEffects: MoveBattleEffects(ailment: "paralysis", ailmentChance: 10),
    descriptions: [
      GameText(game: redBlue, text: "An electrical attack that may paralyze the foe."),
      GameText(
        game: scarletViolet,
        text: "A strong electric blast crashes down on the target. This may also leave the "
          + "target with paralysis."),
    ],
    machines: [
      MoveMachine(game: redBlue, item: "tm24"), MoveMachine(game: goldSilver, item: "tm24"),
      MoveMachine(game: scarletViolet, item: "tm126"),
    ],
    learnerCount: 356)

  static let closeCombat = Move(
    id: 370, name: "close-combat", displayName: "Close Combat", type: .fighting,
    damageClass: "physical", power: 120, accuracy: 100, pp: 5, priority: 0,
    target: "selected-pokemon", generation: 4,
    effect: EffectText(
      full: "Inflicts regular damage, then lowers the user's Defense and Special Defense by "
        + "one stage each.",
      short: "Lowers the user's Defense and Special Defense by one stage after inflicting "
        + "damage.", chance: nil),
    battleEffects: MoveBattleEffects(
      statChanges: [
        MoveStatChange(stat: "defense", change: -1),
        MoveStatChange(stat: "special-defense", change: -1),
      ], statChance: 100),
    descriptions: [], machines: [MoveMachine(game: scarletViolet, item: "tm167")],
    learnerCount: 402)

  static let willOWisp = Move(
    id: 261, name: "will-o-wisp", displayName: "Will-O-Wisp", type: .fire,
    damageClass: "status", power: nil, accuracy: 85, pp: 15, priority: 0,
    target: "selected-pokemon", generation: 3,
    effect: EffectText(full: "Burns the target.", short: "Burns the target.", chance: nil),
    battleEffects: MoveBattleEffects(ailment: "burn", ailmentChance: 0),
    descriptions: [], machines: [], learnerCount: 310)

  static let swift = Move(
    id: 129, name: "swift", displayName: "Swift", type: .normal, damageClass: "special",
    power: 60, accuracy: nil, pp: 20, priority: 0, target: "all-opponents", generation: 1,
    effect: EffectText(
      full: "Inflicts regular damage. Never misses.", short: "Never misses.", chance: nil),
    battleEffects: MoveBattleEffects(), descriptions: [], machines: [], learnerCount: 500)

  static let gigaDrain = Move(
    id: 202, name: "giga-drain", displayName: "Giga Drain", type: .grass,
    damageClass: "special", power: 75, accuracy: 100, pp: 10, priority: 0,
    target: "selected-pokemon", generation: 2,
    effect: EffectText(
      full: "Drains half the damage inflicted to heal the user.",
      short: "Drains half the damage inflicted to heal the user.", chance: nil),
    battleEffects: MoveBattleEffects(drain: 50, critRate: 1, hits: 2...5),
    descriptions: [], machines: [], learnerCount: 120)

  static let breakneckBlitz = Move(
    id: 622, name: "breakneck-blitz--physical", displayName: "Breakneck Blitz",
    type: .normal, damageClass: "physical", power: nil, accuracy: nil, pp: 1, priority: 0,
    target: "selected-pokemon", generation: 7,
    effect: EffectText(full: nil, short: nil, chance: nil),
    battleEffects: MoveBattleEffects(), descriptions: [], machines: [], learnerCount: 0)

  static let all: [(String, Move)] = [
    ("thunderbolt", thunderbolt), ("close-combat", closeCombat), ("will-o-wisp", willOWisp),
    ("swift", swift), ("giga-drain", gigaDrain), ("breakneck-blitz", breakneckBlitz),
  ]
}
