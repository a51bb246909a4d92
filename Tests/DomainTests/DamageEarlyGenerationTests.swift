import Domain
import Testing

/// Generations III and IV, each with its own formula: Smogon's calculator's cases for
/// those generations (`smogon/damage-calc`, `calc/src/test/calc.test.ts`, named by their
/// test there), and corners derived by hand from its order of rounding.
@Suite("Damage: generations III and IV")
struct DamageEarlyGenerationTests {
  typealias F = DamageFixtures

  /// "Critical hits ignore attack decreases": a burned Mew's Explosion (which halves the
  /// Defense in both generations) on Vulpix behind Reflect, a critical hit (which ignores
  /// the screen, and doubles), then +2 against +2 without.
  @Test(arguments: [3, 4])
  func criticalHitsIgnoreAttackDecreases(generation: Int) {
    let field = BattleField(isCritical: true, reflect: true)
    #expect(
      F.range(
        F.combatant(F.mew, status: .burn), DamageSmogonCaseTests.explosion, F.combatant(F.vulpix),
        generation: generation, field: field) == 729...858)
    var plain = field
    plain.isCritical = false
    #expect(
      F.range(
        F.combatant(F.mew, status: .burn, boosts: ["attack": 2]), DamageSmogonCaseTests.explosion,
        F.combatant(F.vulpix, boosts: ["defense": 2]), generation: generation, field: plain)
        == 182...215)
  }

  /// "IVs are shown if applicable", the same in every generation from III.
  @Test(arguments: [3, 4])
  func individualAndEffortValues(generation: Int) {
    let nines = ["special-attack": 9, "special-defense": 9, "hp": 9]
    let psychic = DamagingMove(name: "psychic", type: .psychic, power: 90, category: .special)
    let first = F.rolls(F.combatant(F.mew, ivs: nines), psychic, F.combatant(F.mew, evs: nines), generation: generation)
    #expect(first.range == 43...51)
    #expect(first.knockOut(hp: F.combatant(F.mew, evs: nines).hp)?.verdict == "possible 7HKO")
    #expect(
      F.range(F.combatant(F.mew, evs: nines), psychic, F.combatant(F.mew, ivs: nines), generation: generation)
        == 54...64)
  }

  /// "Iron Ball negates ground immunities" in generation IV: the Flying type's immunity
  /// lifted, the Electric type's weakness kept (×2, where V on hits neutrally); and
  /// "Iron Ball negates levitate".
  @Test func ironBallInGenerationFour() {
    let earthquake = DamagingMove(
      name: "earthquake", type: .ground, power: 100, category: .physical, isSpread: true,
      hitsAlly: true)
    let zapdos = F.combatant(F.zapdos, item: "iron-ball")
    let rolls = F.rolls(F.combatant(F.vibrava), earthquake, zapdos, generation: 4)
    #expect(rolls.range == 186...218)
    #expect(rolls.knockOut(hp: zapdos.hp)?.verdict == "guaranteed 2HKO")
    let mudShot = DamagingMove(name: "mud-shot", type: .ground, power: 55, category: .special)
    #expect(
      F.range(
        F.combatant(F.poliwrath), mudShot,
        F.combatant(F.mismagius, ability: "levitate", item: "iron-ball"), generation: 4) == 29...35)
  }

  /// "Multi-hit percentage kill": +3 Persian's two Fury Swipes on +1 Abra.
  @Test(arguments: [3, 4])
  func multiHitPercentageKill(generation: Int) {
    let furySwipes = DamagingMove(
      name: "fury-swipes", type: .normal, power: 18, category: .physical, hits: 2)
    let abra = F.combatant(F.abra, boosts: ["defense": 1])
    let rolls = F.rolls(F.combatant(F.persian, boosts: ["attack": 3]), furySwipes, abra, generation: generation)
    #expect(rolls.range == 174...206)
    if generation == 4 { #expect(rolls.knockOut(hp: abra.hp)?.verdict == "43.8% chance to OHKO") }
  }

  /// "Grass Knot" in generation IV: 120 power on a Groudon of 950 kg.
  @Test func grassKnot() {
    let grassKnot = DamagingMove(name: "grass-knot", type: .grass, power: 0, category: .special)
    #expect(F.range(F.combatant(F.groudon), grassKnot, F.combatant(F.groudon), generation: 4) == 190...224)
  }

  /// By hand, generation IV: 252+ Atk Garchomp's Earthquake on Heatran (×4), Choice Band
  /// on the stat, Life Orb after the critical-hit step, each floored where it is applied,
  /// and each of Heatran's types applied apart. Choice Band: Attack ⌊394 × 1.5⌋ = 591;
  /// base ⌊⌊42 × 100 × 591 / 50⌋ / 248⌋ = 200; +2 = 202; the 85 roll ⌊202 × 0.85⌋ = 171,
  /// STAB 256, ×2 512, ×2 1024.
  @Test func handDerivedGenerationFour() {
    let adamant = F.nature(raising: "attack", lowering: "special-attack")
    let garchomp = F.combatant(F.garchomp, evs: ["attack": 252], nature: adamant, item: "choice-band")
    let earthquake = DamagingMove(name: "earthquake", type: .ground, power: 100, category: .physical, isSpread: true)
    let banded = F.rolls(garchomp, earthquake, F.combatant(F.heatran), generation: 4)
    #expect(banded.firstHit.first == 1_024)
    let orb = F.combatant(F.garchomp, evs: ["attack": 252], nature: adamant, item: "life-orb")
    let rolls = F.rolls(orb, earthquake, F.combatant(F.heatran), generation: 4)
    // Attack 394; base ⌊⌊42 × 100 × 394 / 50⌋ / 248⌋ = 133; +2 = 135; ⌊135 × 1.3⌋ = 175;
    // 85: ⌊175 × 0.85⌋ = 148, STAB 222, ×4 888. 100: 175, 262, 1048.
    #expect(rolls.firstHit.first == 888)
    #expect(rolls.firstHit.last == 1_048)
  }

  /// By hand, generation III: the type-boosting item on the Attack (×1.1), the base
  /// damage's division by the Defense before the 50, STAB and the types before the roll.
  /// Soft Sand: Attack ⌊394 × 1.1⌋ = 433; ⌊⌊42 × 433 × 100 / 248⌋ / 50⌋ = 146; +2 = 148;
  /// STAB 222; ×2 ×2 = 888; the rolls ⌊888 × 85 / 100⌋ = 754 … 888.
  @Test func handDerivedGenerationThree() {
    let adamant = F.nature(raising: "attack", lowering: "special-attack")
    let garchomp = F.combatant(F.garchomp, evs: ["attack": 252], nature: adamant, item: "soft-sand")
    let earthquake = DamagingMove(name: "earthquake", type: .ground, power: 100, category: .physical, isSpread: true)
    let rolls = F.rolls(garchomp, earthquake, F.combatant(F.heatran), generation: 3)
    #expect(rolls.firstHit.first == 754)
    #expect(rolls.firstHit.last == 888)
  }

  /// In a double battle generation III halved a move aimed at both foes (Surf then) and
  /// left one that hits an ally too (Earthquake) whole; IV took a quarter from both.
  @Test func spreadMovesInDoubles() {
    let surf = DamagingMove(
      name: "surf", type: .water, power: 95, category: .special, isSpread: true, hitsAlly: true)
    let earthquake = DamagingMove(
      name: "earthquake", type: .ground, power: 100, category: .physical, isSpread: true,
      hitsAlly: true)
    let doubles = BattleField(isDoubles: true)
    for move in [surf, earthquake] {
      let single = F.rolls(F.combatant(F.mew), move, F.combatant(F.mew), generation: 3)
      let double = F.rolls(F.combatant(F.mew), move, F.combatant(F.mew), generation: 3, field: doubles)
      #expect(move.doublesShare(inGeneration: 3) == (move.name == "surf" ? 50 : nil))
      if move.name == "earthquake" {
        #expect(double.range == single.range)
      } else {
        // Halved before the +2 and STAB: a little over half.
        #expect((single.range.upperBound / 2...single.range.upperBound * 3 / 5).contains(double.range.upperBound))
      }
    }
    #expect(earthquake.doublesShare(inGeneration: 4) == 75)
  }

  /// What generation III's formula does not have is named and changes nothing: a Life
  /// Orb, a plate; Sea Incense is ×1.05 there; a Ring Target in IV lifts nothing.
  @Test func itemsOfLaterGenerations() {
    let surf = DamagingMove(name: "surf", type: .water, power: 95, category: .special, isSpread: true)
    let plain = F.rolls(F.combatant(F.milotic), surf, F.combatant(F.mew), generation: 3)
    let orb = F.rolls(F.combatant(F.milotic, item: "life-orb"), surf, F.combatant(F.mew), generation: 3)
    #expect(orb.firstHit == plain.firstHit)
    #expect(orb.unmodelled == ["life-orb"])
    let incense = F.rolls(F.combatant(F.milotic, item: "sea-incense"), surf, F.combatant(F.mew), generation: 3)
    #expect(incense.unmodelled == [])
    #expect(incense.firstHit != plain.firstHit)
    let sludgeBomb = DamagingMove(name: "sludge-bomb", type: .poison, power: 90, category: .special)
    let ringTarget = F.rolls(
      F.combatant(F.mew), sludgeBomb, F.combatant(F.skarmory, item: "ring-target"), generation: 4)
    #expect(ringTarget.range == 0...0)
    #expect(ringTarget.unmodelled == ["ring-target"])
  }

  /// Moves of a type or power of the user's, and the Speed abilities Gyro Ball asks
  /// about, are named.
  @Test func whatTheMoveAsksIsNamed() {
    let hiddenPower = DamagingMove(name: "hidden-power", type: .normal, power: 60, category: .special)
    #expect(F.rolls(F.combatant(F.mew), hiddenPower, F.combatant(F.mew)).unmodelled == ["hidden-power"])
    let gyroBall = DamagingMove(name: "gyro-ball", type: .steel, power: 0, category: .physical)
    #expect(
      F.rolls(F.combatant(F.skarmory), gyroBall, F.combatant(F.mew, ability: "swift-swim")).unmodelled
        == ["swift-swim"])
  }
}
