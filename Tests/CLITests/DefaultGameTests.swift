import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// The game chosen for a user who names none: the newest, by release order, in which the
/// Pokémon learns moves by level-up (or the move is learned one of the main ways), not
/// Champions, whose only way is `train`.
@Suite("The default game", .timeLimit(.minutes(20)))
struct DefaultGameTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--width", "100", "--color", "never"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
  }

  @Test(arguments: ["garchomp", "pikachu", "charizard"])
  func aLearnsetOpensTheNewestGameWithLevelUpMoves(pokemon: String) async {
    let result = await Self.run(["show", pokemon, "--moves", "--method", "level-up"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\nMoves in Scarlet and Violet\n"), "\(pokemon)")
    #expect(result.stdout.contains("\nLevel-up\n"), "\(pokemon)")
  }

  @Test func whoLearnsAMoveOpensTheNewestGameItIsLearnedInAMainWay() async {
    let result = await Self.run(["move", "earthquake", "--pokemon"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\nLearned in Scarlet and Violet by "))
  }

  /// A game asked for is still that game, Champions too.
  @Test func aGameAskedForIsThatGame() async {
    let result = await Self.run(["show", "pikachu", "--moves", "--game", "champions"])
    #expect(result.stdout.contains("\nMoves in Champions\n"), "\(result.stdout.prefix(300))")
  }
}
