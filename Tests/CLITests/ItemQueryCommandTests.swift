import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@testable import pokecli

/// `items QUERY` (docs/search.md, "Items"), from the built-in data: names and effects in
/// any language, categories, pockets, attributes, holders and numbers, answered without a
/// request.
@Suite("items QUERY, built in")
struct ItemQueryCommandTests {
  static func run(_ arguments: [String]) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--width", "110", "--color", "never"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
  }

  @Test func wordsMatchNamesAndEffects() async {
    let speed = await Self.run(["items", "raises speed", "--limit", "2"])
    #expect(speed.status == 0, "\(speed.stderr)")
    #expect(speed.stdout.hasPrefix("""
      No.  Item     Category     Pocket        Cost  Effect
       48  Carbos   Vitamins     Medicine         —  Raises Speed effort and happiness.
       59  X Speed  Stat boosts  Battle Items     —  Raises Speed by one stage in battle. Raises happiness.
      """), "\(speed.stdout)")
    let french = await Self.run(["items", "pierre", "--limit", "1"])
    #expect(french.stdout.contains("Sun Stone"), "\(french.stdout)")
  }

  @Test func fieldsHoldersAndNumbers() async {
    let held = await Self.run(["items", "held by pikachu | held by raichu"])
    #expect(held.stdout.contains("Light Ball") && held.stdout.contains("Oran Berry"), "\(held.stdout)")
    #expect(held.stdout.contains("Showing 1–2 of 2"))
    let heavy = await Self.run(["items", "attribute holdable, fling >= 100, sort cost"])
    #expect(heavy.stdout.contains("Iron Ball") && heavy.stdout.contains("Hard Stone"), "\(heavy.stdout)")
    let french = await Self.run(["items", "pocket baies", "--json", "--limit", "1"])
    #expect(french.stdout.contains("\"query\" : \"pocket baies\""), "\(french.stdout)")
    #expect(french.stdout.contains("\"count\" : 74"), "\(french.stdout)")
  }

  @Test func aQueryThatCannotBeReadIsAUsageError() async {
    let field = await Self.run(["items", "prize > 2"])
    #expect(field.status == 64)
    #expect(field.stderr.contains("\"prize\" is no number to compare"), "\(field.stderr)")
    let number = await Self.run(["items", "cost > lots"])
    #expect(number.status == 64)
    let sort = await Self.run(["items", "sort cost", "--sort", "name"])
    #expect(sort.status == 64)
    #expect(sort.stderr.contains("give the order once"), "\(sort.stderr)")
    let category = await Self.run(["items", "category blah"])
    #expect(category.status == 1)
    #expect(category.stderr.contains("no item category named \"blah\""), "\(category.stderr)")
    for junk in ["'; DROP TABLE items; --", "%", "cost > 1 OR 1=1", "held by ' OR ''='", String(repeating: "x", count: 2_000)] {
      let result = await Self.run(["items", junk])
      #expect([0, 1, 64].contains(result.status), "\(junk): \(result.status)")
      #expect(!result.stderr.lowercased().contains("sql"), "\(junk): \(result.stderr)")
    }
  }

  @Test func browsesItemsSectionReadsTheSameQuery() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let network = UnreachableNetwork()
    let root = try BrowseAsInAGameTests.root(sandbox, network: network)
    let section = try SearchedSection(.items, in: root)
    let held = try await section.page("held by pikachu | held by raichu")
    #expect(held.totalCount == 2)
    #expect(Set(held.items.map(\.name)) == ["light-ball", "oran-berry"])
    await #expect(throws: PokedexError.self) { _ = try await section.page("prize > 2") }
    #expect(network.urls == [])
  }
}
