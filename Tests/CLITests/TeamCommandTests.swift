import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli team` end to end, from the built-in database with no request.
@Suite("pokecli team, end to end", .timeLimit(.minutes(20)))
struct TeamCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["team"] + arguments)
  }

  @Test func aTeamAgainstEveryTypeFromTheBuiltInData() async {
    let result = await Self.run(["garchomp", "rotom-wash", "ferrothorn"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    for line in [
      "Defense  Garchomp   Wash Rotom Ferrothorn Weak Resist",
      "Fire     ×½         ×½         ×4            1      2",
      "Ground   ×1         ×0*        ×1            0      1",
      "* Wash Rotom: Ground ×0 (Levitate)",
      "What their types hit",
    ] {
      #expect(result.stdout.contains(line + "\n"), "\(line)")
    }
  }

  @Test func movesAfterAColonAreWhatTheTeamHitsWith() async throws {
    let document = try await CLIHarness.builtInDocument(["team", "garchomp:earthquake,swords-dance"])
    let members = try #require(document["members"] as? [[String: Any]])
    #expect(members.first?["attackTypes"] as? [String] == ["ground"])
    #expect(document["harmlessMoves"] as? [String] == ["Swords Dance"])
  }

  @Test func asInRedBiteIsNormalAndGengarHasNoLevitate() async throws {
    let document = try await CLIHarness.builtInDocument(["team", "gengar:bite", "--game", "red"])
    let members = try #require(document["members"] as? [[String: Any]])
    #expect(members.first?["attackTypes"] as? [String] == ["normal"])
    let defense = try #require(document["defense"] as? [[String: Any]])
    #expect(!defense.contains { $0["type"] as? String == "fairy" })
  }

  @Test(arguments: [
    (["a", "b", "c", "d", "e", "f", "g"], 64, "pokecli: name one to six Pokémon for a team, not 7"),
    (["garchomp:"], 64, "pokecli: "),
    (["garchomp:a,b,c,d,e"], 64, "pokecli: give a member one to four moves after its colon, not 5"),
    (["garchompp"], 1, "pokecli: no Pokémon named \"garchompp\""),
    (["garchomp:earthquak"], 1, "pokecli: no move named \"earthquak\""),
    (["garchomp", "--game", "red"], 1, "pokecli: Garchomp did not exist yet in \"red\""),
    (["gengar:shadow-ball", "--game", "red"], 1,
      "pokecli: Shadow Ball did not exist yet in \"red\": it came with generation II"),
  ])
  func aBadTeamGetsOneLine(arguments: [String], status: Int32, line: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
  }
}
