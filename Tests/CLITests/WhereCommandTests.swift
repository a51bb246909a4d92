import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli where` end to end, from the built-in database with no request; over another
/// API it says in one line that it needs the built-in data.
@Suite("pokecli where, end to end", .timeLimit(.minutes(20)))
struct WhereCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.builtIn(["where"] + arguments)
  }

  /// Raichu is met in Red only in Cerulean Cave; Pichu came later, so Raichu is
  /// caught as itself.
  @Test func raichuInRed() async {
    let red = await Self.run(["raichu", "--game", "red"])
    #expect(red.status == 0)
    #expect(red.stderr == "")
    #expect(red.stdout == """
      Raichu
      Where it is met in the wild in Red:

      Red
        Walking in tall grass or a cave
          Place                Levels  Chance
          Cerulean Cave (1F)       53      4%
          Cerulean Cave (B1F)      64     10%

      """)
  }

  /// Met nowhere in a game, the nearest earlier stage that is: Garchomp in Diamond
  /// through Gible, with the conditions under the place.
  @Test func metNowhereItNamesTheEarlierStage() async throws {
    let diamond = await Self.run(["garchomp", "--game", "diamond"])
    #expect(diamond.stdout.hasPrefix("""
      Garchomp
      Garchomp is not met in the wild in Diamond.

      Evolve Gible, met in the wild in Diamond:
      """), "\(diamond.stdout)")
    let document = try await CLIHarness.builtInDocument(["where", "garchomp", "--game", "diamond"])
    #expect((document["sections"] as? [Any])?.isEmpty == true)
    let stages = try #require(document["earlierStages"] as? [[String: Any]])
    #expect(stages.map { ($0["species"] as? [String: Any])?["name"] as? String } == ["gible"])
    // In every game: met itself in The Crown Tundra, through Gabite (the nearer stage)
    // in Platinum, and through Gible in Diamond; no game twice.
    let every = try await CLIHarness.builtInDocument(["where", "garchomp"])
    func versions(_ sections: Any?) -> [String] {
      (sections as? [[String: Any]] ?? []).flatMap { $0["versions"] as? [String] ?? [] }
    }
    let through = try #require(every["earlierStages"] as? [[String: Any]])
    #expect(
      through.map { ($0["species"] as? [String: Any])?["name"] as? String } == ["gabite", "gible"])
    let games = [versions(every["sections"])] + through.map { versions($0["sections"]) }
    #expect(games[1].contains("platinum") && games[2].contains("diamond"))
    let all = games.flatMap { $0 }
    #expect(Set(all).count == all.count)
  }

  /// Games whose answers are the same share a section; a group names both of its games.
  @Test func gamesAnsweringAlikeShareASectionAndAGroupNamesItsGames() async throws {
    let document = try await CLIHarness.builtInDocument(["where", "pikachu", "--game", "red-blue"])
    #expect(document["gameAsked"] as? String == "red-blue")
    let sections = try #require(document["sections"] as? [[String: Any]])
    #expect(sections.map { $0["versions"] as? [String] } == [["red", "blue"]])
  }

  /// Conditions are said under their place, in the language shown.
  @Test func conditionsAreSaidUnderThePlaceInTheLanguageShown() async {
    let english = await Self.run(["eevee", "--game", "sword"])
    #expect(english.stdout.contains("""
          Meetup Spot      10    100%
            Have save data from Let's Go Eevee
      """), "\(english.stdout)")
    let french = await Self.run(["eevee", "--game", "sword", "--language", "fr"])
    #expect(french.status == 0)
    #expect(french.stdout.contains("Route 4"), "\(french.stdout)")
  }

  /// `show --where`: the card, then the same answer under its own heading, and in the
  /// card's JSON as `encounters` (`null` without `--where`).
  @Test func theCardShowsWhereItIsMetWithWhere() async throws {
    let card = await CLIHarness.builtIn(["show", "raichu", "--where", "--game", "red"])
    #expect(card.status == 0)
    #expect(card.stdout.hasSuffix("""
      Moves
        pokecli show raichu --moves

      Where to find it in Red

      Red
        Walking in tall grass or a cave
          Place                Levels  Chance
          Cerulean Cave (1F)       53      4%
          Cerulean Cave (B1F)      64     10%

      """), "\(card.stdout)")
    let document = try await CLIHarness.builtInDocument(["show", "raichu", "--where"])
    let encounters = try #require(document["encounters"] as? [String: Any])
    #expect((encounters["sections"] as? [Any])?.isEmpty == false)
    #expect(encounters["pokemon"] == nil)
    let plain = try await CLIHarness.builtInDocument(["show", "raichu"])
    #expect(plain.keys.contains("encounters") && plain["encounters"] is NSNull)
  }

  /// Over another API, the Pokémon's `pokemon/{id}/encounters` document, its areas',
  /// their places' and its games': Caterpie in Red and Blue, kept in the cache, so that
  /// offline it answers the same; a Pokémon whose encounters were never read is not.
  @Test func overAnotherAPIFromItsEncountersDocument() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let unread = await session.run(["where", "caterpie", "--offline"])
      #expect(unread.result.status == 1)
      #expect(unread.requests == 0)
      let caterpie = await session.run(["where", "caterpie", "--width", "60"])
      let offline = await session.run(["where", "caterpie", "--width", "60", "--offline"])
      #expect(offline.requests == 0)
      #expect(offline.result == caterpie.result)
      #expect(caterpie.result.stderr == "")
      #expect(caterpie.result.status == 0)
      #expect(caterpie.result.stdout == """
        Caterpie
        Where it is met in the wild:

        Red · Blue
          Walk
            Place            Levels  Chance
            Viridian Forest     3–5     25%

        """)
      let red = await session.run(["where", "caterpie", "--game", "red", "--json"])
      #expect(red.result.stdout.contains("\"gameAsked\" : \"red\""), "\(red.result.stderr)")
    }
  }

  /// The card over another API, with where it is met: nowhere, for Bulbasaur.
  @Test func theCardOverAnotherAPISaysWhereItIsMet() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox, handler: FixtureReference.respond) {
      session in
      let card = await session.run(["show", "bulbasaur", "--where", "--width", "60"])
      #expect(card.result.status == 0, "\(card.result.stderr)")
      #expect(
        card.result.stdout.hasSuffix("Bulbasaur is not met in the wild in any game.\n"),
        "\(card.result.stdout)")
    }
  }
}
