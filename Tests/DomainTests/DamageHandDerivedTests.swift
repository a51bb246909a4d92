import Domain
import Testing

/// Cases derived by hand from the generation V+ formula (generation IX, level 100, 31
/// IVs, no EVs, neutral natures), each roll by roll. The first is written out; the
/// others change one step of it, named in each case.
///
/// Garchomp's Earthquake on Heatran: Attack (2 × 130 + 31) + 5 = 296, Defense (2 × 106 +
/// 31) + 5 = 248; base damage ⌊⌊42 × 100 × 296 / 248⌋ / 50⌋ + 2 = ⌊5,012 / 50⌋ + 2 = 102;
/// the 85 % roll ⌊102 × 85 / 100⌋ = 86, STAB 86 × 6,144 / 4,096 = 129, ×4 (Ground on
/// Fire and on Steel) = 516; the 100 % roll 102 → 153 → 612.
@Suite("Damage: cases derived by hand")
struct DamageHandDerivedTests {
  typealias F = DamageFixtures

  static let earthquake = DamagingMove(
    name: "earthquake", type: .ground, power: 100, category: .physical, isSpread: true)
  static let hyperBeam = DamagingMove(
    name: "hyper-beam", type: .normal, power: 150, category: .special)
  static let flamethrower = DamagingMove(
    name: "flamethrower", type: .fire, power: 90, category: .special, hasSecondaryEffect: true)
  static let drainPunch = DamagingMove(
    name: "drain-punch", type: .fighting, power: 75, category: .physical, makesContact: true)

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var attacker: Combatant
    var move: DamagingMove
    var defender: Combatant
    var field = BattleField()
    var rolls: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "Earthquake on Heatran", attacker: F.combatant(F.garchomp), move: earthquake,
      defender: F.combatant(F.heatran),
      rolls: [516, 520, 528, 532, 540, 544, 552, 556, 564, 568, 576, 580, 588, 592, 600, 612]),
    Case(
      name: "Choice Band: Attack ×1.5 = 444, base 152", attacker: F.combatant(F.garchomp, item: "choice-band"),
      move: earthquake, defender: F.combatant(F.heatran),
      rolls: [772, 780, 792, 796, 808, 816, 828, 832, 844, 852, 864, 868, 880, 888, 900, 912]),
    Case(
      name: "Hustle: Attack ×1.5 = 444 directly", attacker: F.combatant(F.garchomp, ability: "hustle"),
      move: earthquake, defender: F.combatant(F.heatran),
      rolls: [772, 780, 792, 796, 808, 816, 828, 832, 844, 852, 864, 868, 880, 888, 900, 912]),
    Case(
      name: "Life Orb: final ×5,324/4,096", attacker: F.combatant(F.garchomp, item: "life-orb"),
      move: earthquake, defender: F.combatant(F.heatran),
      rolls: [671, 676, 686, 691, 702, 707, 717, 723, 733, 738, 749, 754, 764, 769, 780, 795]),
    Case(
      name: "Expert Belt: final ×4,915/4,096 on a super effective hit",
      attacker: F.combatant(F.garchomp, item: "expert-belt"), move: earthquake,
      defender: F.combatant(F.heatran),
      rolls: [619, 624, 634, 638, 648, 653, 662, 667, 677, 682, 691, 696, 706, 710, 720, 734]),
    Case(
      name: "Soft Sand: power 100 × 4,915/4,096 = 120, base 122",
      attacker: F.combatant(F.garchomp, item: "soft-sand"), move: earthquake,
      defender: F.combatant(F.heatran),
      rolls: [616, 624, 636, 640, 648, 652, 664, 672, 676, 684, 688, 700, 708, 712, 720, 732]),
    Case(
      name: "Shuca Berry: final ×½", attacker: F.combatant(F.garchomp), move: earthquake,
      defender: F.combatant(F.heatran, item: "shuca-berry"),
      rolls: [258, 260, 264, 266, 270, 272, 276, 278, 282, 284, 288, 290, 294, 296, 300, 306]),
    Case(
      name: "Filter: final ×¾ on a super effective hit", attacker: F.combatant(F.garchomp),
      move: earthquake, defender: F.combatant(F.heatran, ability: "filter"),
      rolls: [387, 390, 396, 399, 405, 408, 414, 417, 423, 426, 432, 435, 441, 444, 450, 459]),
    Case(
      name: "Doubles: spread ×3,072/4,096, base 76", attacker: F.combatant(F.garchomp),
      move: earthquake, defender: F.combatant(F.heatran), field: BattleField(isDoubles: true),
      rolls: [384, 388, 396, 396, 400, 408, 412, 412, 420, 424, 432, 432, 436, 444, 448, 456]),
    Case(
      name: "Tera Ground: STAB ×2", attacker: F.combatant(F.garchomp, teraType: .ground),
      move: earthquake, defender: F.combatant(F.heatran),
      rolls: [688, 696, 704, 712, 720, 728, 736, 744, 752, 760, 768, 776, 784, 792, 800, 816]),
    Case(
      name: "Critical hit: base 102 × 1.5 = 153", attacker: F.combatant(F.garchomp),
      move: earthquake, defender: F.combatant(F.heatran), field: BattleField(isCritical: true),
      rolls: [780, 784, 796, 804, 816, 820, 832, 840, 852, 856, 868, 876, 888, 892, 904, 916]),
    Case(
      name: "Eviolite: Chansey's Defense 46 × 1.5 = 69", attacker: F.combatant(F.garchomp),
      move: earthquake, defender: F.combatant(F.chansey, item: "eviolite"),
      rolls: [460, 466, 471, 477, 483, 487, 493, 499, 504, 510, 514, 520, 526, 531, 537, 543]),
    Case(
      name: "Huge Power: Azumarill's Attack 136 × 2 = 272, Play Rough on Garchomp",
      attacker: F.combatant(F.azumarill, ability: "huge-power"),
      move: DamagingMove(name: "play-rough", type: .fairy, power: 90, category: .physical, makesContact: true),
      defender: F.combatant(F.garchomp),
      rolls: [234, 236, 240, 240, 242, 246, 248, 252, 254, 258, 260, 264, 266, 270, 272, 276]),
    Case(
      name: "Technician: Bullet Punch's 40 power × 1.5 = 60",
      attacker: F.combatant(F.scizor, ability: "technician"),
      move: DamagingMove(
        name: "bullet-punch", type: .steel, power: 40, category: .physical, makesContact: true,
        priority: 1),
      defender: F.combatant(F.garchomp),
      rolls: [85, 87, 88, 88, 90, 91, 91, 93, 94, 94, 96, 97, 97, 99, 100, 102]),
    Case(
      name: "Adaptability: STAB ×2, Hyper Beam on Garchomp",
      attacker: F.combatant(F.porygonZ, ability: "adaptability"), move: hyperBeam,
      defender: F.combatant(F.garchomp),
      rolls: [320, 324, 328, 332, 336, 340, 342, 346, 350, 354, 358, 362, 366, 370, 374, 378]),
    Case(
      name: "Assault Vest: Heatran's Sp. Def 248 × 1.5 = 372, Hyper Beam ×½",
      attacker: F.combatant(F.porygonZ, ability: "adaptability"), move: hyperBeam,
      defender: F.combatant(F.heatran, item: "assault-vest"),
      rolls: [89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 105]),
    Case(
      name: "Light Screen in doubles: final ×2,732/4,096",
      attacker: F.combatant(F.porygonZ, ability: "adaptability"), move: hyperBeam,
      defender: F.combatant(F.garchomp), field: BattleField(isDoubles: true, lightScreen: true),
      rolls: [213, 216, 219, 221, 224, 227, 228, 231, 233, 236, 239, 241, 244, 247, 249, 252]),
    Case(
      name: "Tinted Lens: a resisted hit ×2", attacker: F.combatant(F.porygonZ, ability: "tinted-lens"),
      move: hyperBeam, defender: F.combatant(F.heatran),
      rolls: [198, 202, 204, 206, 208, 210, 212, 216, 218, 220, 222, 224, 228, 228, 232, 234]),
    Case(
      name: "Sandstorm: Tyranitar's Sp. Def 236 × 1.5 = 354",
      attacker: F.combatant(F.porygonZ, ability: "adaptability"), move: hyperBeam,
      defender: F.combatant(F.tyranitar), field: BattleField(weather: .sand),
      rolls: [93, 94, 95, 96, 97, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 110]),
    Case(
      name: "Guts: a burned Conkeldurr's Attack 316 × 1.5 = 474, the burn not halving",
      attacker: F.combatant(F.conkeldurr, ability: "guts", status: .burn), move: drainPunch,
      defender: F.combatant(F.heatran),
      rolls: [308, 312, 318, 320, 324, 326, 332, 336, 338, 342, 344, 350, 354, 356, 360, 366]),
    Case(
      name: "Burn: halved after type effectiveness", attacker: F.combatant(F.conkeldurr, status: .burn),
      move: drainPunch, defender: F.combatant(F.heatran),
      rolls: [103, 105, 106, 108, 108, 109, 111, 112, 114, 115, 115, 117, 118, 120, 121, 123]),
    Case(
      name: "Sun: Fire ×6,144/4,096 on the base damage, 116 → 174",
      attacker: F.combatant(F.heatran), move: flamethrower, defender: F.combatant(F.scizor),
      field: BattleField(weather: .sun),
      rolls: [880, 892, 904, 916, 924, 936, 948, 960, 964, 976, 988, 1_000, 1_008, 1_020, 1_032, 1_044]),
    Case(
      name: "Rain: Fire ×2,048/4,096, 116 → 58", attacker: F.combatant(F.heatran),
      move: flamethrower, defender: F.combatant(F.scizor), field: BattleField(weather: .rain),
      rolls: [292, 292, 300, 304, 304, 312, 312, 316, 316, 324, 328, 328, 336, 336, 340, 348]),
    Case(
      name: "Thick Fat: Sp. Atk 296 × ½ = 148, ×½ on Water (Fairy takes Fire neutrally)",
      attacker: F.combatant(F.heatran), move: flamethrower,
      defender: F.combatant(F.azumarill, ability: "thick-fat"),
      rolls: [37, 37, 38, 38, 39, 39, 39, 40, 40, 41, 42, 42, 42, 42, 43, 44]),
    Case(
      name: "Low Kick: Heatran's 430 kg make 120 power",
      attacker: F.combatant(F.conkeldurr),
      move: DamagingMove(name: "low-kick", type: .fighting, power: 0, category: .physical, makesContact: true),
      defender: F.combatant(F.heatran),
      rolls: [330, 332, 338, 342, 344, 350, 354, 356, 360, 366, 368, 372, 378, 380, 384, 390]),
    Case(
      name: "Knock Off: 65 × 1.5 = 97.5, rounded half down to 97",
      attacker: F.combatant(F.tyranitar),
      move: DamagingMove(name: "knock-off", type: .dark, power: 65, category: .physical, makesContact: true),
      defender: F.combatant(F.heatran, item: "leftovers"),
      rolls: [127, 129, 130, 132, 133, 135, 136, 138, 139, 141, 142, 144, 145, 147, 148, 151]),
  ]

  /// Cases of generations before IX and of the corners of the rules.
  static let corners: [Case] = [
    Case(
      name: "Tera Fire with Adaptability: the Normal move keeps its own ×1.5, no more",
      attacker: F.combatant(F.porygonZ, ability: "adaptability", teraType: .fire), move: hyperBeam,
      defender: F.combatant(F.garchomp),
      rolls: [240, 243, 246, 249, 252, 255, 256, 259, 262, 265, 268, 271, 274, 277, 280, 283]),
    Case(
      name: "Tera Stellar defends with its own types", attacker: F.combatant(F.garchomp),
      move: earthquake, defender: F.combatant(F.heatran, teraType: .stellar),
      rolls: [516, 520, 528, 532, 540, 544, 552, 556, 564, 568, 576, 580, 588, 592, 600, 612]),
    Case(
      name: "Gyro Ball: 25 × 240 / 190 + 1 = 32 power", attacker: F.combatant(F.heatran),
      move: DamagingMove(name: "gyro-ball", type: .steel, power: 0, category: .physical, makesContact: true),
      defender: F.combatant(F.garchomp),
      rolls: [33, 34, 34, 34, 36, 36, 36, 36, 37, 37, 37, 37, 39, 39, 39, 40]),
    Case(
      name: "Gyro Ball with an Iron Ball: its Speed halved to 95, 64 power",
      attacker: F.combatant(F.heatran, item: "iron-ball"),
      move: DamagingMove(name: "gyro-ball", type: .steel, power: 0, category: .physical, makesContact: true),
      defender: F.combatant(F.garchomp),
      rolls: [67, 67, 69, 69, 70, 70, 72, 72, 73, 73, 75, 75, 76, 76, 78, 79]),
  ]

  /// Generation V: Knock Off has no boost, and Steel resists Dark.
  @Test func knockOffInGenerationFive() {
    let rolls = F.rolls(
      F.combatant(F.tyranitar),
      DamagingMove(name: "knock-off", type: .dark, power: 65, category: .physical, makesContact: true),
      F.combatant(F.heatran, item: "leftovers"), generation: 5)
    #expect(rolls.rolls == [42, 43, 44, 44, 45, 45, 45, 46, 47, 47, 48, 48, 48, 49, 50, 51])
  }

  /// Generation VI chains power modifiers in another order than VII: Technician, the
  /// item, then the terrain make 4,096 → 6,144 → 7,372 → 11,060, and a 25-power move 68
  /// (the order of VII makes 11,059 and 67).
  @Test func powerModifiersInGenerationSixOrder() {
    let rolls = F.rolls(
      F.combatant(F.breloom, ability: "technician", item: "miracle-seed"),
      DamagingMove(name: "bullet-seed", type: .grass, power: 25, category: .physical),
      F.combatant(F.mew), generation: 6, field: BattleField(terrain: .grassy))
    #expect(rolls.rolls == [93, 93, 94, 96, 96, 97, 99, 100, 100, 102, 103, 105, 105, 106, 108, 109])
  }

  @Test(arguments: corners)
  func cornersRollByRoll(_ example: Case) {
    #expect(F.rolls(example.attacker, example.move, example.defender, field: example.field).rolls == example.rolls)
  }

  @Test(arguments: cases)
  func rollByRoll(_ example: Case) {
    let rolls = DamageCalculator.damage(
      from: example.attacker, to: example.defender, with: example.move, on: example.field,
      chart: F.chart(generation: 9))
    #expect(rolls.rolls == example.rolls)
  }

  /// Immunities: an Air Balloon and Levitate over Ground, Flash Fire, Water Absorb, and
  /// Wonder Guard against anything not super effective.
  @Test func immunitiesDoNothing() {
    let chart = F.chart(generation: 9)
    func rolls(_ attacker: Combatant, _ move: DamagingMove, _ defender: Combatant) -> [Int] {
      DamageCalculator.damage(from: attacker, to: defender, with: move, on: BattleField(), chart: chart).rolls
    }
    let zero = Array(repeating: 0, count: 16)
    #expect(rolls(F.combatant(F.garchomp), Self.earthquake, F.combatant(F.heatran, item: "air-balloon")) == zero)
    #expect(rolls(F.combatant(F.garchomp), Self.earthquake, F.combatant(F.heatran, ability: "levitate")) == zero)
    #expect(rolls(F.combatant(F.scizor), Self.flamethrower, F.combatant(F.heatran, ability: "flash-fire")) == zero)
    let surf = DamagingMove(name: "surf", type: .water, power: 90, category: .special, isSpread: true)
    #expect(rolls(F.combatant(F.azumarill), surf, F.combatant(F.milotic, ability: "water-absorb")) == zero)
    #expect(rolls(F.combatant(F.garchomp), Self.drainPunch, F.combatant(F.mew, ability: "wonder-guard")) == zero)
    #expect(rolls(F.combatant(F.garchomp), Self.earthquake, F.combatant(F.heatran, ability: "wonder-guard")) != zero)
  }

  /// What the calculator does not count is named, never silently left out; what is
  /// known to change no hit (Rough Skin, Leftovers) is counted, as doing nothing.
  @Test func unmodelledAbilitiesAndItemsAreNamed() {
    let rolls = DamageCalculator.damage(
      from: F.combatant(F.garchomp, ability: "mold-breaker", item: "metronome"),
      to: F.combatant(F.heatran, ability: "flash-fire", item: "booster-energy"), with: Self.earthquake,
      on: BattleField(), chart: F.chart(generation: 9))
    #expect(rolls.unmodelled == ["mold-breaker", "metronome", "booster-energy"])
    let inert = DamageCalculator.damage(
      from: F.combatant(F.garchomp, ability: "rough-skin"),
      to: F.combatant(F.heatran, ability: "flash-fire", item: "leftovers"), with: Self.earthquake,
      on: BattleField(), chart: F.chart(generation: 9))
    #expect(inert.unmodelled == [])
    let foulPlay = DamagingMove(name: "foul-play", type: .dark, power: 95, category: .physical)
    #expect(F.rolls(F.combatant(F.tyranitar), foulPlay, F.combatant(F.mew)).unmodelled == ["foul-play"])
    let seismicToss = DamagingMove(name: "seismic-toss", type: .fighting, power: 0, category: .physical)
    #expect(F.rolls(F.combatant(F.tyranitar), seismicToss, F.combatant(F.mew)).unmodelled == ["seismic-toss"])
    #expect(
      F.rolls(F.combatant(F.garchomp), Self.earthquake, F.combatant(F.heatran), generation: 2).unmodelled
        == ["generation-2"])
    // An item of a later generation's formula is not counted in generation IV's.
    #expect(
      F.rolls(F.combatant(F.garchomp, item: "assault-vest"), Self.earthquake, F.combatant(F.heatran), generation: 4)
        .unmodelled == ["assault-vest"])
  }
}
