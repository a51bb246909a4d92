import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Nature rendering")
struct NatureRendererTests {
  nonisolated static func named(_ slug: String) -> NamedSlug {
    NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug))
  }

  nonisolated static let natures = [
    Nature(id: 1, name: "hardy", displayName: "Hardy", raises: nil, lowers: nil, likes: nil, dislikes: nil),
    Nature(
      id: 3, name: "modest", displayName: "Modest", raises: named("special-attack"),
      lowers: named("attack"), likes: named("dry"), dislikes: named("spicy")),
    Nature(
      id: 5, name: "timid", displayName: "Timid", raises: named("speed"),
      lowers: named("attack"), likes: named("sweet"), dislikes: named("spicy")),
  ]

  @Test(arguments: [40, 80])
  func tableAndCards(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      assertSnapshot(
        of: render(Self.natures, name: nil, theme: theme, width: width), as: .readableLines,
        named: "table-\(themeName)-\(width)")
      for nature in Self.natures {
        assertSnapshot(
          of: render([nature], name: nature.name, theme: theme, width: width),
          as: .readableLines, named: "\(nature.name)-\(themeName)-\(width)")
      }
    }
  }

  @Test(arguments: [20, 32, 40, 60, 80])
  func noLineIsWiderThanTheWidth(width: Int) {
    for theme in [Theme.plain, .ansi] {
      let texts = [render(Self.natures, name: nil, theme: theme, width: width)]
        + Self.natures.map { render([$0], name: $0.name, theme: theme, width: width) }
      for text in texts {
        for line in text.split(separator: "\n") {
          #expect(ANSI.strip(String(line)).count <= width, "\(line)")
        }
      }
    }
  }

  @Test func jsonUsesSlugs() {
    assertSnapshot(of: Natures(Self.natures).json(), as: .readableLines, named: "json")
  }

  private func render(
    _ natures: [Nature], name: String?, theme: Theme = .plain, width: Int
  ) -> String {
    Natures(natures, isOneAsked: name != nil).text(theme, width: width)
  }
}
