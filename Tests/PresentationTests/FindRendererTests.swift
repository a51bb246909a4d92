import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Search over every kind rendering")
struct FindRendererTests {
  static let page = Page(
    items: [
      ReferenceHit(kind: .move, id: 87, name: "thunder", displayName: "Thunder"),
      ReferenceHit(kind: .item, id: 83, name: "thunder-stone", displayName: "Thunder Stone"),
      ReferenceHit(kind: .pokemon, id: 642, name: "thundurus-incarnate", displayName: "Thundurus"),
    ],
    offset: 0, limit: 3, totalCount: 13)

  @Test(arguments: [40, 80])
  func aPage(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      let text = PagedList(
        page: Self.page, request: PageRequest(offset: 0, limit: 3), layout: .hits
      ).text(theme, width: width, hints: StubHints())
      assertSnapshot(of: text, as: .readableLines, named: "\(themeName)-\(width)")
      for line in text.split(separator: "\n") where !ANSI.strip(String(line)).hasPrefix("<page") {
        #expect(ANSI.strip(String(line)).count <= width, "\(line)")
      }
    }
  }
}
