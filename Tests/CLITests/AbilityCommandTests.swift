import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli ability` end to end: from the built-in database with no request, and over a
/// loopback PokeAPI with its one document asked for once and a warm run free.
@Suite("pokecli ability, end to end", .timeLimit(.minutes(20)))
struct AbilityCommandTests {
  @Test func staticColdCostsItsDocumentAndWarmNothing() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["ability", "static", "--width", "60"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      // Its document, and the API's list of groups of games, which puts the descriptions
      // of several games in release order (this API has none).
      #expect(cold.requests == 2)
      #expect(cold.result.stdout == """
        #009  Static
        Generation III · 3 Pokémon (1 as a hidden ability)

        Effect
          Whenever a move makes contact with this Pokémon, the
          move's user has a 30% chance of being paralyzed.
          In short: Has a 30% chance of paralyzing attacking Pokémon
          on contact.

        Scarlet and Violet
          The Pokémon is charged with static electricity and may
          paralyze attackers that make direct contact with it.

        Pokémon
          #0025 Pikachu          #0026 Raichu
          #0145 Zapdos (hidden)

        """)
      let warm = await session.run(["ability", "static", "--width", "60"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
      let ruby = await session.run(["ability", "9", "--game", "ruby", "--json"])
      #expect(ruby.result.status == 0)
      #expect(ruby.result.stdout.contains("\"text\" : \"Paralyzes on contact.\""))
    }
  }

  @Test func aNameWrittenAnotherWayIsFoundThroughTheListOfAbilities() async throws {
    let (result, requests) = try await CLIHarness.runAgainstFixtureServer(
      ["ability", "lightningrod"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("#031  Lightning Rod\n"))
    #expect(result.stdout.contains("#0025 Pikachu (hidden)"))
    // ability/lightningrod/ is not found; the list names lightning-rod, loaded by number.
    #expect(requests == 3)
  }

  @Test func anUnknownAbilityNamesTheNearestAndExitsOne() async throws {
    let (result, _) = try await CLIHarness.runAgainstFixtureServer(["ability", "statik"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "pokecli: no ability named \"statik\" — did you mean \"static\"?\n")
  }

  @Test func theBuiltInDatabaseAnswersWithoutARequest() async throws {
    let result = await CLIHarness.run(
      ["ability", "Lightning Rod", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#031  Lightning Rod\nGeneration III · "))
    #expect(result.stdout.contains("#0025 Pikachu (hidden)"))
    let unknown = await CLIHarness.run(
      ["ability", "levitat"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "pokecli: no ability named \"levitat\" — did you mean \"levitate\"?\n")
  }

  @Test func badArgumentsGetOneLineAndExit64() async {
    for (arguments, message) in [
      (["ability", "0"], "\"0\" is not an ability number: numbers start at 1"),
      (["ability", ""], "give an ability's name or number"),
    ] {
      let result = await CLIHarness.run(
        arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("pokecli: \(message)"), "\(result.stderr)")
    }
  }

  @Test func completionOffersTheBuiltInAbilitiesThatStartWithWhatIsTyped() async {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let environment = AppEnvironment(
      variables: sandbox.variables, output: CapturedText(), errorOutput: CapturedText(),
      outputIsTerminal: false, errorOutputIsTerminal: false, terminalColumns: nil,
      httpClient: UnreachableNetwork(), home: sandbox.root, isMacOS: false, now: { Date() },
      builtInData: .embedded, spriteDeadline: .seconds(1))
    #expect(
      await CompletionWords.names(
        of: .ability, startingWith: "lev", words: ["pokecli"], environment: environment)
        == ["levitate"])
  }
}
