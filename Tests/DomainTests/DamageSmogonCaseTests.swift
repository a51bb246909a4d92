import Domain
import Testing

/// Cases of Smogon's damage calculator (`smogon/damage-calc`, `calc/src/test/calc.test.ts`,
/// each named by its test there), one a generation: its set-ups and expected ranges are
/// facts of the games the calculator was checked against. Its defaults are the fixtures':
/// level 100, 31 IVs, no EVs, a neutral nature; abilities that change nothing here are
/// left out.
@Suite("Damage: Smogon's calculator's cases")
struct DamageSmogonCaseTests {
  typealias F = DamageFixtures

  static let explosion = DamagingMove(
    name: "explosion", type: .normal, power: 250, category: .physical, isSpread: true)

  /// "Critical hits ignore attack decreases": a burned Mew's Explosion against Vulpix
  /// behind Reflect, a critical hit (which ignores both), then +2 against +2 without.
  @Test(arguments: [(5, 364...429, 91...107), (6, 273...321, 91...107), (7, 273...321, 91...107),
    (8, 273...321, 91...107), (9, 273...321, 91...107)])
  func criticalHitsIgnoreAttackDecreases(
    generation: Int, critical: ClosedRange<Int>, boosted: ClosedRange<Int>
  ) {
    let field = BattleField(isCritical: true, reflect: true)
    #expect(
      F.range(
        F.combatant(F.mew, status: .burn), Self.explosion, F.combatant(F.vulpix),
        generation: generation, field: field) == critical)
    var plain = field
    plain.isCritical = false
    #expect(
      F.range(
        F.combatant(F.mew, status: .burn, boosts: ["attack": 2]), Self.explosion,
        F.combatant(F.vulpix, boosts: ["defense": 2]), generation: generation, field: plain)
        == boosted)
  }

  /// "Flying Press": Fighting and Flying at once (×4 on Cacturne), still stopped by a
  /// Ghost, unless a Ring Target or Scrappy lifts the immunity. 80 power before
  /// generation VII, 100 after.
  @Test(arguments: [(6, 484...576, 152...180), (7, 612...720, 188...224), (8, 612...720, 188...224),
    (9, 612...720, 188...224)])
  func flyingPress(generation: Int, cacturne: ClosedRange<Int>, lifted: ClosedRange<Int>) {
    let move = DamagingMove(
      name: "flying-press", type: .fighting, power: generation == 6 ? 80 : 100,
      category: .physical, makesContact: true)
    let hawlucha = F.combatant(F.hawlucha)
    #expect(F.range(hawlucha, move, F.combatant(F.cacturne), generation: generation) == cacturne)
    #expect(F.range(hawlucha, move, F.combatant(F.spiritomb), generation: generation) == 0...0)
    #expect(
      F.range(hawlucha, move, F.combatant(F.spiritomb, item: "ring-target"), generation: generation)
        == lifted)
    #expect(
      F.range(F.combatant(F.hawlucha, ability: "scrappy"), move, F.combatant(F.spiritomb), generation: generation)
        == lifted)
  }

  /// "Thousand Arrows and Ring Target Should negate damage nullfiers": Swellow is hit
  /// neutrally.
  @Test(arguments: [6, 7, 8, 9])
  func thousandArrowsHitsAFlyingType(generation: Int) {
    let move = DamagingMove(
      name: "thousand-arrows", type: .ground, power: 90, category: .physical, isSpread: true)
    #expect(
      F.range(F.combatant(F.zygarde), move, F.combatant(F.swellow), generation: generation)
        == 147...174)
  }

  /// "Ring Target should negate type nullfiers": Sludge Bomb and Earth Power on a
  /// Skarmory holding one.
  @Test(arguments: [5, 6, 7, 8, 9])
  func ringTargetNegatesTypeImmunities(generation: Int) {
    let skarmory = F.combatant(F.skarmory, item: "ring-target")
    let sludgeBomb = DamagingMove(
      name: "sludge-bomb", type: .poison, power: 90, category: .special, hasSecondaryEffect: true)
    let earthPower = DamagingMove(
      name: "earth-power", type: .ground, power: 90, category: .special, hasSecondaryEffect: true)
    #expect(F.range(F.combatant(F.mew), sludgeBomb, skarmory, generation: generation) == 87...103)
    #expect(F.range(F.combatant(F.mew), earthPower, skarmory, generation: generation) == 174...206)
  }

  /// "IVs are shown if applicable": Mew's Psychic on Mew, with 9 IVs, then 9 EVs.
  @Test(arguments: [5, 6, 7, 8, 9])
  func individualAndEffortValues(generation: Int) {
    let nines = ["special-attack": 9, "special-defense": 9, "hp": 9]
    let psychic = DamagingMove(
      name: "psychic", type: .psychic, power: 90, category: .special, hasSecondaryEffect: true)
    #expect(
      F.range(F.combatant(F.mew, ivs: nines), psychic, F.combatant(F.mew, evs: nines), generation: generation)
        == 43...51)
    #expect(
      F.range(F.combatant(F.mew, evs: nines), psychic, F.combatant(F.mew, ivs: nines), generation: generation)
        == 54...64)
  }

  /// "Iron Ball Should negate damage nullifiers" and "Iron Ball negates levitate".
  @Test(arguments: [5, 6, 7, 8, 9])
  func ironBallGrounds(generation: Int) {
    let earthquake = DamagingMove(
      name: "earthquake", type: .ground, power: 100, category: .physical, isSpread: true)
    #expect(
      F.range(F.combatant(F.vibrava), earthquake, F.combatant(F.zapdos, item: "iron-ball"), generation: generation)
        == 93...109)
    let mudShot = DamagingMove(
      name: "mud-shot", type: .ground, power: 55, category: .special, hasSecondaryEffect: true)
    #expect(
      F.range(
        F.combatant(F.poliwrath), mudShot,
        F.combatant(F.mismagius, ability: "levitate", item: "iron-ball"), generation: generation)
        == 29...35)
    #expect(
      F.range(F.combatant(F.poliwrath), mudShot, F.combatant(F.mismagius, ability: "levitate"), generation: generation)
        == 0...0)
  }

  /// "Multiscale and Shadow Shield Should halve damage taken", and "…should not halve
  /// damage if less than 100% HP" (Dragonite at 69 HP).
  @Test(arguments: [5, 6, 7, 8, 9])
  func multiscaleAtFullHP(generation: Int) {
    let iceShard = DamagingMove(
      name: "ice-shard", type: .ice, power: 40, category: .physical, priority: 1)
    #expect(
      F.range(F.combatant(F.abomasnow), iceShard, F.combatant(F.dragonite, ability: "multiscale"), generation: generation)
        == 84...102)
    #expect(
      F.range(
        F.combatant(F.abomasnow), iceShard,
        F.combatant(F.dragonite, ability: "multiscale", currentHP: 69), generation: generation)
        == 168...204)
  }

  /// "Multiscale and Shadow Shield halves damage even if there are hazzards if holding
  /// Heavy-Duty Boots": Blizzard on a Shadow Shield Dragonite (no hazards counted here).
  @Test(arguments: [8, 9])
  func shadowShield(generation: Int) {
    let blizzard = DamagingMove(
      name: "blizzard", type: .ice, power: 110, category: .special, isSpread: true,
      hasSecondaryEffect: true)
    #expect(
      F.range(
        F.combatant(F.abomasnow), blizzard,
        F.combatant(F.dragonite, ability: "shadow-shield", item: "heavy-duty-boots"),
        generation: generation) == 222...264)
  }

  /// "Psychic Terrain": +2 Timid 252 SpA Mewtwo's Psystrike (which hits the Defense) on
  /// a burned Bold 248 HP / 184 Def Marvel Scale Milotic, the terrain ×1.5 in generation
  /// VII and ×1.3 after; Sucker Punch, a priority move, stopped by it.
  @Test(arguments: [(7, 331...391), (8, 288...339), (9, 288...339)])
  func psychicTerrain(generation: Int, expected: ClosedRange<Int>) {
    let field = BattleField(terrain: .psychic)
    let mewtwo = F.combatant(
      F.mewtwo, evs: ["special-attack": 252],
      nature: F.nature(raising: "speed", lowering: "attack"), boosts: ["special-attack": 2])
    let milotic = F.combatant(
      F.milotic, evs: ["hp": 248, "defense": 184],
      nature: F.nature(raising: "defense", lowering: "attack"), ability: "marvel-scale",
      item: "flame-orb", status: .burn, boosts: ["special-defense": 1])
    let psystrike = DamagingMove(name: "psystrike", type: .psychic, power: 100, category: .special)
    #expect(F.range(mewtwo, psystrike, milotic, generation: generation, field: field) == expected)
    let suckerPunch = DamagingMove(
      name: "sucker-punch", type: .dark, power: 70, category: .physical, makesContact: true,
      priority: 1)
    #expect(F.range(mewtwo, suckerPunch, milotic, generation: generation, field: field) == 0...0)
  }

  /// "Multi-hit interaction with Multiscale": Icicle Spear's three hits on a Multiscale
  /// Dragonite, the first halved, the others not.
  @Test(arguments: [5, 6, 7, 8, 9])
  func multiHitWithMultiscale(generation: Int) {
    let icicleSpear = DamagingMove(
      name: "icicle-spear", type: .ice, power: 25, category: .physical, hits: 3)
    let rolls = F.rolls(
      F.combatant(F.mamoswine), icicleSpear, F.combatant(F.dragonite, ability: "multiscale"),
      generation: generation)
    #expect(rolls.range == 360...430)
    #expect(rolls.knockOut(hp: F.combatant(F.dragonite).hp)?.verdict == "guaranteed OHKO")
  }

  /// The verdicts of the same cases, as the calculator writes them after the range
  /// (before any damage at the end of a turn, which it adds and this does not yet).
  @Test func knockOutVerdicts() {
    func verdict(
      _ attacker: Combatant, _ move: DamagingMove, _ defender: Combatant, generation: Int = 9
    ) -> String? {
      DamageCalculator.damage(
        from: attacker, to: defender, with: move, on: BattleField(generation: generation),
        chart: F.chart(generation: generation)
      ).knockOut(hp: defender.hp)?.verdict
    }
    let skarmory = F.combatant(F.skarmory, item: "ring-target")
    #expect(
      verdict(
        F.combatant(F.mew),
        DamagingMove(name: "sludge-bomb", type: .poison, power: 90, category: .special), skarmory)
        == "94.6% chance to 3HKO")
    #expect(
      verdict(
        F.combatant(F.mew),
        DamagingMove(name: "earth-power", type: .ground, power: 90, category: .special), skarmory)
        == "guaranteed 2HKO")
    let nines = ["special-attack": 9, "special-defense": 9, "hp": 9]
    let psychic = DamagingMove(name: "psychic", type: .psychic, power: 90, category: .special)
    #expect(verdict(F.combatant(F.mew, ivs: nines), psychic, F.combatant(F.mew, evs: nines)) == "possible 7HKO")
    #expect(verdict(F.combatant(F.mew, evs: nines), psychic, F.combatant(F.mew, ivs: nines)) == "possible 5HKO")
    #expect(
      verdict(
        F.combatant(F.vibrava),
        DamagingMove(name: "earthquake", type: .ground, power: 100, category: .physical),
        F.combatant(F.zapdos, item: "iron-ball")) == "1.2% chance to 3HKO")
    #expect(
      verdict(
        F.combatant(F.poliwrath),
        DamagingMove(name: "mud-shot", type: .ground, power: 55, category: .special),
        F.combatant(F.mismagius, ability: "levitate", item: "iron-ball")) == "possible 8HKO")
    let iceShard = DamagingMove(name: "ice-shard", type: .ice, power: 40, category: .physical)
    #expect(
      verdict(F.combatant(F.abomasnow), iceShard, F.combatant(F.dragonite, ability: "multiscale"))
        == "guaranteed 4HKO")
    #expect(
      verdict(
        F.combatant(F.abomasnow), iceShard,
        F.combatant(F.dragonite, ability: "multiscale", currentHP: 69)) == "guaranteed OHKO")
    #expect(
      verdict(
        F.combatant(F.zygarde),
        DamagingMove(name: "thousand-arrows", type: .ground, power: 90, category: .physical),
        F.combatant(F.swellow)) == "guaranteed 2HKO")
    #expect(
      verdict(
        F.combatant(F.mew),
        DamagingMove(name: "amnesia", type: .psychic, power: 0, category: .special),
        F.combatant(F.mew)) == nil, "Non-damaging: 0-0")
  }
}
