import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@testable import pokecli

/// The commands a Pokémon card names for its evolution items lead to those items: the
/// card makes each from the item's English name, and the built-in data must know it by
/// that slug.
@Suite("The card's links")
struct CardLinkTests {
  /// Every item any evolution in the built-in data uses or has held, by English name, read
  /// from the committed table the database is built from.
  static func evolutionItemNames() throws -> [String] {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Apps/BuiltInPokedex/tables/evolution_steps.tsv")
    let rows = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: true)
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    guard let header = rows.first,
      let item = header.firstIndex(of: "item"), let held = header.firstIndex(of: "held_item")
    else { throw PokedexError.unexpected(reason: "evolution_steps.tsv has no item columns") }
    var names: [String] = []
    for row in rows.dropFirst() {
      for index in [item, held] where index < row.count && !row[index].isEmpty {
        if !names.contains(row[index]) { names.append(row[index]) }
      }
    }
    return names
  }

  @Test func everyEvolutionItemsCommandOpensThatItem() async throws {
    let names = try Self.evolutionItemNames()
    #expect(names.count > 40)
    var failures: [String] = []
    for name in names {
      let slug = NameNormalizer.slug(name)
      guard let command = CommandLineHints().text(for: .entry(.item, slug: slug)) else {
        failures.append("\(name): no command")
        continue
      }
      let words = command.split(separator: " ").dropFirst().map(String.init)
      let result = await CLIHarness.run(
        words + ["--width", "80"], httpClient: UnreachableNetwork(), builtIn: .embedded)
      let title = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
      if result.status != 0 || !title.hasSuffix("  " + name) {
        failures.append("\(command): \(result.status) \(title) \(result.stderr)")
      }
    }
    #expect(failures == [])
  }
}
