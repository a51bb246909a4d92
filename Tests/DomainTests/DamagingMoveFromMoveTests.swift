import Domain
import Testing

/// A move card weighed by the calculator: its class (by type before generation IV), its
/// reach, its hit count, and whether Sheer Force would take something from it, read
/// from PokeAPI's numbers as the corpus gives them.
@Suite("A move as the damage calculator weighs it")
struct DamagingMoveFromMoveTests {
  static func move(
    _ name: String, _ type: PokemonType, _ damageClass: String, power: Int?,
    target: String = "selected-pokemon", effects: MoveBattleEffects = MoveBattleEffects()
  ) -> Move {
    Move(
      id: 1, name: name, displayName: name, type: type, damageClass: damageClass, power: power,
      accuracy: 100, pp: 10, priority: 0, target: target, generation: 1,
      effect: EffectText(full: "", short: "", chance: nil), battleEffects: effects,
      descriptions: [], machines: [], learnerCount: 0)
  }

  @Test func aStatusMoveIsNoAttack() {
    #expect(DamagingMove(Self.move("swords-dance", .normal, "status", power: nil), generation: 9) == nil)
  }

  /// Before generation IV the type decides: Crunch (Dark) was special, Shadow Ball (Ghost)
  /// physical.
  @Test func beforeTheSplitTheTypeDecidesTheClass() {
    let crunch = Self.move("crunch", .dark, "physical", power: 80)
    let shadowBall = Self.move("shadow-ball", .ghost, "special", power: 80)
    #expect(DamagingMove(crunch, generation: 3)?.category == .special)
    #expect(DamagingMove(shadowBall, generation: 3)?.category == .physical)
    #expect(DamagingMove(crunch, generation: 4)?.category == .physical)
    #expect(DamagingMove(shadowBall, generation: 4)?.category == .special)
  }

  @Test func aMoveThatHitsEveryFoeIsASpreadMove() {
    #expect(DamagingMove(Self.move("earthquake", .ground, "physical", power: 100, target: "all-other-pokemon"), generation: 9)?.isSpread == true)
    #expect(DamagingMove(Self.move("rock-slide", .rock, "physical", power: 75, target: "all-opponents"), generation: 9)?.isSpread == true)
    #expect(DamagingMove(Self.move("stone-edge", .rock, "physical", power: 100), generation: 9)?.isSpread == false)
  }

  /// Three of a 2–5 move unless told, five with Skill Link, four with Loaded Dice; a
  /// count asked for within the move's range.
  @Test func hitCounts() {
    let spear = Self.move("icicle-spear", .ice, "physical", power: 25, effects: MoveBattleEffects(hits: 2...5))
    #expect(DamagingMove(spear, generation: 9)?.hits == 3)
    #expect(DamagingMove(spear, attackerAbility: "skill-link", generation: 9)?.hits == 5)
    #expect(DamagingMove(spear, attackerItem: "loaded-dice", generation: 9)?.hits == 4)
    #expect(DamagingMove(spear, hits: 2, attackerAbility: "skill-link", generation: 9)?.hits == 2)
    let kick = Self.move("double-kick", .fighting, "physical", power: 30, effects: MoveBattleEffects(hits: 2...2))
    #expect(DamagingMove(kick, attackerAbility: "skill-link", generation: 9)?.hits == 2)
  }

  /// Sheer Force takes a chance of a status or a flinch, a drop of the target's stats and
  /// a raise of the user's; not a certain drop of the user's own (Close Combat).
  @Test(arguments: [
    ("flamethrower", MoveBattleEffects(ailment: "burn", ailmentChance: 10, category: "damage+ailment"), true),
    ("nuzzle", MoveBattleEffects(ailment: "paralysis", ailmentChance: 0, category: "damage+ailment"), true),
    ("crunch", MoveBattleEffects(statChanges: [MoveStatChange(stat: "defense", change: -1)], statChance: 20, category: "damage+lower"), true),
    ("snarl", MoveBattleEffects(statChanges: [MoveStatChange(stat: "special-attack", change: -1)], statChance: 100, category: "damage-lower"), true),
    ("power-up-punch", MoveBattleEffects(statChanges: [MoveStatChange(stat: "attack", change: 1)], statChance: 100, category: "damage-raise"), true),
    ("close-combat", MoveBattleEffects(statChanges: [MoveStatChange(stat: "defense", change: -1)], statChance: 100, category: "damage-raise"), false),
    ("fake-out", MoveBattleEffects(flinchChance: 100, category: "damage"), true),
    ("knock-off", MoveBattleEffects(category: "damage"), false),
    ("wrap", MoveBattleEffects(ailment: "trap", ailmentChance: 100, category: "damage-ailment"), false),
    ("sappy-seed", MoveBattleEffects(ailment: "leech-seed", ailmentChance: 100, category: "damage-ailment"), false),
    ("skull-bash", MoveBattleEffects(ailment: "none", ailmentChance: 100, category: "damage"), false),
    ("tri-attack", MoveBattleEffects(ailment: "unknown", ailmentChance: 20, category: "damage-ailment"), true),
    ("smack-down", MoveBattleEffects(ailment: "unknown", ailmentChance: 100, category: "damage"), false),
  ])
  func whatSheerForceTakes(name: String, effects: MoveBattleEffects, secondary: Bool) {
    let move = Self.move(name, .normal, "physical", power: 60, effects: effects)
    #expect(DamagingMove(move, generation: 9)?.hasSecondaryEffect == secondary)
  }

  /// Hit points left, as a share or in points, never below 1 nor above the most.
  @Test func hitPointsLeft() {
    #expect(HitPointsLeft.percent(50).points(of: 323) == 161)
    #expect(HitPointsLeft.percent(1).points(of: 50) == 1)
    #expect(HitPointsLeft.percent(100).points(of: 323) == 323)
    #expect(HitPointsLeft.points(400).points(of: 323) == 323)
  }

  /// A move PokeAPI gives no kind of effect: whether Sheer Force takes something from it
  /// is not known, and not guessed.
  @Test func aMoveWithoutAKindOfEffectIsNotGuessed() {
    #expect(DamagingMove.hasSecondaryEffect(MoveBattleEffects()) == nil)
    let move = Self.move("torch-song", .fire, "special", power: 80)
    #expect(DamagingMove(move, generation: 9)?.hasSecondaryEffect == false)
  }
}
