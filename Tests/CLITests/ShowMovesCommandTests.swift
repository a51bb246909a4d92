import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli show <pokemon> --moves` end to end, from the built-in database.
@Suite("pokecli show --moves, end to end", .timeLimit(.minutes(20)))
struct ShowMovesCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
  }

  @Test func theCardIsFollowedByTheMovesOfTheNewestGameWithoutARequest() async {
    let result = await Self.run(["show", "pikachu", "--moves", "--game", "scarlet", "--width", "80"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#0025  Pikachu  Electric\n"))
    #expect(result.stdout.contains("""

      Moves in Scarlet and Violet

      Level-up
        Lv.  Move           Type      Class     Power  Acc.  PP
          1  Charm          Fairy     Status        —  100%  20
      """))
    #expect(result.stdout.contains("   36  Thunderbolt    Electric  Special      90  100%  15\n"))
    #expect(result.stdout.contains("\nMachines\n  Machine  Move "))
  }

  @Test func aGameWithoutTheMovesSaysWhereThePokemonHasThem() async {
    let result = await Self.run(["show", "sprigatito", "--moves", "--game", "red"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix(
      "\n\nSprigatito learns no moves in Red; it learns moves in Scarlet and Violet.\n"))
  }

  @Test func theMethodNarrowsAndJSONCarriesTheLearnset() async throws {
    let result = await Self.run(
      ["show", "pikachu", "--moves", "--game", "red-blue", "--method", "level-up", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let learnset = try #require(object["learnset"] as? [String: Any])
    #expect(learnset["versionGroup"] as? String == "red-blue")
    let moves = try #require(learnset["moves"] as? [[String: Any]])
    #expect(moves.allSatisfy { $0["method"] as? String == "level-up" })
    // In Red and Blue, Growl and Thunder Shock at 1 (by name at one level), Thunder at 43.
    #expect(moves.first?["name"] as? String == "growl")
    #expect(moves.contains { $0["name"] as? String == "thunder" && $0["level"] as? Int == 43 })
  }

  @Test(arguments: [
    (["show", "pikachu", "--moves", "--method", "eggs"],
     "no way of learning named \"eggs\": choose level-up, machine, egg, tutor"),
    (["show", "pikachu", "--method", "egg"], "--method narrows --moves: give both"),
  ])
  func badInputIsAUsageErrorOfOneLine(arguments: [String], message: String) async {
    let result = await Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("pokecli: " + message), "\(result.stderr)")
  }

  /// The built-in data's games are a fixed set of choices: one outside them is a usage
  /// error (docs/behaviour.md) that says where the games are listed.
  @Test func anUnknownGameIsAUsageError() async {
    let result = await Self.run(["show", "pikachu", "--moves", "--game", "crimson"])
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("pokecli: no game named \"crimson\""), "\(result.stderr)")
  }

  /// Over the network the learnset costs each move of the game once and each machine
  /// move's machine; the `pokemon` document the card read is not asked for again. A warm
  /// run costs nothing.
  @Test func anotherAPIIsReadOverTheNetworkOnceThenFromTheCache() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["show", "mr-mime", "--moves", "--no-sprite", "--width", "80"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      let paths = await session.server.requestedPaths
      #expect(Set(paths).count == paths.count, "asked twice: \(paths)")
      // The card's documents, then move/85/ and machine/2/: the newest game needs no
      // version document.
      #expect(paths.suffix(2).sorted() == ["/api/v2/machine/2", "/api/v2/move/85"])
      #expect(cold.result.stdout.hasSuffix("""

        Moves in Scarlet and Violet

        Machines
          Machine  Move         Type      Class    Power  Acc.  PP
            TM126  Thunderbolt  Electric  Special     90  100%  15

        A move's card: pokecli move thunderbolt

        """))
      let warm = await session.run(["show", "mr-mime", "--moves", "--no-sprite", "--width", "80"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
      let red = await session.run(["show", "mr-mime", "--moves", "--game", "red", "--json"])
      #expect(red.result.status == 0)
      // pokemon/mr-mime/, version/red/, move/85/ and machine/1/. The list of groups of
      // games was asked once by the first run: this API has none, so the card is today's.
      #expect(red.requests == 4)
      #expect(red.result.stdout.contains("\"machine\" : \"tm24\""))
      // A game pokecli has never heard of is not refused: this API is asked, and says.
      let newer = await session.run(
        ["show", "mr-mime", "--moves", "--game", "pokemon-zz", "--width", "80"])
      #expect(newer.result.status == 0)
      #expect(await session.server.requestedPaths.contains("/api/v2/version/pokemon-zz"))
      #expect(newer.result.stdout.hasSuffix("""
        Mr. Mime learns no moves in Pokemon Zz; it learns moves in Red and Blue, Scarlet
        and Violet.

        """))
    }
  }
}
