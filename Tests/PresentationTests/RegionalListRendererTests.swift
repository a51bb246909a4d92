import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@MainActor
@Suite("Regional Pokédex rendering")
struct RegionalListRendererTests {
  static let page = Page(
    items: [
      RegionalEntry(
        number: 1,
        pokemon: PokemonSummary(
          id: 906, name: "sprigatito", displayName: "Sprigatito", speciesID: 906, types: [.grass])),
      RegionalEntry(
        number: 3,
        pokemon: PokemonSummary(
          id: 908, name: "meowscarada", displayName: "Meowscarada", speciesID: 908,
          types: [.grass, .dark])),
    ],
    offset: 0, limit: 2, totalCount: 400)

  @Test(arguments: [40, 80])
  func aPage(width: Int) {
    for (themeName, theme) in [("plain", Theme.plain), ("ansi", Theme.ansi)] {
      let text = PagedList(
        page: Self.page, request: PageRequest(offset: 0, limit: 2), layout: .regional
      ).text(theme, width: width, hints: StubHints())
      assertSnapshot(of: text, as: .readableLines, named: "\(themeName)-\(width)")
    }
    assertSnapshot(
      of: PagedList(page: Self.page, request: PageRequest(offset: 0, limit: 2), layout: .regional)
        .json(hints: StubHints()),
      as: .readableLines, named: "json-\(width)")
  }
}
