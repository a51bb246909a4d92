import Foundation
import PokedexTesting
import Testing

@testable import pokecli

@Suite("pokecli show, end to end", .timeLimit(.minutes(20)))
struct ShowCommandTests {
  static func run(_ arguments: [String]) async throws -> (result: CLIResult, requests: Int) {
    try await LoopbackServer.with(handler: { PikachuFixtures.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await CLIHarness.run(arguments, variables: ["POKEAPI_BASE_URL": base])
      return (result, await server.requestCount)
    }
  }

  @Test func pikachusCardCostsTenRequests() async throws {
    let (result, requests) = try await Self.run(["show", "pikachu", "--width", "60"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // The eight documents of the card and its family, then the Thunder Stone's item
    // document and the Rock Star form's pokemon-form document, for their English names.
    #expect(requests == 10)
    #expect(result.stdout == """
      #0025  Pikachu  Electric
      Mouse Pokémon · Generation I
      Height 0.4 m · Weight 6.0 kg

      Abilities
        Static                  pokecli ability static
          Has a 30% chance of paralyzing attacking Pokémon on
          contact.
        Lightning Rod (hidden)  pokecli ability lightning-rod
          Draws in all Electric-type moves to boost its Sp. Atk
          stat.

      Base stats
        HP       35  ██████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Attack   55  ██████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Defense  40  ███████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Sp. Atk  50  █████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Sp. Def  50  █████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Speed    90  ████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
        Total   320

      Training
        EV yield 2 Speed

      Type defenses
        ×2  Ground
        ×½  Electric  Flying    Steel

      Pokédex entry · Shield
        It stores electricity in the electric sacs on its cheeks.

      Evolution
        Pichu
        └─ Pikachu ◀ · level up, friendship 220+
           └─ Raichu · use Thunder Stone

      Evolution items
        Thunder Stone  pokecli item thunder-stone

      Forms
        Pikachu ◀
        Pikachu Rock Star  pokecli show pikachu-rock-star

      Moves
        pokecli show pikachu --moves

      """)
  }

  @Test(arguments: ["25", "#25", "#025", "0025", "Pikachu", " PIKACHU "])
  func aNumberOrAnyCaseFindsTheSamePokemon(text: String) async throws {
    let (result, _) = try await Self.run(["show", text, "--width", "60"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("#0025  Pikachu  Electric\n"))
  }

  @Test func detailIsAnAliasAndGamePicksTheEntry() async throws {
    let (result, _) = try await Self.run(["detail", "pikachu", "--game", "red", "--width", "80"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Pokédex entry · Red\n  When several of these Pokémon gather"))
  }

  @Test func aGameWithoutAnEntryShowsTheCardSayingSo() async throws {
    let (result, _) = try await Self.run(["show", "pikachu", "--game", "gold", "--width", "80"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(
      "Pokédex entry\n  PokeAPI has no entry from Gold; the newest is from Shield.\n"))
  }

  @Test func jsonGivesTheCardForScripts() async throws {
    let (result, _) = try await Self.run(["show", "25", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let card = try #require(object as? [String: Any])
    #expect(card["displayName"] as? String == "Pikachu")
    #expect(card["genus"] as? String == "Mouse Pokémon")
    #expect(card["statTotal"] as? Int == 320)
    #expect((card["typeDefenses"] as? [String: Double])?["ground"] == 2)
    let evolution = try #require(card["evolution"] as? [String: Any])
    #expect(evolution["name"] as? String == "pichu")
  }

  @Test func anUnknownNameSuggestsTheClosestOnes() async throws {
    let (result, _) = try await Self.run(["show", "bulbasaurr"])
    #expect(result.status == 1)
    #expect(
      result.stderr == "pokecli: no Pokémon named \"bulbasaurr\" — did you mean \"bulbasaur\"?\n")
  }

  @Test func aNameNothingIsCloseToGetsNoSuggestion() async throws {
    let (result, _) = try await Self.run(["show", "zzzzzzzzzz"])
    #expect(result.stderr == "pokecli: no Pokémon named \"zzzzzzzzzz\"\n")
  }

  @Test func anUnknownNumberSaysWhereNumbersRun() async throws {
    let (result, requests) = try await Self.run(["show", "99999"])
    #expect(result.status == 1)
    #expect(requests == 1)
    #expect(
      result.stderr
        == "pokecli: no Pokémon numbered 99999 (national numbers run from 1, forms from 10001)\n")
  }

  @Test(arguments: [
    ("", "give a Pokémon's name or number"),
    ("0", "\"0\" is not a Pokédex number: numbers start at 1"),
    ("../../etc", "\"../../etc\" is not a Pokémon's name or number"),
    ("pika/chu", "\"pika/chu\" is not a Pokémon's name or number"),
    ("25.0", "\"25.0\" is not a Pokédex number: give a whole number such as 25"),
    ("2.5", "\"2.5\" is not a Pokédex number: give a whole number such as 25"),
    ("-25", "\"-25\" is not a Pokédex number: numbers start at 1"),
  ])
  func textThatCannotNameAPokemonIsAUsageErrorWithNoRequest(text: String, message: String)
    async throws
  {
    let (result, requests) = try await Self.run(["show", "--", text])
    #expect(result.status == 64)
    #expect(requests == 0)
    #expect(result.stderr == "pokecli: \(message) (help: pokecli show --help)\n")
  }

  @Test(arguments: ["mrmime", "Mr.Mime", "MR MIME", "farfetch d"])
  func aNameWrittenWithoutItsHyphensOrSpacesIsFound(text: String) async throws {
    let (result, _) = try await Self.run(["show", text, "--width", "60"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("#0122  Mr. Mime") || result.stdout.hasPrefix("#0083"))
  }

  @Test func aNameNoPokemonHasIsQuotedAsTyped() async throws {
    let (result, _) = try await Self.run(["show", "Pikachuu"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("pokecli: no Pokémon named \"Pikachuu\""))
  }
}
