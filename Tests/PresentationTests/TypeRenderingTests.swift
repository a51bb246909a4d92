@testable import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Type chart and type card rendering")
struct TypeRenderingTests {
  /// Five types, enough to show every mark and colour: ×2, ×½, ×0, ×1.
  nonisolated static let chart = TypeChart(
    generation: nil, types: [.normal, .fire, .water, .electric, .ground],
    factors: [
      [100, 100, 100, 100, 100],
      [100, 50, 50, 100, 100],
      [100, 200, 50, 100, 200],
      [100, 100, 200, 50, 0],
      [100, 200, 100, 200, 100],
    ])

  nonisolated static let fire = TypeMatchups(
    types: [.fire], chart: chart, introducedIn: [1], pokemonCount: 109, moveCount: 47)
  static let waterGround = TypeMatchups(
    types: [.water, .ground], chart: chart, introducedIn: [1, 1], pokemonCount: 10,
    moveCount: nil)
  static let normal = TypeMatchups(
    types: [.normal], chart: chart, introducedIn: [1], pokemonCount: 1, moveCount: 1)

  @Test(arguments: [40, 80])
  func cards(width: Int) {
    for (name, matchups) in [("fire", Self.fire), ("water-ground", Self.waterGround), ("normal", Self.normal)] {
      for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
        assertSnapshot(
          of: card(matchups, theme: theme, width: width), as: .readableLines,
          named: "\(name)-\(themeName)-\(width)")
      }
    }
  }

  @Test(arguments: [40, 80])
  func charts(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      assertSnapshot(
        of: chart(Self.chart, theme: theme, width: width), as: .readableLines,
        named: "\(themeName)-\(width)")
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    for theme in [Theme.plain, .ansi] {
      let texts = [
        card(Self.fire, theme: theme, width: width),
        card(Self.waterGround, theme: theme, width: width),
        chart(Self.chart, theme: theme, width: width),
      ]
      for text in texts {
        for line in text.split(separator: "\n") {
          #expect(ANSI.strip(String(line)).count <= width, "\(line)")
        }
      }
    }
  }

  @Test func aPairMultipliesItsTwoTypesAndHasNoAttackingSection() {
    let text = card(Self.waterGround, width: 80)
    // Electric: ×2 on Water, ×0 on Ground; Water: ×½ on Water, ×2 on Ground.
    #expect(text.contains("  ×½  Fire\n  ×0  Electric\n"))
    #expect(!text.contains("Water\n"))
    #expect(!text.contains("Attacking"))
  }

  @Test func json() {
    assertSnapshot(of: TypeCard(Self.waterGround).json(), as: .readableLines, named: "pair")
    assertSnapshot(of: TypeChartScreen(Self.chart).json(), as: .readableLines, named: "chart")
  }

  private func card(_ matchups: TypeMatchups, theme: Theme = .plain, width: Int) -> String {
    TypeCard(matchups).text(theme, width: width)
  }

  private func chart(_ chart: TypeChart, theme: Theme = .plain, width: Int) -> String {
    TypeChartScreen(chart).text(theme, width: width)
  }
}
