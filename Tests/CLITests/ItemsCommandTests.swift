import Foundation
import InlineSnapshotTesting
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli items` and `pokecli berries` end to end, from the built-in database.
@Suite("pokecli items and berries, end to end", .timeLimit(.minutes(3)))
struct ItemsCommandTests {
  @Test func wordsAndAnEnglishPocketNameNarrowTheItems() async {
    let result = await CLIHarness.run(
      ["items", "stone", "--pocket", "Items", "--limit", "2", "--width", "80"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    assertInlineSnapshot(of: result.stdout, as: .lines) {
      """
      No.  Item        Category   Pocket  Cost  Effect
       80  Sun Stone   Evolution  Items      —  Evolves a Cottonee into Whimsicott, a…
       81  Moon Stone  Evolution  Items      —  Evolves a Clefairy into Clefable, a J…

      Showing 1–2 of 19 · page 1 of 10
      Next page: pokecli items stone --pocket Items --page 2 --limit 2

      """
    }
  }

  @Test func anUnknownCategoryGetsTheNearestAndExitsOne() async {
    let result = await CLIHarness.run(
      ["items", "--category", "evolutin"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "pokecli: no item category named \"evolutin\" — did you mean \"evolution\"?\n")
    let order = await CLIHarness.run(
      ["items", "--sort", "price"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(order.status == 64)
    #expect(order.stderr.hasPrefix("pokecli: no order named \"price\": choose number, name, cost"))
  }

  @Test func theBerriesInTheirOwnOrder() async {
    let result = await CLIHarness.run(
      ["berries", "--limit", "2", "--width", "80"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(result.status == 0)
    assertInlineSnapshot(of: result.stdout, as: .lines) {
      """
      No.  Berry         Firmness     Size  Growth  Gift   Power  Flavors
        1  Cheri Berry   Soft        20 mm     3 h  Fire      60  Spicy 10
        2  Chesto Berry  Super Hard  80 mm     3 h  Water     60  Dry 10

      Showing 1–2 of 68 · page 1 of 34
      Next page: pokecli berries --page 2 --limit 2

      """
    }
    let json = await CLIHarness.run(
      ["berries", "sitrus", "--json"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(json.stdout.contains("\"item\" : \"sitrus-berry\""))
    #expect(json.stdout.contains("\"count\" : 1,"))
  }

  @Test func anotherAPISaysInOneLineThatTheListsAreBuiltInOnly() async throws {
    for (arguments, what) in [(["items"], "items"), (["berries"], "berries")] {
      let (result, requests) = try await CLIHarness.runAgainstFixtureServer(arguments)
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("pokecli: the list of \(what) is read from the built-in data of "))
      #expect(requests == 0)
    }
  }
}
