import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `type`, `types` and `nature` against another API: what each costs cold and warm, and
/// that the answers are read from the documents.
@Suite("The type chart and natures over the network, end to end")
struct ReferenceNetworkTests {
  let sandbox = Sandbox()

  @Test func theChartCostsTheEighteenTypesOnceForEveryTypeCommand() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let cold = await session.run(["types", "--generation", "1", "--width", "80"])
      #expect(cold.result.stderr == "")
      #expect(cold.result.status == 0)
      #expect(cold.requests == 18)
      let lines = cold.result.stdout.split(separator: "\n").map(String.init)
      #expect(lines.first == "Type chart of generation I")
      // Fifteen types: no Dark, Steel or Fairy; Ghost does nothing to Psychic.
      #expect(lines.contains { $0.hasPrefix("         NOR FIR WAT") && $0.hasSuffix("GHO DRA") })
      let ghost = try #require(lines.first { $0.hasPrefix("Ghost ") })
      let cells: [String] = ghost.split(separator: " ").map(String.init)
      let expected: [String] = [
        "Ghost", "0", "·", "·", "·", "·", "·", "·", "·", "·", "·", "0", "·", "·", "2", "·",
      ]
      #expect(cells == expected)
      // Every other type command reads the same cached chart.
      let card = await session.run(["type", "ghost", "--width", "80"])
      #expect(card.requests == 0)
      #expect(card.result.stdout.contains("Defending: each type's moves against Ghost\n  ×2  Ghost, Dark\n"))
      let pair = await session.run(["type", "fire", "flying", "--width", "80"])
      #expect(pair.requests == 0)
      #expect(pair.result.stdout.contains("  ×4  Rock\n"))
      let warm = await session.run(["types", "--generation", "1", "--width", "80"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
    }
  }

  @Test func theNaturesCostTheirListAndDocumentsOnce() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let cold = await session.run(["nature", "--width", "80"])
      #expect(cold.result.status == 0)
      #expect(cold.requests == 1 + 3)
      #expect(cold.result.stdout == """
        Nature  Raises          Lowers  Likes  Dislikes
        Hardy   neutral         —       —      —
        Bold    Defense         Attack  Sour   Spicy
        Modest  Special Attack  Attack  Dry    Spicy

        """)
      let one = await session.run(["nature", "BOLD", "--json"])
      #expect(one.requests == 0)
      #expect(one.result.stdout.contains("\"raises\" : \"defense\""))
      let unknown = await session.run(["nature", "bolt"])
      #expect(unknown.requests == 0)
      #expect(unknown.result.status == 1)
      #expect(unknown.result.stderr == "pokecli: no nature named \"bolt\" — did you mean \"bold\"?\n")
    }
  }

  /// One nature is its own document, not the table: 1 request cold, none warm, offline
  /// too; a name PokeAPI does not know costs the list as well, for the suggestions.
  @Test func oneNatureCostsItsOwnDocument() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let cold = await session.run(["nature", "Bold", "--width", "80"])
      #expect(cold.result.status == 0)
      #expect(cold.requests == 1)
      #expect(cold.result.stdout.hasPrefix("Bold\n"))
      let warm = await session.run(["nature", "bold", "--offline", "--width", "80"])
      #expect(warm.requests == 0)
      #expect(warm.result.stdout == cold.result.stdout)
      let byNumber = await session.run(["nature", "15", "--json"])
      #expect(byNumber.requests == 1)
      #expect(byNumber.result.stdout.contains("\"name\" : \"modest\""))
      let unknown = await session.run(["nature", "bolt"])
      #expect(unknown.requests == 2)
      #expect(unknown.result.status == 1)
      #expect(unknown.result.stderr == "pokecli: no nature named \"bolt\" — did you mean \"bold\"?\n")
    }
  }

  @Test func offlineWithoutThemSaysHowToFetchThem() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let types = await session.run(["types", "--offline"])
      #expect(types.requests == 0)
      #expect(types.result.status == 1)
      #expect(types.result.stderr.contains("the type chart is not in the cache"))
      #expect(types.result.stderr.hasSuffix("pokecli types\n"))
      let natures = await session.run(["nature", "--offline"])
      #expect(natures.result.stderr.contains("the table of natures is not in the cache"))
      #expect(natures.result.stderr.hasSuffix("pokecli nature\n"))
    }
  }

  /// The search over everything reads one list per kind, names each entry from its slug,
  /// and asks nothing again.
  @Test func theSearchOverEverythingCostsSevenListsOnce() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let cold = await session.run(["find", "thunder", "--width", "80"])
      #expect(cold.result.stderr == "")
      #expect(cold.result.status == 0)
      #expect(cold.requests == 7)
      #expect(cold.result.stdout == """
        Kind  No.  Name         Show it with
        Move   85  Thunderbolt  pokecli move thunderbolt

        Showing 1 of 1 · page 1 of 1

        """)
      let types = await session.run(["find", "--kind", "type", "o", "--json"])
      #expect(types.requests == 0)
      #expect(!types.result.stdout.contains("unknown"))
      #expect(types.result.stdout.contains("\"command\" : \"pokecli type poison\""))
      let warm = await session.run(["find", "thunder", "--width", "80"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
    }
  }

  /// A regional page costs the `pokedex` document and the page's rows, as any list's
  /// rows cost; a warm page, or another page of rows already read, asks nothing.
  @Test func aRegionalPageCostsItsPokedexAndItsRows() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let cold = await session.run(["list", "--pokedex", "starters", "--limit", "2"])
      #expect(cold.result.stderr == "")
      #expect(cold.result.status == 0)
      let paths = await session.server.requestedPaths
      #expect(paths.first == "/api/v2/pokedex/starters")
      // Bulbasaur, third, is not on the page and is not asked for.
      #expect(!paths.contains { $0.contains("bulbasaur") || $0.hasSuffix("/1") }, "\(paths)")
      let lines = cold.result.stdout.split(separator: "\n").map(String.init)
      // Over another API in English with no built-in data, the name is made from the slug.
      #expect(lines.prefix(4) == [
        "Pokédex: Starters",
        "No.   National  Name        Types",
        "#001  #0004     Charmander  Fire",
        "#002  #0007     Squirtle    Water",
      ])
      #expect(cold.result.stdout.contains("Showing 1–2 of 3 · page 1 of 2"))
      let warm = await session.run(["list", "--pokedex", "starters", "--limit", "2"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
      let unknown = await session.run(["list", "--pokedex", "startrs"])
      #expect(unknown.result.status == 1)
      #expect(unknown.result.stderr == "pokecli: no Pokédex named \"startrs\" — did you mean \"starters\"?\n")
    }
  }
}
