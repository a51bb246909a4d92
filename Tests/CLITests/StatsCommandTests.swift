import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli stats` end to end, from the built-in database with no request: published
/// examples worked out from the built-in base stats, each generation's formula, and the
/// one line for what a game's formula does not take.
@Suite("pokecli stats, end to end", .timeLimit(.minutes(20)))
struct StatsCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["stats"] + arguments)
  }

  /// Bulbapedia's worked example ("Stat"), from the built-in base stats.
  @Test func bulbapediasGarchompFromTheBuiltInBaseStats() async throws {
    let result = await Self.run([
      "garchomp", "--level", "78", "--nature", "adamant",
      "--ivs", "24hp,12atk,30def,16spa,23spd,5spe",
      "--evs", "74 HP / 190 Atk / 91 Def / 48 SpA / 84 SpD / 23 Spe", "--json",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let stats = try #require(document["stats"] as? [[String: Any]])
    #expect(stats.compactMap { $0["base"] as? Int } == [108, 130, 95, 80, 85, 102])
    #expect(stats.compactMap { $0["value"] as? Int } == [289, 278, 193, 135, 171, 171])
  }

  /// damage-calc's gen 1 Tauros (calc/src/test/pokemon.test.ts), as in Red: one Special,
  /// its base stats then, and the HP DV made of the other four.
  @Test func generationOneTaurosAsInRed() async throws {
    let result = await Self.run([
      "tauros", "--game", "red", "--ivs", "8def,10spc",
      "--evs", "63002hp,39602atk,63002def,63002spc,63002spe", "--json",
    ])
    #expect(result.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let stats = try #require(document["stats"] as? [[String: Any]])
    #expect(stats.compactMap { $0["name"] as? String } == [
      "hp", "attack", "defense", "special", "speed",
    ])
    #expect(stats.compactMap { $0["value"] as? Int } == [343, 285, 274, 228, 318])
    #expect(stats.first?["iv"] as? Int == 10)
    #expect(document["formula"] as? String == "generation-i-ii")
    #expect(document["versionGroup"] as? String == "red-blue")
  }

  @Test func aTargetGivesTheLeastEVsForEachNature() async {
    let result = await Self.run(["garchomp", "--level", "50", "--target", "spe=150"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("""
      To reach Speed 150: 116 EVs with a raising nature, 220 EVs with a neutral
      nature; a lowering one cannot.
      """))
  }

  @Test func aPokemonThatCameLaterIsRefusedAsShowRefusesIt() async {
    let result = await Self.run(["garchomp", "--game", "red"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(
      "pokecli: Garchomp did not exist yet in \"red\": it came with generation IV"))
  }

  @Test(arguments: [
    (["pikachu", "--evs", "253atk"], "--evs: at most 252 EVs a stat (atk)"),
    (["pikachu", "--generation", "4", "--evs", "256atk"], "--evs: at most 255 EVs a stat in \"heartgold-soulsilver\" (atk)"),
    (["pikachu", "--evs", "252atk,252spe,8hp"], "--evs: at most 510 EVs in all"),
    (["pikachu", "--ivs", "32"], "--ivs: an IV runs from 0 to 31"),
    (["pikachu", "--game", "red", "--nature", "timid"], "natures came with generation III: leave out --nature in \"red\""),
    (["pikachu", "--game", "red", "--ivs", "3hp"], "--ivs: in generations I and II the HP DV is made of the other four; leave out hp"),
    (["pikachu", "--game", "gold", "--ivs", "3spa,4spd"], "--ivs, --evs: in generations I and II spa and spd share one DV and one stat experience; give spc once"),
    (["pikachu", "--evs", "4spc"], "the one Special stat (spc) is generations I and II's: name spa or spd"),
    (["pikachu", "--evs", "4spe,8spe"], "--evs: spe is given twice"),
    (["pikachu", "--evs", "fast"], "--evs takes stats and numbers such as 252spe,4hp"),
    (["pikachu", "--target", "spe"], "--target takes a stat and a value such as spe=170"),
    (["pikachu", "--level", "101"], "--level runs from 1 to 100"),
  ])
  func badTrainingGetsOneLineAndExit64(arguments: [String], line: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("pokecli: " + line), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func spreadsReadAsPlayersWriteThem() throws {
    let showdown = try StatSpread.parse("252 Atk / 4 SpD / 252 Spe", option: "--evs", allowsEvery: false)
    #expect(showdown.values == ["attack": 252, "special-defense": 4, "speed": 252])
    let mixed = try StatSpread.parse("0, 31spe,atk=30", option: "--ivs", allowsEvery: true)
    #expect(mixed.every == 0)
    #expect(mixed.values == ["speed": 31, "attack": 30])
    #expect(throws: (any Error).self) {
      try StatSpread.parse("31", option: "--evs", allowsEvery: false)
    }
    #expect(throws: (any Error).self) {
      try StatSpread.parse("1234567spe", option: "--evs", allowsEvery: false)
    }
    #expect(throws: (any Error).self) {
      try StatSpread.parse("4spe,,4atk", option: "--evs", allowsEvery: false)
    }
    for signed in ["spe=-5", "252spe4", "+4spe", "4 -spe"] {
      #expect(throws: (any Error).self, "\(signed)") {
        try StatSpread.parse(signed, option: "--evs", allowsEvery: false)
      }
    }
  }
}
