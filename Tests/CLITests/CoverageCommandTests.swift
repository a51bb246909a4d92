import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli coverage` end to end, from the built-in database with no request.
@Suite("pokecli coverage, end to end", .timeLimit(.minutes(20)))
struct CoverageCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["coverage"] + arguments)
  }

  static func document(_ arguments: [String]) async throws -> [String: Any] {
    try await CLIHarness.builtInDocument(["coverage"] + arguments)
  }

  static func resisters(_ document: [String: Any]) -> [String: [String: Any]] {
    let rows = document["resistedBy"] as? [[String: Any]] ?? []
    return Dictionary(
      rows.compactMap { row in (row["name"] as? String).map { ($0, row) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// Earthquake and Ice Beam: only Water/Bug and Ice/Bug among the pairs resist both;
  /// among Pokémon, those and the ones an ability saves (Levitate, Wonder Guard).
  @Test func earthquakeAndIceBeam() async throws {
    let document = try await Self.document(["earthquake", "ice-beam"])
    let pairs = try #require(document["pairs"] as? [[String: Any]])
    let under = pairs.filter { ($0["best"] as? Double ?? 1) < 1 }.compactMap {
      ($0["types"] as? [String])?.joined(separator: "/")
    }
    #expect(under == ["water/bug", "ice/bug"])
    let resisters = Self.resisters(document)
    #expect(resisters["shedinja"]?["multiplier"] as? Double == 0)
    #expect(resisters["shedinja"]?["abilities"] as? [String] == ["Wonder Guard"])
    #expect(resisters["bronzong"]?["isEveryOne"] as? Bool == false)
    #expect(resisters["bronzong"]?["abilities"] as? [String] == ["Levitate"])
    #expect(resisters["araquanid"]?["abilities"] as? [String] == [])
    #expect(resisters["garchomp"] == nil)
    let text = await Self.run(["earthquake", "ice-beam"])
    #expect(text.stdout.contains("Bronzong (with Levitate)"), "\(text.stdout)")
  }

  /// In Red: its chart (no Dark, Steel or Fairy), its moves' types then (Bite was
  /// Normal), its Pokémon (no abilities), its fully evolved ones.
  @Test func asInRed() async throws {
    let document = try await Self.document(["thunderbolt", "bite", "--game", "red"])
    let types = try #require(document["types"] as? [[String: Any]])
    #expect(types.count == 15)
    let attacks = try #require(document["attacks"] as? [[String: Any]])
    #expect(attacks.compactMap { $0["type"] as? String } == ["electric", "normal"])
    #expect(document["fullyEvolvedCount"] as? Int == 81)
    let pairs = try #require(document["pairs"] as? [[String: Any]])
    let named = pairs.compactMap { ($0["types"] as? [String])?.joined(separator: "/") }
    #expect(named.contains("poison/ghost"))
    #expect(!named.contains { $0.contains("steel") || $0.contains("fairy") })
    let resisters = Self.resisters(document)
    // Rock and Ground resist Normal and are immune to Electric; Gengar's Ghost is
    // immune to Normal, but not to Electric.
    #expect(resisters["golem"]?["multiplier"] as? Double == 0.5)
    #expect(resisters["gengar"] == nil)
    #expect(resisters.values.allSatisfy { ($0["abilities"] as? [String]) == [] })
  }

  /// Freeze-Dry on Water, Thousand Arrows on Flying, as the games have them; a type by
  /// its name in another language.
  @Test func movesThatBreakTheChartsRule() async throws {
    let freezeDry = try await Self.document(["freeze-dry"])
    let types = try #require(freezeDry["types"] as? [[String: Any]])
    let water = types.first { ($0["types"] as? [String]) == ["water"] }
    #expect(water?["best"] as? Double == 2)
    let arrows = try await Self.document(["thousand-arrows"])
    let flying = (arrows["types"] as? [[String: Any]])?.first {
      ($0["types"] as? [String]) == ["flying"]
    }
    #expect(flying?["best"] as? Double == 1)
    let french = try await Self.document(["Feu"])
    #expect((french["attacks"] as? [[String: Any]])?.first?["type"] as? String == "fire")
  }

  /// Pokémon and abilities are named in the language asked for.
  @Test func namedInTheLanguageShown() async {
    let french = await Self.run(["earthquake", "ice-beam", "--language", "fr"])
    #expect(french.stdout.contains("Archéodong (with Lévitation)"), "\(french.stdout)")
  }

  @Test(arguments: [
    (["earthquake", "a", "b", "c", "d"], 64, "pokecli: name one to four moves or types to check, not 5"),
    (["earthquak"], 1, "pokecli: no move named \"earthquak\""),
    (["fairy", "--game", "red"], 1, "pokecli: Fairy did not exist yet in \"red\": it came with generation VI"),
    (["dragon-claw", "--game", "red"], 1, "pokecli: Dragon Claw did not exist yet in \"red\""),
    (["stellar"], 1, "pokecli: Stellar has no place in the type chart"),
    (["swords-dance"], 1, "pokecli: Swords Dance does no damage"),
  ])
  func badArgumentsGetOneLine(arguments: [String], status: Int32, line: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }
}
