import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli show POKEMON --game GAME` from the built-in database: every game's Pokédex
/// entry is built in, so a card for any game costs no request.
@Suite("pokecli show --game, built in", .timeLimit(.minutes(5)))
struct CardForAnyGameTests {
  /// Twenty games of every generation with an English entry for Eevee.
  static let games = [
    "red", "blue", "yellow", "gold", "silver", "crystal", "ruby", "sapphire", "emerald",
    "firered", "leafgreen", "diamond", "pearl", "platinum", "heartgold", "soulsilver",
    "black", "white", "x", "y",
  ]

  @Test(arguments: games) func aCardShowsThatGamesEntryWithNoRequest(game: String) async {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      ["show", "eevee", "--game", game, "--width", "80", "--color", "never"],
      httpClient: network, builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#0133  Eevee  Normal\n"))
    #expect(result.stdout.contains("\nPokédex entry · "))
    #expect(network.urls == [])
  }

  @Test func theEntryIsTheGamesOwn() async {
    let result = await CLIHarness.run(
      ["show", "eevee", "--game", "red", "--width", "80", "--color", "never"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.stdout.contains("""

      Pokédex entry · Red
        Its genetic code is irregular. It may mutate if it is exposed to radiation
        from element STONEs.

      """))
  }

  @Test func aGameWithoutAnEntrySaysWhichGamesHaveOne() async {
    let result = await CLIHarness.run(
      ["show", "sprigatito", "--game", "red", "--width", "80", "--color", "never"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stderr == """
      pokecli: Sprigatito has no English Pokédex entry from "red"; games with one: "scarlet", \
      "violet"

      """)
  }
}
