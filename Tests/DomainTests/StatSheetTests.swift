import Domain
import PokedexTesting
import Testing

/// `StatSheet` and `StatTraining`: every stat of a Pokémon worked out with one training,
/// the ranges beside them, a target, and the training each generation refuses.
@Suite("A Pokémon's stat sheet")
struct StatSheetTests {
  static let redBlue = GameGroup(slug: "red-blue", order: 1, generation: 1)
  static let goldSilver = GameGroup(slug: "gold-silver", order: 5, generation: 2)
  /// Garchomp with today's base stats, or Tauros as in `game` (generation I's one Special).
  static func pokemon(_ stats: [(String, Int)], asIn game: GameGroup? = nil) -> Pokemon {
    var pokemon = MinimalCard.make(445, "garchomp", "Garchomp")
    pokemon.stats = stats.map { BaseStat(name: $0.0, value: $0.1) }
    pokemon.asIn = game
    return pokemon
  }

  static let garchomp = StatExamples.garchomp
  static let adamant = StatExamples.adamant
  static let taurosInRed = pokemon(
    [("hp", 75), ("attack", 100), ("defense", 95), ("special", 70), ("speed", 110)],
    asIn: redBlue)

  /// Bulbapedia's worked example (see `StatFormulaTests`), as one sheet.
  @Test func bulbapediasGarchompIsOneSheet() throws {
    let training = StatExamples.bulbapediaTraining
    let sheet = try StatSheet(
      pokemon: Self.garchomp, level: 78, nature: Self.adamant, training: training)
    #expect(sheet.formula == .modern)
    #expect(sheet.lines.map(\.value) == [289, 278, 193, 135, 171, 171])
    #expect(sheet.lines.map(\.nature) == [.neutral, .raising, .neutral, .lowering, .neutral, .neutral])
    // HP takes no nature: its range is from no IV and no EVs to 31 and 252.
    #expect(sheet.lines[0].lowest == 256 && sheet.lines[0].highest == 329)
    #expect(sheet.lines[1].lowest == 186 && sheet.lines[1].highest == 309)
  }

  @Test func generationOneWorksWithDVsAndOneSpecial() throws {
    // damage-calc's gen1 Tauros (see `StatFormulaTests`).
    let training = StatTraining(
      individual: ["defense": 8, "special": 10],
      effort: ["hp": 63_002, "attack": 39_602, "defense": 63_002, "special": 63_002, "speed": 63_002])
    let sheet = try StatSheet(pokemon: Self.taurosInRed, level: 100, nature: nil, training: training)
    #expect(sheet.formula == .gameBoy)
    #expect(sheet.lines.map(\.stat) == ["hp", "attack", "defense", "special", "speed"])
    #expect(sheet.lines.map(\.value) == [343, 285, 274, 228, 318])
    #expect(sheet.lines[0].individual == 10)
  }

  @Test func generationTwosSpecialsShareOneDVAndOneStatExperience() throws {
    let pokemon = Self.pokemon(
      [("hp", 100), ("attack", 100), ("defense", 100), ("special-attack", 100),
        ("special-defense", 100), ("speed", 100)],
      asIn: Self.goldSilver)
    let sheet = try StatSheet(
      pokemon: pokemon, level: 100, nature: nil,
      training: StatTraining(individual: ["special-attack": 14], effort: ["special": 63_002]))
    let special = sheet.lines.filter { $0.stat.hasPrefix("special") }
    #expect(special.map(\.individual) == [14, 14])
    #expect(special.map(\.effort) == [63_002, 63_002])
    // An even Special DV clears the HP DV's lowest bit: 15 − 1.
    #expect(sheet.lines[0].individual == 14)
  }

  @Test func aTargetSaysTheLeastEVsForEachNature() throws {
    let sheet = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil, training: StatTraining(),
      target: ("speed", 150))
    let target = try #require(sheet.target)
    // Level 50, IV 31: neutral 122 + (EVs / 4) / 2; raising × 1.1; lowering × 0.9 never.
    #expect(target.ways.map(\.nature) == [.raising, .neutral, .lowering])
    #expect(target.ways.map(\.effort) == [116, 220, nil])
  }

  /// The other stats' EVs take their share of the 510: 252 Attack and 252 HP leave Speed
  /// 6, so 150 is out of reach and the most is what 6 EVs (4 counted) and a raising
  /// nature make: (204 + 31 + 1) × 50 / 100 + 5 = 123, × 1.1 = 135.
  @Test func aTargetTakesOnlyTheEVsTheOtherStatsLeave() throws {
    let training = StatTraining(effort: ["attack": 252, "hp": 252])
    let far = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil, training: training, target: ("speed", 150))
    #expect(far.target?.left == 6)
    #expect(far.target?.most == 135)
    #expect(far.target?.ways.map(\.effort) == [nil, nil, nil])
    // 134 a raising nature reaches with no EVs: (204 + 31) × 50 / 100 + 5 = 122, × 1.1.
    let near = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil, training: training, target: ("speed", 134))
    #expect(near.target?.ways.map(\.effort) == [0, nil, nil])
    let alone = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil, training: StatTraining(), target: ("speed", 150))
    #expect(alone.target?.left == 252)
  }

  @Test func generationOnesTargetOnASpecialStatIsItsSpecial() throws {
    let sheet = try StatSheet(
      pokemon: Self.taurosInRed, level: 100, nature: nil, training: StatTraining(),
      target: ("special-attack", 228))
    #expect(sheet.target?.stat == "special")
    // With the DV at 15: (70 + 15) × 2 + 53 points + 5; 53 points need (4 × 53 − 1)² + 1.
    #expect(sheet.target?.ways.map(\.effort) == [44_522])
  }

  @Test(arguments: [
    (StatTraining(effort: ["attack": 253]), StatTrainingProblem.effortOutOfRange(stat: "attack", maximum: 252)),
    (StatTraining(effort: ["attack": 252, "speed": 252, "hp": 8]), .effortTotalOutOfRange(maximum: 510)),
    (StatTraining(individual: ["speed": 32]), .individualOutOfRange(stat: "speed", maximum: 31)),
    (StatTraining(everyIndividual: 40), .individualOutOfRange(stat: nil, maximum: 31)),
    (StatTraining(effort: ["special": 4]), .specialNotSince),
  ])
  func today(refuses training: StatTraining, with problem: StatTrainingProblem) {
    #expect(throws: problem) {
      try StatSheet(pokemon: Self.garchomp, level: 50, nature: nil, training: training)
    }
  }

  @Test(arguments: [
    (StatTraining(individual: ["hp": 15]), StatTrainingProblem.hpDeterminantGiven),
    (StatTraining(individual: ["attack": 16]), .individualOutOfRange(stat: "attack", maximum: 15)),
    (StatTraining(effort: ["speed": 65_536]), .effortOutOfRange(stat: "speed", maximum: 65_535)),
    (StatTraining(individual: ["special-attack": 3, "special-defense": 4]), .specialsDiffer),
  ])
  func red(refuses training: StatTraining, with problem: StatTrainingProblem) {
    #expect(throws: problem) {
      try StatSheet(pokemon: Self.taurosInRed, level: 50, nature: nil, training: training)
    }
  }

  @Test func natureAndMissingStatsAreRefused() {
    #expect(throws: StatTrainingProblem.naturesNotYet) {
      try StatSheet(
        pokemon: Self.taurosInRed, level: 50, nature: Self.adamant, training: StatTraining())
    }
    #expect(throws: StatTrainingProblem.noSuchStat("special")) {
      try StatSheet(
        pokemon: Self.garchomp, level: 50, nature: nil, training: StatTraining(),
        target: ("special", 100))
    }
  }

  @Test func before6EVsCouldReach255() throws {
    var garchomp = Self.garchomp
    garchomp.asIn = GameGroup(slug: "diamond-pearl", order: 8, generation: 4)
    let sheet = try StatSheet(
      pokemon: garchomp, level: 100, nature: nil, training: StatTraining(effort: ["speed": 255]))
    #expect(sheet.lines.last?.effort == 255)
  }
}
