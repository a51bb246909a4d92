import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

/// Cards cached by older versions, or built by hand, may hold any number: drawing them
/// must never trap.
@Suite("Rendering impossible numbers")
struct HostileNumbersRenderingTests {
  static let extremes = [Int.max, Int.min, -1, 0, 256, 1 << 62]

  @Test(arguments: extremes)
  func aCardWithAnyHeightWeightStatOrIdIsDrawnAndPrintedAsJSON(value: Int) throws {
    let card = SampleCards.card(
      value, "odd", "Odd", species: value, types: [.normal], genus: "Odd Pokémon",
      generation: value, height: value, weight: value, abilities: [],
      stats: [value, value, value, value, value, value], defenses: [:], entry: "Odd.",
      evolution: nil)
    let state = PokemonDetail.State(query: .number(25), status: .loaded(card))

    for theme in [Theme.plain, .ansi] {
      for width in [20, 80] {
        #expect(!PokemonDetailRenderer.render(state, theme: theme, width: width).isEmpty)
      }
    }
    let json = PokemonCard(state: state).json()
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
  }

  @Test(arguments: [
    (4, "Height 0.4 m"), (0, "Height 0.0 m"), (-1, "Height -0.1 m"), (-25, "Height -2.5 m"),
    (Int.max, "Height 922337203685477580.7 m"), (Int.min, "Height -922337203685477580.8 m"),
  ])
  func heightsPrintTheirExactTenthsWithTheirSign(decimetres: Int, expected: String) {
    var card = SampleCards.pikachu
    card.heightDecimetres = decimetres
    let state = PokemonDetail.State(query: .number(25), status: .loaded(card))
    let text = PokemonDetailRenderer.render(state, theme: .plain, width: 200)
    #expect(text.contains(expected))
  }

  @Test func theStatTotalHoldsAtTheLargestNumberInsteadOfOverflowing() throws {
    var card = SampleCards.pikachu
    card.stats = [BaseStat(name: "hp", value: Int.max), BaseStat(name: "attack", value: 1)]
    let state = PokemonDetail.State(query: .number(25), status: .loaded(card))
    let json = PokemonCard(state: state).json()
    #expect(json.contains("\"statTotal\" : \(Int.max)"))
  }

  // `Double`, not `TimeInterval`: the @Test macro spells a parameter's type as
  // `(T).self`, which fails to parse for a name this file sees both through Foundation and
  // through the modules that re-export FoundationEssentials.
  @Test(arguments: [
    Double.infinity, -.infinity, .nan, 1e300, -1e300, Double(Int.max), 1e18,
  ])
  func cacheInfoDescribesAnyFreshnessAndAnyAge(seconds: Double) throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let stats = CacheStats(
      location: "/cache", entries: 1, cards: 1, rows: 0, bytes: Int.max,
      oldest: Date(timeIntervalSince1970: -seconds), freshness: seconds)
    let report = CacheReport(stats: stats, now: now)
    #expect(report.text(width: 80).contains("Fresh for"))
    // Ages and freshness no whole number holds are null, never a document JSON refuses.
    let json = report.json()
    #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any], "\(json)")
  }

  @Test(arguments: [
    (Double.infinity, "over 100 years"), (1e300, "over 100 years"),
    (-1e300, "0 seconds"), (.nan, "0 seconds"), (3 * 86_400, "3 days"),
  ])
  func theStaleNoticeSaysAnyAgeInWords(age: Double, words: String) {
    let down = PokedexError.unreachable(url: "http://dex.test/", reason: "connection refused")
    let lines = CacheNoticeRenderer.lines(for: [
      .servedStale(subject: .entry(.pokemon, .number(25)), age: age, because: down)
    ])
    #expect(lines.first?.contains("as cached \(words) ago") == true, "\(lines)")
  }
}
