import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@testable import pokecli

/// `moves QUERY` with the search language (docs/search.md, "Moves"), from the built-in
/// data: fields, numbers, learners, machines, stat changes, traits and orders, answered
/// without a request; a query that cannot be read is a usage error naming its term.
@Suite("moves QUERY, built in")
struct MoveQueryCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--width", "100", "--color", "never"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
  }

  @Test func fieldsNumbersAndASortNarrowAndOrder() async {
    let strong = await Self.run(["moves", "ground, physical, power >= 90, !recoil, sort power", "--limit", "3"])
    #expect(strong.status == 0, "\(strong.stderr)")
    #expect(strong.stdout.hasPrefix("""
      No.  Move              Type    Class     Power  Acc.  PP  Prio.
      619  Precipice Blades  Ground  Physical    120   85%  10      0
      838  Headlong Rush     Ground  Physical    120  100%   5      0
       89  Earthquake        Ground  Physical    100  100%  10      0

      Showing 1–3 of 7 · page 1 of 3
      """), "\(strong.stdout)")
    let ranged = await Self.run(["moves", "ailment paralysis, ailment chance 30-100, gen 1", "--limit", "10"])
    for name in ["Body Slam", "Thunder", "Lick"] { #expect(ranged.stdout.contains(name), "\(ranged.stdout)") }
    #expect(!ranged.stdout.contains("Thunderbolt"))
    let negative = await Self.run(["moves", "priority < -6"])
    #expect(negative.stdout.contains("Trick Room"), "\(negative.stdout)")
    #expect(negative.stdout.contains("Showing 1 of 1"))
  }

  @Test func wordsAndNamesInAnyLanguage() async {
    let french = await Self.run(["moves", "tonnerre"])
    #expect(french.stdout.contains("Thunderbolt"), "\(french.stdout)")
    let english = await Self.run(["moves", "type fire, class special"])
    let translated = await Self.run(["moves", "type feu, class spécial"])
    #expect(english.status == 0)
    #expect(english.stdout.contains("of 26 "), "\(english.stdout)")
    #expect(translated.stdout.replacingOccurrences(of: "spécial", with: "special")
      .replacingOccurrences(of: "type feu", with: "type fire") == english.stdout)
    let old = await Self.run(["moves", "fire punch"])
    #expect(old.stdout.contains("Fire Punch"))
    #expect(old.stdout.contains("Showing 1 of 1"), "\(old.stdout)")
  }

  @Test func learnersMachinesStatChangesAndTraits() async {
    let garchomp = await Self.run(["moves", "learned by garchomp in scarlet-violet, raises | heals"])
    #expect(garchomp.stdout.contains("Swords Dance"), "\(garchomp.stdout)")
    #expect(garchomp.stdout.contains("Showing 1–2 of 2"))
    let german = await Self.run(["moves", "learned by knakrack in scarlet-violet, raises | heals"])
    #expect(german.stdout == garchomp.stdout.replacingOccurrences(of: "garchomp", with: "knakrack"))
    let hms = await Self.run(["moves", "hm in red"])
    for name in ["Cut", "Fly", "Surf", "Strength", "Flash"] { #expect(hms.stdout.contains(name), "\(hms.stdout)") }
    #expect(hms.stdout.contains("of 5 "))
    let speed = await Self.run(["moves", "raises spe, gen 1"])
    #expect(speed.stdout.contains("Agility"), "\(speed.stdout)")
    #expect(speed.stdout.contains("Showing 1 of 1"))
    let hits = await Self.run(["moves", "multi hit, sort -power", "--limit", "1"])
    #expect(hits.stdout.contains("Triple Kick"), "\(hits.stdout)")
  }

  @Test func theQueryIsEchoedInJSON() async {
    let json = await Self.run(["moves", "power > 100", "--json", "--limit", "1"])
    #expect(json.stdout.contains("\"query\" : \"power > 100\""), "\(json.stdout)")
    #expect(json.stdout.contains("\"count\" : 111"))
    let plain = await Self.run(["moves", "--json", "--limit", "1"])
    #expect(!plain.stdout.contains("\"query\""))
  }

  @Test func aQueryThatCannotBeReadIsAUsageErrorNamingItsTerm() async {
    let field = await Self.run(["moves", "fire, pwr > 100"])
    #expect(field.status == 64)
    #expect(field.stderr.contains("\"pwr\" is no number to compare in \"pwr > 100\""), "\(field.stderr)")
    let sort = await Self.run(["moves", "sort foo"])
    #expect(sort.status == 64)
    #expect(sort.stderr.contains("cannot sort by \"foo\""), "\(sort.stderr)")
    let stat = await Self.run(["moves", "raises spx"])
    #expect(stat.status == 64)
    #expect(stat.stderr.contains("unknown stat \"spx\" in \"raises spx\""), "\(stat.stderr)")
    let twice = await Self.run(["moves", "sort pp", "--sort", "power"])
    #expect(twice.status == 64)
    let type = await Self.run(["moves", "type fyre"])
    #expect(type.status == 1)
    #expect(type.stderr.contains("no type named \"fyre\" — did you mean \"fire\"?"), "\(type.stderr)")
    let sorted = await Self.run(["moves", "learned by bulbasaur, sort power", "--game", "red", "--limit", "1"])
    #expect(sorted.status == 0, "\(sorted.stderr)")
    #expect(sorted.stdout.contains("Razor Leaf") || sorted.stdout.contains("Solar Beam"), "\(sorted.stdout)")
    let nobody = await Self.run(["moves", "learned by"])
    #expect(nobody.status == 64)
    #expect(nobody.stderr.contains("nothing follows \"learned by\""), "\(nobody.stderr)")
  }

  /// Beside `--game` the power, accuracy, PP, type and class terms read the game's values,
  /// as its rows show them: Bite was a Normal move of 60 in Red (Dark today), Dig had 100
  /// power (80 today), Fire Punch was special (its type decided, before generation IV).
  @Test func besideAGameTheTermsReadTheGamesValues() async {
    let bite = await Self.run(["moves", "type normal, power = 60", "--game", "red"])
    #expect(bite.status == 0, "\(bite.stderr)")
    #expect(bite.stdout.contains("Bite"), "\(bite.stdout)")
    let today = await Self.run(["moves", "type normal, power = 60"])
    #expect(today.status == 0 && today.stdout.contains("Swift"), "\(today.stdout)")
    #expect(!today.stdout.contains("Bite"), "\(today.stdout)")
    let dig = await Self.run(["moves", "power = 100, !type normal", "--game", "red"])
    #expect(dig.stdout.contains("Dig"), "\(dig.stdout)")
    let digToday = await Self.run(["moves", "power = 100, ground"])
    #expect(digToday.status == 0 && !digToday.stdout.contains("Dig"), "\(digToday.stdout)")
    let punch = await Self.run(["moves", "fire, special", "--game", "red"])
    #expect(punch.stdout.contains("Fire Punch"), "\(punch.stdout)")
    let physical = await Self.run(["moves", "fire, class physical, pp >= 15", "--game", "red"])
    #expect(physical.status == 0 && !physical.stdout.contains("Fire Punch"), "\(physical.stdout)")
    #expect((await Self.run(["moves", "fire, physical"])).stdout.contains("Fire Punch"))
  }

  /// Browse's moves section reads its search line as the same query, its sort term
  /// before the section's order; a term that cannot be read is thrown for the status
  /// line to say.
  @Test func browsesMovesSectionReadsTheSameQuery() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let network = UnreachableNetwork()
    let root = try BrowseAsInAGameTests.root(sandbox, network: network)
    let section = try SearchedSection(.moves, in: root)
    let hms = try await section.page("hm in red")
    #expect(hms.totalCount == 5)
    #expect(hms.items.first?.name == "cut")
    let strong = try await section.page("ground, physical, power >= 90, !recoil, sort power")
    #expect(strong.items.prefix(3).map(\.name) == ["precipice-blades", "headlong-rush", "earthquake"])
    let words = try await section.page("fire punch")
    #expect(words.items.map(\.name) == ["fire-punch"])
    await #expect(throws: PokedexError.self) { _ = try await section.page("pwr > 1") }
    #expect(network.urls == [])
  }

  /// SQL and shell metacharacters, quotes, wildcards and long text: read, refused or
  /// said to name nothing, never an SQL error and never a crash.
  @Test func junkIsAnsweredOrRefusedNeverAnSQLError() async {
    let junk = [
      "'; DROP TABLE moves; --", "\" OR 1=1 --", "%", "_", "power > 1 OR 1=1",
      "type %", "target _", "learned by ' OR ''='", "tm in \"red", "$(id)", "`id`",
      String(repeating: "fire, ", count: 200), String(repeating: "x", count: 2_000),
      String(repeating: "power > 1, ", count: 120_000), "power > 99999999999", "pp < -.",
    ] + SearchQueryCommandTests.everyScriptsLetters
    for text in junk {
      let result = await Self.run(["moves", text])
      #expect(!(result.stdout + result.stderr).contains("\u{1B}"), "\(text)")
      #expect([0, 1, 64].contains(result.status), "\(text): \(result.status)")
      #expect(!result.stderr.lowercased().contains("sql"), "\(text): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count <= 1, "\(text): \(result.stderr)")
    }
  }
}
