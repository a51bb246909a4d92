import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@testable import pokecli

/// `abilities QUERY` (docs/search.md, "Abilities"), from the built-in data: names and
/// effects in any language, holders, generations and orders, answered without a request.
@Suite("abilities QUERY, built in")
struct AbilityQueryCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--width", "100", "--color", "never"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
  }

  @Test func wordsMatchNamesAndEffects() async {
    let immune = await Self.run(["abilities", "immune ground"])
    #expect(immune.status == 0, "\(immune.stderr)")
    #expect(immune.stdout.contains("Levitate"), "\(immune.stdout)")
    #expect(immune.stdout.contains("Eelevate"))
    let french = await Self.run(["abilities", "lévitation"])
    #expect(french.stdout.contains("Levitate"), "\(french.stdout)")
    let effect = await Self.run(["abilities", "effect contact, gen 3", "--limit", "3"])
    #expect(effect.stdout.hasPrefix("""
      No.  Ability       Gen.  Pokémon  Effect
        9  Static        III        38  Has a 30% chance of paralyzing attacking Pokémon on contact.
       24  Rough Skin    III         6  Damages attacking Pokémon for 1/8 their max HP on contact.
      """), "\(effect.stdout)")
  }

  @Test func holdersGenerationsAndOrders() async {
    let both = await Self.run(["abilities", "of garchomp | of dragonite, sort pokemon"])
    #expect(both.stdout.hasPrefix("""
      No.  Ability      Gen.  Pokémon  Effect
       39  Inner Focus  III        38  Prevents flinching.
      """), "\(both.stdout)")
    #expect(both.stdout.contains("Showing 1–4 of 4"))
    let german = await Self.run(["abilities", "of knakrack"])
    #expect(german.stdout.contains("Rough Skin") && german.stdout.contains("Sand Veil"))
    // A Pokémon is named as `show` takes it: by its number too.
    let byNumber = await Self.run(["abilities", "of 445"])
    #expect(byNumber.stdout == german.stdout, "\(byNumber.stderr)")
    let rare = await Self.run(["abilities", "pokemon 1-1, gen 9", "--json"])
    #expect(rare.stdout.contains("\"query\" : \"pokemon 1-1, gen 9\""), "\(rare.stdout)")
    #expect(rare.stdout.contains("\"count\" : 27"), "\(rare.stdout)")
  }

  @Test func aQueryThatCannotBeReadIsAUsageError() async {
    let empty = await Self.run(["abilities", "effect"])
    #expect(empty.status == 64)
    #expect(empty.stderr.contains("nothing follows \"effect\""), "\(empty.stderr)")
    let field = await Self.run(["abilities", "holdrs > 2"])
    #expect(field.status == 64)
    #expect(field.stderr.contains("\"holdrs\" is no number to compare"), "\(field.stderr)")
    let sort = await Self.run(["abilities", "sort pokemon", "--sort", "name"])
    #expect(sort.status == 64)
    #expect(sort.stderr.contains("give the order once"), "\(sort.stderr)")
    // The options are checked before the words, as `moves` checks them.
    let both = await Self.run(["abilities", "holdrs > 2", "--generation", "10"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("--generation must be from 1 to 9"), "\(both.stderr)")
    let nobody = await Self.run(["abilities", "of nobodymon"])
    #expect(nobody.status == 1)
    #expect(nobody.stderr.contains("no Pokémon named \"nobodymon\""), "\(nobody.stderr)")
    // Suggested in the script typed, as `show` suggests.
    let japanese = await Self.run(["abilities", "of ピカチュ"])
    #expect(japanese.status == 1)
    #expect(japanese.stderr.contains("ピカチュウ"), "\(japanese.stderr)")
  }

  @Test func browsesAbilitiesSectionReadsTheSameQuery() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let network = UnreachableNetwork()
    let root = try BrowseAsInAGameTests.root(sandbox, network: network)
    let section = try SearchedSection(.abilities, in: root)
    let garchomp = try await section.page("of garchomp, sort name")
    #expect(garchomp.items.map(\.name) == ["rough-skin", "sand-veil"])
    await #expect(throws: PokedexError.self) { _ = try await section.page("holdrs > 2") }
    #expect(network.urls == [])
  }

  @Test func junkIsAnsweredOrRefusedNeverAnSQLError() async {
    let junk = [
      "'; DROP TABLE abilities; --", "%", "_", "pokemon > 1 OR 1=1", "of ' OR ''='",
      "effect %", String(repeating: "x", count: 2_000), String(repeating: "gen 3, ", count: 120_000),
    ] + SearchQueryCommandTests.everyScriptsLetters
    for text in junk {
      let result = await Self.run(["abilities", text])
      #expect([0, 1, 64].contains(result.status), "\(text): \(result.status)")
      #expect(!result.stderr.lowercased().contains("sql"), "\(text): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count <= 1, "\(text): \(result.stderr)")
    }
  }
}
