import Foundation
import PokedexTesting
import Testing

@testable import pokecli

@Suite("pokecli list, end to end", .timeLimit(.minutes(20)))
struct ListCommandTests {
  @Test func theFirstPageListsTwentyPokemonWithTypesInThirtyNineRequests() async throws {
    let (result, requests) = try await CLIHarness.runAgainstFixtureServer(["list"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // The list, the eighteen type documents (those the fixtures lack list nobody) and
    // twenty species documents; no `pokemon` document.
    #expect(requests == 1 + 18 + 20)
    #expect(result.stdout == """
      No.    Name        Types
      #0001  Bulbasaur   Grass     Poison
      #0002  Ivysaur     Grass     Poison
      #0003  Venusaur    Grass     Poison
      #0004  Charmander  Fire
      #0005  Charmeleon  Fire
      #0006  Charizard   Fire      Flying
      #0007  Squirtle    Water
      #0008  Wartortle   Water
      #0009  Blastoise   Water
      #0010  Caterpie    Bug
      #0011  Metapod     Bug
      #0012  Butterfree  Bug       Flying
      #0013  Weedle      Bug       Poison
      #0014  Kakuna      Bug       Poison
      #0015  Beedrill    Bug       Poison
      #0016  Pidgey      Normal    Flying
      #0017  Pidgeotto   Normal    Flying
      #0018  Pidgeot     Normal    Flying
      #0019  Rattata     Normal
      #0020  Raticate    Normal

      Showing 1–20 of 25 · page 1 of 2
      Next page: pokecli list --page 2

      """)
  }

  @Test func theSecondPageIsTheShortLastOneWithNoNextPageHint() async throws {
    let (result, requests) = try await CLIHarness.runAgainstFixtureServer(["list", "--page", "2"])
    #expect(result.status == 0)
    // The list, the eighteen types, four species, then for the mega the species list,
    // Charizard's species and its form document.
    #expect(requests == 1 + 18 + 4 + 3)
    #expect(result.stdout == """
      No.     Name              Types
      #0021   Spearow           Normal    Flying
      #0022   Fearow            Normal    Flying
      #0083   Farfetch’d        Normal    Flying
      #0122   Mr. Mime          Psychic   Fairy
      #10034  Mega Charizard X  Fire      Dragon

      Showing 21–25 of 25 · page 2 of 2

      """)
  }

  @Test func offsetAndLimitChooseTheRows() async throws {
    let (result, requests) = try await CLIHarness.runAgainstFixtureServer(
      ["list", "--offset", "21", "--limit", "3", "--width", "40"])
    #expect(requests == 1 + 18 + 3)
    #expect(result.stdout == """
      No.    Name        Types
      #0022  Fearow      Normal    Flying
      #0083  Farfetch’d  Normal    Flying
      #0122  Mr. Mime    Psychic   Fairy

      Showing 22–24 of 25 · page 8 of 9
      Next page:
      pokecli list --page 9 --limit 3

      """)
  }

  @Test func jsonPrintsTheSamePageForScripts() async throws {
    let (result, _) = try await CLIHarness.runAgainstFixtureServer(
      ["list", "--limit", "2", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let document = try #require(object as? [String: Any])
    #expect(document["count"] as? Int == 25)
    let results = try #require(document["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["displayName"] as? String } == ["Bulbasaur", "Ivysaur"])
    #expect(results.first?["types"] as? [String] == ["grass", "poison"])
  }

  @Test func theBaseURLComesFromTheEnvironmentWhenNotGiven() async throws {
    try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2/"
      let result = await CLIHarness.run(
        ["list", "--limit", "1"], variables: ["POKEAPI_BASE_URL": base])
      #expect(result.status == 0)
      #expect(result.stdout.contains("Bulbasaur"))
      #expect(await server.requestCount == 1 + 18 + 1)
    }
  }

  @Test func colourIsUsedOnATerminalUnlessNoColorIsSet() async throws {
    let plain = try await CLIHarness.runAgainstFixtureServer(["list", "--limit", "1"])
    let forced = try await CLIHarness.runAgainstFixtureServer(
      ["list", "--limit", "1", "--color", "always"])
    #expect(!plain.result.stdout.contains("\u{1B}["))
    #expect(forced.result.stdout.contains("\u{1B}["))
  }

  @Test func aPagePastTheEndIsAnErrorThatSaysHowManyPagesThereAre() async throws {
    let (result, _) = try await CLIHarness.runAgainstFixtureServer(["list", "--page", "9"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "pokecli: page 9 is past the end: the list has 2 pages of 20 Pokémon\n")
  }

  @Test func theNextPageCommandKeepsTheBaseURLAndOffline() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      _ = await CLIHarness.run(["list", "--limit", "2", "--base-url", base], sandbox: sandbox)
      let offline = await CLIHarness.run(
        ["list", "--limit", "2", "--base-url", base, "--offline", "--width", "200"],
        sandbox: sandbox)
      #expect(
        offline.stdout.hasSuffix(
          "Next page: pokecli list --base-url \(base) --offline --page 2 --limit 2\n"))
    }
  }
}
