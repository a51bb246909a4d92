import Foundation
import InlineSnapshotTesting
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli abilities` end to end, from the built-in database with no request.
@Suite("pokecli abilities, end to end", .timeLimit(.minutes(3)))
struct AbilitiesCommandTests {
  @Test func theFirstPageIsInNumberOrderWithTheNextPagesCommand() async {
    let result = await CLIHarness.run(
      ["abilities", "--limit", "3", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    assertInlineSnapshot(of: result.stdout, as: .lines) {
      """
      No.  Ability      Gen.  Pokémon  Effect
        1  Stench       III        10  Has a 10% chance of making target Pokémon flin…
        2  Drizzle      III         3  Summons rain that lasts indefinitely upon ente…
        3  Speed Boost  III        14  Raises Speed one stage after each turn.

      Showing 1–3 of 373 · page 1 of 125
      Next page: pokecli abilities --page 2 --limit 3

      """
    }
  }

  @Test func wordsGenerationAndOrderNarrowAndSort() async {
    let result = await CLIHarness.run(
      ["abilities", "absorb", "--sort", "pokemon", "--json"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    let names = result.stdout.split(separator: "\n")
      .filter { $0.contains("\"name\" :") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(names == ["\"name\" : \"water-absorb\",", "\"name\" : \"volt-absorb\","])
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

  @Test func anotherAPISaysInOneLineThatTheListIsBuiltInOnly() async throws {
    let (list, requests) = try await CLIHarness.runAgainstFixtureServer(["abilities"])
    #expect(list.status == 1)
    #expect(list.stdout == "")
    #expect(list.stderr.hasPrefix(
      "pokecli: the list of abilities is read from the built-in data of "))
    #expect(list.stderr.split(separator: "\n").count == 1)
    #expect(requests == 0)
  }
}
