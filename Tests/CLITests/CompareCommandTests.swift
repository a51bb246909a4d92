import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli compare` end to end, from the built-in database with no request.
@Suite("pokecli compare, end to end", .timeLimit(.minutes(20)))
struct CompareCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["compare"] + arguments)
  }

  @Test func twoPokemonSideBySideFromTheBuiltInData() async {
    let result = await Self.run(["garchomp", "dragonite"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    for line in [
      "               Garchomp             Dragonite",
      "Types          Dragon Ground        Dragon Flying",
      "HP             108 ▲                91",
      "Speed at 50    122–169              100–145",
      "Ice            ×4                   ×4",
      "Ground         ×1                   ×0",
    ] {
      #expect(result.stdout.contains(line + "\n"), "\(line)")
    }
  }

  @Test func asInAGameEachIsAsItWasThen() async throws {
    let document = try await CLIHarness.builtInDocument(["compare", "clefairy", "jigglypuff", "--game", "red"])
    #expect(document["versionGroup"] as? String == "red-blue")
    let pokemon = try #require(document["pokemon"] as? [[String: Any]])
    #expect(pokemon.compactMap { $0["name"] as? String } == ["clefairy", "jigglypuff"])
    // Normal in Red, with one Special.
    #expect(pokemon.first?["types"] as? [String] == ["normal"])
    let stats = try #require(pokemon.first?["stats"] as? [[String: Any]])
    #expect(stats.compactMap { $0["name"] as? String }.contains("special"))
  }

  @Test(arguments: [
    (["pikachu"], 64, "pokecli: name two to four Pokémon to compare, not 1"),
    (["a", "b", "c", "d", "e"], 64, "pokecli: name two to four Pokémon to compare, not 5"),
    (["pikachu", "pikachuu"], 1, "pokecli: no Pokémon named \"pikachuu\""),
    (["pikachu", "raichu-alola", "--game", "red"], 1,
      "pokecli: Alolan Raichu did not exist yet in \"red\""),
  ])
  func aBadListGetsOneLine(arguments: [String], status: Int32, line: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
  }
}
