import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `list`, `search` and `favorites` with `--game`, from the built-in data: no request but
/// the one a list makes for a count of Pokémon newer than the data.
@Suite("list --game, built in")
struct ListAsInAGameCommandTests {
  static func run(_ arguments: [String], network: UnreachableNetwork) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--width", "80", "--color", "never"], httpClient: network,
      builtIn: .embedded)
  }

  @Test func redListsItsOneHundredAndFiftyOneWithTheirTypesThen() async {
    let network = UnreachableNetwork()
    let red = await Self.run(["list", "--game", "red", "--limit", "100"], network: network)
    #expect(red.status == 0, "\(red.stderr)")
    #expect(red.stdout.contains("Showing 1–100 of 151"))
    #expect(red.stdout.contains("#0035  Clefairy    Normal\n"))
    #expect(red.stdout.contains("#0081  Magnemite   Electric\n"))
    #expect(red.stdout.contains("pokecli list --game red --page 2 --limit 100"))
    let gold = await Self.run(["list", "--game", "gold", "--limit", "1"], network: network)
    #expect(gold.stdout.contains("of 251 "))
    // Fairy came with generation VI: in Gold, "fairy" is a name.
    let fairy = await Self.run(["search", "fairy", "--game", "gold"], network: network)
    #expect(fairy.stdout.hasPrefix("No.    Name      Types\n#0035  Clefairy  Normal\n"))
    let alolan = await Self.run(["search", "raichu", "--game", "red"], network: network)
    #expect(!alolan.stdout.contains("Alolan"))
    #expect(network.urls.allSatisfy { $0.hasSuffix("/pokemon/?offset=0&limit=1") })
  }

  /// `--ability` keeps the ability's holders in the game: Gengar floated until X and Y.
  @Test func anAbilitysHoldersAreThoseOfTheGame() async {
    let network = UnreachableNetwork()
    let levitate = await Self.run(
      ["list", "--ability", "levitate", "--game", "x-y", "--limit", "100"], network: network)
    #expect(levitate.stdout.contains(" Gengar "), "\(levitate.stdout)")
    let cursed = await Self.run(
      ["list", "--ability", "cursed-body", "--game", "x-y"], network: network)
    #expect(!cursed.stdout.contains("Gengar"))
    let today = await Self.run(["list", "--ability", "cursed-body"], network: network)
    #expect(today.stdout.contains("Gengar"))
  }

  @Test func aWrongGameOrOneWithAPokedexIsAUsageError() async {
    let network = UnreachableNetwork()
    let unknown = await Self.run(["list", "--game", "blah"], network: network)
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("pokecli: no game named \"blah\""))
    let both = await Self.run(["list", "--pokedex", "kanto", "--game", "red"], network: network)
    #expect(both.status == 64)
    #expect(network.urls == [])
  }
}
