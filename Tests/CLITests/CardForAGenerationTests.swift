import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `--generation N` on the cards (`show`, `move`, `ability`, `item`) and `--game` on the
/// type chart, from the built-in database with no request.
@Suite("Cards as in a generation, built in", .timeLimit(.minutes(20)))
struct CardForAGenerationTests {
  /// Each generation's fullest game, as the card's heading names it.
  static let fullest = [
    (1, "Yellow"), (2, "Crystal"), (3, "Emerald"), (4, "HeartGold and SoulSilver"),
    (5, "Black 2 and White 2"), (6, "X and Y"), (7, "Ultra Sun and Ultra Moon"),
    (8, "Sword and Shield"), (9, "Scarlet and Violet"),
  ]

  static func run(_ arguments: [String]) async -> (CLIResult, UnreachableNetwork) {
    let network = UnreachableNetwork()
    let result = await CLIHarness.run(
      arguments + ["--width", "80", "--color", "never"], httpClient: network,
      builtIn: .embedded)
    return (result, network)
  }

  @Test(arguments: fullest)
  func aGenerationIsItsFullestGame(generation: Int, game: String) async {
    let (result, network) = await Self.run(["show", "pikachu", "--generation", "\(generation)"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\nTypes, abilities and stats as in \(game)\n"))
    #expect(network.urls == [])
  }

  /// Clefairy was Normal, and Bite Normal and physical, in generation I.
  @Test func theCardIsTheGenerationsNumbers() async {
    let (clefairy, _) = await Self.run(["show", "clefairy", "--generation", "1"])
    #expect(clefairy.stdout.hasPrefix("#0035  Clefairy  Normal\n"))
    let (bite, _) = await Self.run(["move", "bite", "--generation", "1"])
    #expect(bite.stdout.hasPrefix("#044  Bite  Normal\nPhysical · "))
    #expect(bite.stdout.contains("\nClass and numbers as in Yellow\n"))
    let (levitate, _) = await Self.run(["ability", "levitate", "--generation", "2"])
    #expect(levitate.stdout.contains("\nNot yet in Crystal: it came with generation III\n"))
    let (ball, _) = await Self.run(["item", "ultra-ball", "--generation", "3"])
    #expect(ball.stdout.contains("\nPrice as in Emerald\n"))
  }

  /// The regional numbers are the game's own Pokédexes'.
  @Test func theRegionalNumbersAreTheGamesPokedexes() async {
    let (red, _) = await Self.run(["show", "pikachu", "--game", "red", "--no-sprite"])
    #expect(red.stdout.contains("\nRegional Pokédexes\n  Kanto #025\n\n"), "\(red.stdout)")
    let (sword, _) = await Self.run(["show", "pikachu", "--generation", "8", "--no-sprite"])
    #expect(sword.stdout.contains("\nRegional Pokédexes\n  Galar #194 · Isle of Armor #085\n"))
  }

  @Test func aGenerationWithNoGameOrBesideAGameIsAUsageError() async {
    let (late, _) = await Self.run(["show", "pikachu", "--generation", "10"])
    #expect(late.status == 64)
    #expect(late.stderr.hasPrefix(
      "pokecli: no game of generation 10: the games are of generations 1–9"))
    let (zero, _) = await Self.run(["move", "bite", "--generation", "0"])
    #expect(zero.status == 64)
    #expect(zero.stderr.hasPrefix("pokecli: --generation must be 1 or more, not 0"))
    let (both, _) = await Self.run(["item", "tm01", "--game", "red", "--generation", "1"])
    #expect(both.status == 64)
    #expect(both.stderr.hasPrefix("pokecli: give --game or --generation, not both"))
  }

  /// A game's chart is its generation's, named by slug or in any language.
  @Test func aTypeChartIsTheGamesGeneration() async {
    let (steel, network) = await Self.run(["type", "steel", "--game", "gold"])
    #expect(steel.status == 0, "\(steel.stderr)")
    #expect(steel.stdout.contains("\nChart of generation II\n"))
    #expect(network.urls == [])
    let (chart, _) = await Self.run(["types", "--game", "Écarlate"])
    #expect(chart.stdout.hasPrefix("Type chart of generation IX\n"))
    let (unknown, _) = await Self.run(["type", "steel", "--game", "blah"])
    #expect(unknown.status == 64)
    let (both, _) = await Self.run(["types", "--game", "x", "--generation", "6"])
    #expect(both.status == 64)
  }
}
