import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli items` and `pokecli berries` end to end, from the built-in database.
@Suite("pokecli items and berries, end to end", .timeLimit(.minutes(20)))
struct ItemsCommandTests {
  @Test func wordsAndAnEnglishPocketNameNarrowTheItems() async {
    let result = await CLIHarness.run(
      ["items", "stone", "--pocket", "Items", "--limit", "2", "--width", "80"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
      No.  Item        Category   Pocket  Cost  Effect
       80  Sun Stone   Evolution  Items      —  Evolves a Cottonee into Whimsicott, a…
       81  Moon Stone  Evolution  Items      —  Evolves a Clefairy into Clefable, a J…

      Showing 1–2 of 19 · page 1 of 10
      Next page: pokecli items stone --pocket Items --page 2 --limit 2

      """)
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
    #expect(result.stdout == """
      No.  Berry         Firmness     Size  Growth  Gift   Power  Flavors
        1  Cheri Berry   Soft        20 mm     3 h  Fire      60  Spicy 10
        2  Chesto Berry  Super Hard  80 mm     3 h  Water     60  Dry 10

      Showing 1–2 of 68 · page 1 of 34
      Next page: pokecli berries --page 2 --limit 2

      """)
    let json = await CLIHarness.run(
      ["berries", "sitrus", "--json"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(json.stdout.contains("\"name\" : \"sitrus-berry\""))
    #expect(json.stdout.contains("\"count\" : 1,"))
  }

  /// Over another API a page of items in number order costs the list of names and the
  /// page's documents (a category's document when the API has one), each kept as its row.
  @Test func anotherAPIPagesTheItemsAndKeepsEachRow() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["items", "--width", "80"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      // The list, the three items, and the three categories this API does not have.
      #expect(cold.requests == 7)
      #expect(cold.result.stdout == """
        No.  Item         Category    Pocket    Cost  Effect
         84  Water Stone  Evolution   —            —  Evolves an Eevee into Vaporeon.
        132  Oran Berry   Medicine    —          ₽80  —
        234  Leftovers    Held Items  —       ₽4,000  —

        Showing 1–3 of 3 · page 1 of 1

        """)
      let warm = await session.run(["items", "--sort", "cost", "--width", "80"])
      #expect(warm.requests == 0)
      #expect(warm.result.stdout.hasPrefix("No.  Item"))
    }
  }

  /// Over another API the berries cost their list and every berry's document once, kept
  /// as one value: a later run, with words or another page, asks nothing, offline too.
  @Test func anotherAPIListsTheBerriesFromTheirDocuments() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["berries", "--width", "80"])
      #expect(cold.result.status == 0)
      #expect(cold.result.stderr == "")
      #expect(cold.requests == 3)
      #expect(cold.result.stdout == """
        No.  Berry        Firmness     Size  Growth  Gift    Power  Flavors
          1  Cheri Berry  Soft        20 mm     3 h  Fire       60  Spicy 10
          7  Oran Berry   Super Hard  35 mm     4 h  Poison     60  Spicy 10, Dry 10, B…

        Showing 1–2 of 2 · page 1 of 1

        """)
      let warm = await session.run(["berries", "oran", "--offline", "--json"])
      #expect(warm.requests == 0)
      #expect(warm.result.status == 0)
      #expect(warm.result.stdout.contains("\"name\" : \"oran-berry\""))
      #expect(warm.result.stdout.contains("\"count\" : 1,"))
    }
  }

  /// Offline with nothing kept, the berries fail in one line that says how to keep them.
  @Test func offlineWithoutTheBerriesKeptSaysWhatToRun() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let offline = await session.run(["berries", "--offline"])
      #expect(offline.requests == 0)
      #expect(offline.result.status != 0)
      #expect(offline.result.stderr == """
        pokecli: the list of berries is not in the cache, and nothing is fetched offline; fetch it first with: pokecli berries

        """)
    }
  }
}
