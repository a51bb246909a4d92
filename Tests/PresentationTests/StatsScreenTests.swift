import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli stats`: one line a stat with its training, value and range, the target's
/// sentence, and the sheet as JSON.
@Suite("Stats rendering")
struct StatsScreenTests {
  static func pokemon(
    _ name: String, _ stats: [(String, Int)], asIn game: GameGroup? = nil
  ) -> Pokemon {
    var pokemon = MinimalCard.make(445, name.lowercased(), name)
    pokemon.stats = stats.map { BaseStat(name: $0.0, value: $0.1) }
    pokemon.asIn = game
    return pokemon
  }

  static let garchomp = StatExamples.garchomp
  static let adamant = StatExamples.adamant

  /// Bulbapedia's level 78 Adamant Garchomp.
  static func bulbapedia() throws -> StatSheet {
    try StatSheet(
      pokemon: garchomp, level: 78, nature: adamant,
      training: StatExamples.bulbapediaTraining)
  }

  @Test func eachStatWithItsTrainingValueAndRange() throws {
    #expect(try Self.bulbapedia().text(width: 80) == """
      Garchomp
      Level 78 · Adamant (+Attack −Sp. Atk) · generation III+ formula (IVs, EVs)

      Stat     Base  IV  EVs  Value  Range at level 78
      HP        108  24   74   289   256–329
      Attack    130  12  190   278+  186–309
      Defense    95  30   91   193   137–248
      Sp. Atk    80  16   48   135−  116–223
      Sp. Def    85  23   84   171   123–231
      Speed     102   5   23   171   147–260

      Range: from no IVs, no EVs and a lowering nature to 31 IVs, 252 EVs and a
      raising nature.

      """)
  }

  @Test func aTargetIsOneSentenceAndANarrowTerminalLosesTheRangeFirst() throws {
    let sheet = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil, training: StatTraining(),
      target: ("speed", 150))
    #expect(sheet.text(width: 40) == """
      Garchomp
      Level 50 · no nature
      generation III+ formula (IVs, EVs)

      Stat     Base  IV  EVs  Value
      HP        108  31    0   183
      Attack    130  31    0   150
      Defense    95  31    0   115
      Sp. Atk    80  31    0   100
      Sp. Def    85  31    0   105
      Speed     102  31    0   122

      To reach Speed 150: 116 EVs with a
      raising nature, 220 EVs with a neutral
      nature; a lowering one cannot.

      Range: from no IVs, no EVs and a
      lowering nature to 31 IVs, 252 EVs and a
      raising nature.

      """)
    for width in [20, 33, 61] {
      for line in sheet.text(width: width).split(separator: "\n") {
        #expect(TextLayout.width(String(line)) <= width, "\(line)")
      }
    }
  }

  /// The most is worked out with the IV given (PokéBeach's Bisharp shows what 31 makes).
  @Test func aStatOutOfReachSaysTheMost() throws {
    let sheet = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil, training: StatTraining(),
      target: ("speed", 400))
    #expect(
      sheet.text(width: 80).contains(
        "Speed 400 is out of reach: 169 at most at level 50 with this IV."))
    let slow = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil,
      training: StatTraining(individual: ["speed": 0]), target: ("speed", 169))
    #expect(slow.target?.most == 151)
    let trained = try StatSheet(
      pokemon: Self.garchomp, level: 50, nature: nil,
      training: StatTraining(effort: ["attack": 252, "hp": 252]), target: ("speed", 150))
    #expect(
      trained.text(width: 200).contains(
        "Speed 150 is out of reach: 135 at most at level 50 with this IV (the other stats' EVs "
          + "leave it 6 of the 510)."))
  }

  @Test func generationTwoSaysDVsAndStatExperience() throws {
    let gold = GameGroup(slug: "gold-silver", order: 5, versions: ["gold", "silver"], generation: 2)
    let tauros = Self.pokemon("Tauros", [
      ("hp", 75), ("attack", 100), ("defense", 95), ("special-attack", 40),
      ("special-defense", 70), ("speed", 110),
    ], asIn: gold)
    let sheet = try StatSheet(
      pokemon: tauros, level: 100, nature: nil,
      training: StatTraining(effort: ["attack": 65_535]), target: ("speed", 300))
    #expect(sheet.text(width: 80) == """
      Tauros
      Level 100 · as in Gold and Silver
      generation I–II formula (DVs, stat experience)

      Stat     Base  DV  Stat exp.  Value  Range at level 100
      HP         75  15          0   290   260–353
      Attack    100  15     65,535   298   205–298
      Defense    95  15          0   225   195–288
      Sp. Atk    40  15          0   115   85–178
      Sp. Def    70  15          0   175   145–238
      Speed     110  15          0   255   225–318

      To reach Speed 300: 32,042 stat experience.

      Range: from DV 0 and no stat experience to DV 15 and 65,535. The HP DV is made
      of the other four. Sp. Atk and Sp. Def share one DV and one stat experience.

      """)
    let far = try StatSheet(
      pokemon: tauros, level: 100, nature: nil, training: StatTraining(), target: ("speed", 400))
    #expect(far.text(width: 200).contains(
      "Speed 400 is out of reach: 318 at most at level 100 with this DV."))
  }

  @Test func jsonHasEveryStatAndTheTarget() throws {
    var sheet = try Self.bulbapedia()
    // Out of reach with every nature: 292 at the most with a raising one.
    sheet.target = try StatSheet(
      pokemon: Self.garchomp, level: 78, nature: Self.adamant,
      training: StatTraining(individual: ["attack": 12]), target: ("attack", 300)
    ).target
    let json = sheet.json()
    for expected in [
      #""formula" : "generation-iii-on""#, #""level" : 78"#, #""name" : "adamant""#,
      #""iv" : 24"#, #""ev" : 74"#, #""value" : 289"#, #""lowest" : 256"#,
      #""highest" : 329"#, #""nature" : "raising""#, #""versionGroup" : null"#,
      #""ev" : null"#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
  }
}
