import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli item` end to end: from the built-in database with no request, and over a
/// loopback PokeAPI with its one document asked for once and a warm run free.
@Suite("pokecli item, end to end", .timeLimit(.minutes(20)))
struct ItemCommandTests {
  @Test func leftoversColdCostsItsDocumentAndWarmNothing() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["item", "leftovers", "--width", "60"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      // Its document and its category's, which this API lacks (404): the category is
      // then named from its slug, with no pocket.
      #expect(cold.requests == 2)
      #expect(cold.result.stdout == """
        #0234  Leftovers
        Held Items
        Cost ₽4,000 · Fling power 10
        Holdable

        Held by wild Pokémon
          #0143 Snorlax: 100% in Ruby · 5% in Sun

        """)
      let warm = await session.run(["item", "leftovers", "--width", "60"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
    }
  }

  /// A berry's card over another API costs its item's document and its berry's, which
  /// holds the facts the built-in card shows, and its category's (none here).
  @Test func aBerrysCardOverAnotherAPIHasItsFacts() async throws {
    let (result, requests) = try await CLIHarness.runAgainstFixtureServer(
      ["item", "oran-berry", "--width", "80"])
    #expect(result.status == 0)
    #expect(requests == 3)
    #expect(result.stdout == """
      #0132  Oran Berry
      Medicine
      Cost ₽80 · Fling power 10 · Fling: Berry Effect
      Holdable

      Berry
        Firmness Super Hard · Size 35 mm · Grows 4 h a stage · Up to 5 a tree
        Natural Gift: Poison, power 60
        Flavors: Spicy 10, Dry 10, Bitter 10, Sour 10

      """)
  }

  @Test func aNameWrittenAnotherWayIsFoundThroughTheListOfItems() async throws {
    let (result, requests) = try await CLIHarness.runAgainstFixtureServer(
      ["item", "waterstone", "--width", "80"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("#0084  Water Stone\nEvolution\nCost — · Fling power 30\n"))
    #expect(result.stdout.contains("  Used on a party Pokémon: Evolves an Eevee into Vaporeon.\n"))
    // The list of names, the item's document and its category's (none here).
    #expect(requests == 4)
  }

  /// The Dynamax crystals are named with a star (`★And458`): the name as the games
  /// write it finds the item, as does the name without the star.
  @Test func aNameWithAStarIsFound() async {
    for name in ["★And458", "and458"] {
      let result = await CLIHarness.run(
        ["item", name, "--width", "80"], httpClient: UnreachableNetwork(), builtIn: .embedded)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.hasPrefix("#1330  ★And458\n"), "\(result.stdout)")
    }
  }

  @Test func theBuiltInDatabaseHasEvolutionsAndBerries() async {
    let stone = await CLIHarness.run(
      ["item", "Water Stone", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(stone.status == 0)
    #expect(stone.stderr == "")
    #expect(stone.stdout.hasPrefix("#0084  Water Stone\nEvolution · Items pocket\n"))
    #expect(stone.stdout.contains("Evolution\n  Poliwhirl → Poliwrath, used on it\n"))
    #expect(stone.stdout.contains("  Eevee → Vaporeon, used on it\n"))
    let rock = await CLIHarness.run(
      ["item", "kings rock"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(rock.stdout.contains("  Slowpoke → Slowking, traded holding it\n"))
    let oran = await CLIHarness.run(
      ["item", "oran-berry", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(oran.stdout.contains(
      """
      Berry
        Firmness Super Hard · Size 35 mm · Grows 4 h a stage · Up to 5 a tree
        Natural Gift: Poison, power 60
        Flavors: Spicy 10, Dry 10, Bitter 10, Sour 10
      """))
    // PokeAPI has two items named roseli-berry; the one a user finds is the one with the
    // effect, and the berries list names it. The berry has no facts in PokeAPI, so the
    // card has no empty Berry section.
    let roseli = await CLIHarness.run(
      ["item", "roseli-berry", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(roseli.stdout.hasPrefix("#0723  Roseli Berry\n"), "\(roseli.stdout)")
    #expect(roseli.stdout.contains("super-effective Fairy-type attack"), "\(roseli.stdout)")
    #expect(!roseli.stdout.contains("Berry\n\n") && !roseli.stdout.hasSuffix("Berry\n"))
    let berries = await CLIHarness.run(
      ["berries", "roseli"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(berries.stdout.contains("Roseli"), "\(berries.stdout)")
  }

  @Test func aSecondDefinitionOfTheEffectGoesOnAsTheNextSentence() async {
    let result = await CLIHarness.run(
      ["item", "fast-ball", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.stdout.contains("""
      Effect
        Used by a trainer in battle: Attempts to catch a wild Pokémon. If used in a
        trainer battle, nothing happens and the ball is lost. If the wild Pokémon’s
        base speed is 100 or more, its catch rate is 4× normal.
      """), "\(result.stdout)")
  }

  @Test func anUnknownItemNamesTheNearestAndExitsOne() async {
    let result = await CLIHarness.run(
      ["item", "leftover"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stderr == "pokecli: no item named \"leftover\" — did you mean \"leftovers\"?\n")
    let bad = await CLIHarness.run(
      ["item", "0"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("pokecli: \"0\" is not an item number"))
  }
}
