import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli move` end to end: from the built-in database with no request, and over a
/// loopback PokeAPI with each document asked for once and a warm run free.
@Suite("pokecli move, end to end", .timeLimit(.minutes(20)))
struct MoveCommandTests {
  @Test func thunderboltColdCostsItsDocumentAndItsMachinesAndWarmNothing() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["move", "thunderbolt", "--width", "60"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      // The move's document, then its two machines' documents, and the API's list of
      // groups of games, which puts games named by their ids in release order: this API
      // has none (404), and the cache remembers that.
      #expect(cold.requests == 4)
      #expect(cold.result.stdout == """
        #085  Thunderbolt  Electric
        Special · Generation I · learned by 2 Pokémon
        Power 90 · Accuracy 100% · PP 15 · Priority 0
        Targets one Pokémon of the user's choice

        Effect
          Inflicts regular damage. Has a 10% chance to paralyze the
          target.
          In short: Has a 10% chance to paralyze the target.

        In battle
          Paralysis: 10% chance

        Scarlet and Violet
          A strong electric blast crashes down on the target.

        Machines
          TM24   Red and Blue
          TM126  Scarlet and Violet

        """)
      let warm = await session.run(["move", "thunderbolt", "--width", "60"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
      // A game is checked against the same list of groups, known by now.
      let red = await session.run(["move", "thunderbolt", "--game", "red", "--json"])
      #expect(red.requests == 0)
      let again = await session.run(["move", "thunderbolt", "--game", "red", "--json"])
      #expect(again.requests == 0)
      #expect(red.result.stdout.contains("\"text\" : \"An electrical attack that may paralyze the foe.\""))
    }
  }

  @Test func aNameWrittenAnotherWayIsFoundThroughTheListOfMoves() async throws {
    let (result, requests) = try await CLIHarness.runAgainstFixtureServer(["move", "willowisp"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("#261  Will-O-Wisp  Fire\n"))
    // move/willowisp/ is not found; the list names will-o-wisp, loaded by its number.
    #expect(requests == 3)
  }

  @Test func anUnknownMoveNamesTheNearestAndExitsOne() async throws {
    let (result, _) = try await CLIHarness.runAgainstFixtureServer(["move", "thunderbold"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "pokecli: no move named \"thunderbold\" — did you mean \"thunderbolt\"?\n")
  }

  @Test func theBuiltInDatabaseAnswersWithoutARequest() async throws {
    let result = await CLIHarness.run(
      ["move", "Thunder Bolt", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#085  Thunderbolt  Electric\n"))
    #expect(result.stdout.contains("  TM126  Scarlet and Violet"))
    let unknown = await CLIHarness.run(
      ["move", "thunderbold"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "pokecli: no move named \"thunderbold\" — did you mean \"thunderbolt\"?\n")
  }

  @Test(arguments: [
    (["move", "0"], "\"0\" is not a move number: numbers start at 1"),
    (["move", "2.5"], "\"2.5\" is not a move number: give a whole number such as 25"),
    (["move", "surf/x"], "\"surf/x\" is not a move's name or number"),
  ])
  func badInputIsAUsageErrorOfOneLine(arguments: [String], message: String) async {
    // The built-in data names every game of its API, so an unknown game is refused.
    let result = await CLIHarness.run(
      arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("pokecli: " + message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  @Test func completionOffersTheBuiltInMovesThatStartWithWhatIsTyped() async {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let environment = AppEnvironment(
      variables: sandbox.variables, output: CapturedText(), errorOutput: CapturedText(),
      outputIsTerminal: false, errorOutputIsTerminal: false, terminalColumns: nil,
      httpClient: UnreachableNetwork(), home: sandbox.root, isMacOS: false, now: { Date() },
      builtInData: .embedded, spriteDeadline: .seconds(1))
    #expect(
      await CompletionWords.names(
        of: .move, startingWith: "thunder", words: ["pokecli"], environment: environment)
        == ["thunder-punch", "thunder-shock", "thunderbolt", "thunder-wave", "thunder",
            "thunder-fang", "thunder-cage", "thunderous-kick", "thunderclap"])
  }
}
