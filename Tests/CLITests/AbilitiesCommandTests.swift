import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli abilities` end to end, from the built-in database with no request.
@Suite("pokecli abilities, end to end", .timeLimit(.minutes(20)))
struct AbilitiesCommandTests {
  @Test func theFirstPageIsInNumberOrderWithTheNextPagesCommand() async {
    let result = await CLIHarness.run(
      ["abilities", "--limit", "3", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
      No.  Ability      Gen.  Pokémon  Effect
        1  Stench       III        10  Has a 10% chance of making target Pokémon flin…
        2  Drizzle      III         3  Summons rain that lasts indefinitely upon ente…
        3  Speed Boost  III        14  Raises Speed one stage after each turn.

      Showing 1–3 of 373 · page 1 of 125
      Next page: pokecli abilities --page 2 --limit 3

      """)
  }

  @Test func wordsGenerationAndOrderNarrowAndSort() async {
    let result = await CLIHarness.run(
      ["abilities", "absorb", "--sort", "pokemon", "--json"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    let lines: [String] = result.stdout.split(separator: "\n")
      .filter { $0.contains("\"name\" :") }.map { $0.trimmingCharacters(in: .whitespaces) }
    let names: [String] = lines.map { line in
      line.split(separator: "\"").dropFirst(2).first.map(String.init) ?? ""
    }
    // A word matches names and effects: the absorbing abilities, and those whose effect
    // names them (Mold Breaker ignores Volt Absorb), the most widely held first.
    #expect(names == [
      "lightning-rod", "water-absorb", "flash-fire", "mold-breaker", "sap-sipper", "volt-absorb",
      "storm-drain", "dry-skin", "liquid-ooze", "motor-drive", "turboblaze", "teravolt",
      "earth-eater", "tera-shift",
    ])
    let ninth = await CLIHarness.run(
      ["abilities", "--generation", "9", "--json"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(ninth.stdout.contains("\"count\" : 46,"))
  }

  @Test func badArgumentsGetOneLineAndExit64() async {
    for (arguments, message) in [
      (["abilities", "--sort", "power"], "no order named \"power\": choose number, name, pokemon"),
      (["abilities", "--generation", "10"], "--generation must be from 1 to 9, not 10"),
    ] {
      let result = await CLIHarness.run(
        arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("pokecli: \(message)"), "\(result.stderr)")
    }
  }

  /// Over another API a page in number order costs the list of names and the page's
  /// ability documents, each kept as its row; an order by holders costs every ability
  /// once; a warm run costs nothing.
  @Test func anotherAPIPagesTheAbilitiesFromTheirListAndDocuments() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["abilities", "--limit", "1", "--width", "80"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      // The list, then the page's one ability.
      #expect(cold.requests == 2)
      #expect(cold.result.stdout == """
        No.  Ability  Gen.  Pokémon  Effect
          9  Static   III         3  Has a 30% chance of paralyzing attacking Pokémon o…

        Showing 1 of 3 · page 1 of 3
        Next page: pokecli abilities --page 2 --limit 1

        """)
      let rod = await session.run(["abilities", "rod", "--json"])
      #expect(rod.requests == 1)
      #expect(rod.result.stdout.contains("\"name\" : \"lightning-rod\""))
      let widest = await session.run(["abilities", "--sort", "pokemon", "--width", "80"])
      #expect(widest.result.status == 0)
      let again = await session.run(["abilities", "--sort", "pokemon", "--width", "80"])
      #expect(again.requests == 0)
      #expect(again.result == widest.result)
    }
  }
}
