import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli location` and `pokecli locations` end to end, from the built-in database.
@Suite("pokecli location and locations, end to end", .timeLimit(.minutes(20)))
struct LocationCommandTests {
  let sandbox = Sandbox()

  /// Over another API a place is its `location` document, its areas' and its games'; the
  /// card is cached whole.
  @Test func overAnotherAPIFromItsDocumentsCachedOnce() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let cold = await session.run(["location", "viridian forest", "--width", "60"])
      #expect(cold.result.stderr == "")
      #expect(cold.result.status == 0)
      // The place, its area, Red, Blue and their group.
      #expect(cold.requests == 5)
      #expect(cold.result.stdout == """
        #155  Viridian Forest
        Kanto · 2 Pokémon met in the wild

        Pokémon met in the wild here:

        Red · Blue
          Walk
            Pokémon   Levels  Chance
            Caterpie     3–5     25%
            Weedle         3     20%
            Weedle         4     10%
              Time Night

        """)
      // From the cache: nothing asked again.
      let warm = await session.run(["location", "viridian forest", "--width", "60"])
      #expect(warm.requests == 0)
      #expect(warm.result == cold.result)
      let list = await session.run(["locations", "--width", "60"])
      #expect(list.result.status == 0)
      #expect(list.result.stdout.contains("Pallet Town"), "\(list.result.stdout)")
      let none = await session.run(["location", "pallet-town", "--width", "60"])
      #expect(none.result.stdout.contains("2 parts: Pallet Town, Lab"), "\(none.result.stdout)")
      #expect(none.result.stdout.contains("No Pokémon is met in the wild here."))
    }
  }

  /// A place's card names its region and parts, then each game's Pokémon; a name in
  /// another language finds it too.
  @Test func aPlacesCardByAnyName() async {
    let card = await CLIHarness.builtIn(["location", "route-4"])
    #expect(card.status == 0)
    #expect(card.stderr == "")
    #expect(card.stdout.hasPrefix("""
      #120  Route 4
      Kanto · 34 Pokémon met in the wild
      2 parts: Route 4, Pokemon Center

      Pokémon met in the wild here:
      """), "\(card.stdout)")
    let german = await CLIHarness.builtIn(["location", "Ewigwald", "--language", "de"])
    #expect(german.stdout.hasPrefix("#008  Ewigwald\nSinnoh"), "\(german.stdout)")
  }

  /// With --game, that game's Pokémon alone; a game with none says so.
  @Test func withAGameThatGamesPokemonAlone() async throws {
    let red = try await CLIHarness.builtInDocument(
      ["location", "viridian-forest", "--game", "red"])
    #expect(red["gameAsked"] as? String == "red")
    let sections = try #require(red["sections"] as? [[String: Any]])
    #expect(sections.map { $0["versions"] as? [String] ?? [] } == [["red"]])
    let names = (red["pokemon"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names.contains("pikachu") && names.contains("caterpie"))
    let sword = await CLIHarness.builtIn(["location", "viridian-forest", "--game", "sword"])
    #expect(sword.stdout.contains("No Pokémon is met in the wild here in Sword."))
  }

  @Test func theListByRegionGameAndOrder() async throws {
    let sinnoh = try await CLIHarness.builtInDocument(
      ["locations", "--region", "sinnoh", "--sort", "pokemon", "--limit", "3"])
    let rows = try #require(sinnoh["results"] as? [[String: Any]])
    #expect(rows.compactMap { $0["name"] as? String } == ["sinnoh-route-212", "sinnoh-route-210", "sinnoh-route-205"])
    let sword = await CLIHarness.builtIn(["locations", "--game", "sword", "--limit", "2"])
    #expect(sword.stdout.contains("Route 1   Galar"), "\(sword.stdout)")
    // Galar's 47 places and those of Sword's two expansions.
    #expect(sword.stdout.contains("of 89"), "\(sword.stdout)")
    let armor = await CLIHarness.builtIn(["locations", "--game", "the-isle-of-armor", "--limit", "2"])
    #expect(armor.stdout.contains("Showing 1–2 of"), "\(armor.stdout)")
    #expect(!armor.stdout.contains("of 89"), "\(armor.stdout)")
  }

  @Test func aWrongNameOrRegionIsOneLineWithTheClosest() async {
    let region = await CLIHarness.builtIn(["locations", "--region", "sinoh"])
    #expect(region.status != 0)
    #expect(region.stderr == "pokecli: no region named \"sinoh\" — did you mean \"sinnoh\"?\n")
    let place = await CLIHarness.builtIn(["location", "eterna"])
    #expect(place.status != 0)
    #expect(place.stderr.hasPrefix("pokecli: no location named \"eterna\" — did you mean"))
  }
}
