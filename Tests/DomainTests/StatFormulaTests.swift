import Domain
import PokedexTesting
import Testing

/// `StatFormula` against published examples, both ways: a stat from its training, and the
/// least training that reaches a published stat. Each case names where it is published.
@Suite("Stat formulas against published examples")
struct StatFormulaTests {
  /// One published stat: the inputs and the value the source gives.
  struct Published: CustomTestStringConvertible, Sendable {
    var source: String
    var formula: StatFormula
    var base: Int
    var isHP = false
    var level: Int
    var individual: Int
    var effort: Int
    var nature: NatureEffect = .neutral
    var value: Int

    var testDescription: String { "\(source): \(value)" }
  }

  // smogon/damage-calc, calc/src/test/stats.test.ts, "calcStat": base 100, IV 31,
  // 252 EVs, level 100, Adamant, in every generation; in I and II the IV 31 is DV 15 and
  // 252 EVs are 63,002 stat experience (its EVToStatEXP: (252 − 1)² + 1).
  static let damageCalcStats: [Published] = [
    .init(source: "damage-calc stats, HP", formula: .modern, base: 100, isHP: true, level: 100, individual: 31, effort: 252, value: 404),
    .init(source: "damage-calc stats, Atk", formula: .modern, base: 100, level: 100, individual: 31, effort: 252, nature: .raising, value: 328),
    .init(source: "damage-calc stats, Def", formula: .modern, base: 100, level: 100, individual: 31, effort: 252, value: 299),
    .init(source: "damage-calc stats, SpA", formula: .modern, base: 100, level: 100, individual: 31, effort: 252, nature: .lowering, value: 269),
    .init(source: "damage-calc stats, SpD", formula: .modern, base: 100, level: 100, individual: 31, effort: 252, value: 299),
    .init(source: "damage-calc stats, Spe", formula: .modern, base: 100, level: 100, individual: 31, effort: 252, value: 299),
    .init(source: "damage-calc stats, RBY HP", formula: .gameBoy, base: 100, isHP: true, level: 100, individual: 15, effort: 63_002, value: 403),
    .init(source: "damage-calc stats, RBY Atk", formula: .gameBoy, base: 100, level: 100, individual: 15, effort: 63_002, value: 298),
    .init(source: "damage-calc stats, RBY Def", formula: .gameBoy, base: 100, level: 100, individual: 15, effort: 63_002, value: 298),
    .init(source: "damage-calc stats, RBY Spc", formula: .gameBoy, base: 100, level: 100, individual: 15, effort: 63_002, value: 298),
    .init(source: "damage-calc stats, GSC SpD", formula: .gameBoy, base: 100, level: 100, individual: 15, effort: 63_002, value: 298),
    .init(source: "damage-calc stats, RBY Spe", formula: .gameBoy, base: 100, level: 100, individual: 15, effort: 63_002, value: 298),
    .init(source: "damage-calc stats, Shedinja's HP", formula: .modern, base: 1, isHP: true, level: 100, individual: 31, effort: 252, value: 1),
    .init(source: "damage-calc stats, no nature", formula: .modern, base: 100, level: 100, individual: 31, effort: 252, value: 299),
  ]

  // smogon/damage-calc, calc/src/test/pokemon.test.ts: "defaults" (Gengar, level 100,
  // IVs 31, no EVs, Serious: base 60/65/60/130/75/110), "Pokemon full" (Suicune, level
  // 50, Bold, Sp. Atk IV 30, 252 HP / 252 Def / 4 SpD: base 100/75/115/90/115/85) and
  // "gen1" (Tauros, level 100, DVs Atk 15 Def 8 Spe 15 Spc 10, Attack from 200 EVs,
  // 39,602 stat experience, the rest from 252, 63,002: base 75/100/95/70/110).
  static let damageCalcPokemon: [Published] = [
    .init(source: "damage-calc Gengar HP", formula: .modern, base: 60, isHP: true, level: 100, individual: 31, effort: 0, value: 261),
    .init(source: "damage-calc Gengar Atk", formula: .modern, base: 65, level: 100, individual: 31, effort: 0, value: 166),
    .init(source: "damage-calc Gengar Def", formula: .modern, base: 60, level: 100, individual: 31, effort: 0, value: 156),
    .init(source: "damage-calc Gengar SpA", formula: .modern, base: 130, level: 100, individual: 31, effort: 0, value: 296),
    .init(source: "damage-calc Gengar SpD", formula: .modern, base: 75, level: 100, individual: 31, effort: 0, value: 186),
    .init(source: "damage-calc Gengar Spe", formula: .modern, base: 110, level: 100, individual: 31, effort: 0, value: 256),
    .init(source: "damage-calc Suicune HP", formula: .modern, base: 100, isHP: true, level: 50, individual: 31, effort: 252, value: 207),
    .init(source: "damage-calc Suicune Atk", formula: .modern, base: 75, level: 50, individual: 31, effort: 0, nature: .lowering, value: 85),
    .init(source: "damage-calc Suicune Def", formula: .modern, base: 115, level: 50, individual: 31, effort: 252, nature: .raising, value: 183),
    .init(source: "damage-calc Suicune SpA", formula: .modern, base: 90, level: 50, individual: 30, effort: 0, value: 110),
    .init(source: "damage-calc Suicune SpD", formula: .modern, base: 115, level: 50, individual: 31, effort: 4, value: 136),
    .init(source: "damage-calc Suicune Spe", formula: .modern, base: 85, level: 50, individual: 31, effort: 0, value: 105),
    .init(source: "damage-calc Tauros HP", formula: .gameBoy, base: 75, isHP: true, level: 100, individual: 10, effort: 63_002, value: 343),
    .init(source: "damage-calc Tauros Atk", formula: .gameBoy, base: 100, level: 100, individual: 15, effort: 39_602, value: 285),
    .init(source: "damage-calc Tauros Def", formula: .gameBoy, base: 95, level: 100, individual: 8, effort: 63_002, value: 274),
    .init(source: "damage-calc Tauros Spc", formula: .gameBoy, base: 70, level: 100, individual: 10, effort: 63_002, value: 228),
    .init(source: "damage-calc Tauros Spe", formula: .gameBoy, base: 110, level: 100, individual: 15, effort: 63_002, value: 318),
  ]

  // Bulbapedia, "Stat", the worked example from generation III on: a level 78 Adamant
  // Garchomp (base 108/130/95/80/85/102), IVs 24/12/30/16/23/5, EVs 74/190/91/48/84/23.
  static let bulbapediaGarchomp: [Published] = [
    .init(source: "Bulbapedia Garchomp HP", formula: .modern, base: 108, isHP: true, level: 78, individual: 24, effort: 74, value: 289),
    .init(source: "Bulbapedia Garchomp Atk", formula: .modern, base: 130, level: 78, individual: 12, effort: 190, nature: .raising, value: 278),
    .init(source: "Bulbapedia Garchomp Def", formula: .modern, base: 95, level: 78, individual: 30, effort: 91, value: 193),
    .init(source: "Bulbapedia Garchomp SpA", formula: .modern, base: 80, level: 78, individual: 16, effort: 48, nature: .lowering, value: 135),
    .init(source: "Bulbapedia Garchomp SpD", formula: .modern, base: 85, level: 78, individual: 23, effort: 84, value: 171),
    .init(source: "Bulbapedia Garchomp Spe", formula: .modern, base: 102, level: 78, individual: 5, effort: 23, value: 171),
  ]

  // Smogon, "Stats in DP" (smogon.com/resources/competitive/dp/stats): Gyarados, base HP
  // 95, IV 31, 156 EVs, at levels 100 and 50. PokéBeach, "How to Calculate Speed":
  // Bisharp, base Speed 70, IV 31, 252 EVs, level 100, neutral and Jolly.
  static let guides: [Published] = [
    .init(source: "Smogon DP Gyarados HP, level 100", formula: .modern, base: 95, isHP: true, level: 100, individual: 31, effort: 156, value: 370),
    .init(source: "Smogon DP Gyarados HP, level 50", formula: .modern, base: 95, isHP: true, level: 50, individual: 31, effort: 156, value: 190),
    .init(source: "PokéBeach Bisharp Spe, neutral", formula: .modern, base: 70, level: 100, individual: 31, effort: 252, value: 239),
    .init(source: "PokéBeach Bisharp Spe, Jolly", formula: .modern, base: 70, level: 100, individual: 31, effort: 252, nature: .raising, value: 262),
  ]

  static let all = damageCalcStats + damageCalcPokemon + bulbapediaGarchomp + guides

  @Test(arguments: all)
  func theStatIsThePublishedOne(_ example: Published) {
    #expect(
      example.formula.value(
        base: example.base, isHP: example.isHP, level: example.level,
        individual: example.individual, effort: example.effort, nature: example.nature)
        == example.value)
  }

  /// Backwards: the least training that reaches each published stat reaches it, and one
  /// step less (4 EVs, or the stat experience of one point fewer) does not; it is never
  /// more than the source's own training.
  @Test(arguments: all.filter { $0.effort > 0 })
  func theLeastTrainingReachesThePublishedStatAndNoLessDoes(_ example: Published) throws {
    func value(_ effort: Int) -> Int {
      example.formula.value(
        base: example.base, isHP: example.isHP, level: example.level,
        individual: example.individual, effort: effort, nature: example.nature)
    }
    let least = try #require(
      example.formula.leastEffort(
        reaching: example.value, base: example.base, isHP: example.isHP, level: example.level,
        individual: example.individual, nature: example.nature, generation: 9))
    #expect(least <= example.effort)
    #expect(value(least) >= example.value)
    if least > 0 {
      let lessByOneStep =
        example.formula == .modern ? least - 4 : least - 1
      #expect(value(lessByOneStep) < example.value)
    }
  }

  @Test func publishedTrainingsAreTheLeastWhereTheSourceSpentNoMore() {
    // Bisharp's 262 (PokéBeach) needs all 252 EVs; Gyarados's 370 HP (Smogon) all 156;
    // Tauros's 285 Attack (damage-calc) its 39,602 stat experience; Garchomp's 278
    // Attack (Bulbapedia) is reached from 184 of its 190 EVs.
    #expect(StatFormula.modern.leastEffort(reaching: 262, base: 70, isHP: false, level: 100, individual: 31, nature: .raising, generation: 9) == 252)
    #expect(StatFormula.modern.leastEffort(reaching: 370, base: 95, isHP: true, level: 100, individual: 31, generation: 4) == 156)
    #expect(StatFormula.gameBoy.leastEffort(reaching: 285, base: 100, isHP: false, level: 100, individual: 15, generation: 1) == 39_602)
    #expect(StatFormula.modern.leastEffort(reaching: 278, base: 130, isHP: false, level: 78, individual: 12, nature: .raising, generation: 4) == 184)
  }

  @Test func aStatOutOfReachHasNoTraining() {
    // One more than Bisharp's fastest (PokéBeach's 262).
    #expect(StatFormula.modern.leastEffort(reaching: 263, base: 70, isHP: false, level: 100, individual: 31, nature: .raising, generation: 9) == nil)
    #expect(StatFormula.gameBoy.leastEffort(reaching: 299, base: 100, isHP: false, level: 100, individual: 15, generation: 1) == nil)
  }

  // damage-calc, stats.test.ts, "dvs": the HP DV from the Attack, Defense, Speed and
  // Special DVs; and "gen1" in pokemon.test.ts, Tauros's HP DV 10.
  @Test func theHPDeterminantIsMadeOfTheOtherFour() {
    #expect(StatFormula.hpDeterminant(attack: 15, defense: 15, speed: 15, special: 15) == 15)
    #expect(StatFormula.hpDeterminant(attack: 5, defense: 15, speed: 13, special: 13) == 15)
    #expect(StatFormula.hpDeterminant(attack: 15, defense: 3, speed: 10, special: 11) == 13)
    #expect(StatFormula.hpDeterminant(attack: 15, defense: 8, speed: 15, special: 10) == 10)
  }

  /// The games cap stat experience's points at 63 (UPokéCenter, "Red, Blue and Yellow
  /// stat formula"): the most stat experience adds no more than 63,002 does.
  @Test func statExperienceStopsAt63Points() {
    let most = StatFormula.gameBoy.value(base: 100, isHP: false, level: 100, individual: 15, effort: 65_535)
    let published = StatFormula.gameBoy.value(base: 100, isHP: false, level: 100, individual: 15, effort: 63_002)
    #expect(most == published)
  }

  @Test func theFormulaFollowsTheGeneration() {
    #expect(StatFormula(generation: 1) == .gameBoy)
    #expect(StatFormula(generation: 2) == .gameBoy)
    #expect(StatFormula(generation: 3) == .modern)
    #expect(StatFormula(generation: nil) == .modern)
    #expect(StatFormula.modern.maxEffort(generation: 5) == 255)
    #expect(StatFormula.modern.maxEffort(generation: 6) == 252)
  }

  @Test func inputsOutOfRangeAreBroughtIntoIt() {
    let huge = StatFormula.modern.value(base: Int.max, isHP: true, level: Int.max, individual: Int.max, effort: Int.max)
    let most = StatFormula.modern.value(base: 255, isHP: true, level: 100, individual: 31, effort: 255)
    #expect(huge == most)
    #expect(StatFormula.gameBoy.value(base: -5, isHP: false, level: -1, individual: -1, effort: -1) == 5)
  }
}
