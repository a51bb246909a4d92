import Domain
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@Suite("Regional Pokédex rendering")
struct RegionalListRendererTests {
  static let page = Page(
    items: [
      RegionalEntry(
        number: 1,
        pokemon: PokemonSummary(
          id: 906, name: "sprigatito", displayName: "Sprigatito", speciesID: 906, types: [.grass]),
        pokedex: "paldea"),
      RegionalEntry(
        number: 3,
        pokemon: PokemonSummary(
          id: 908, name: "meowscarada", displayName: "Meowscarada", speciesID: 908,
          types: [.grass, .dark]),
        pokedex: "paldea"),
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

  /// The page is titled with the Pokédex's name as the vocabulary gives it, else as its
  /// slug reads; a page with no Pokédex named has no title.
  @Test func theTitleNamesThePokedex() {
    func firstLine(_ page: Page<RegionalEntry>, _ theme: Theme) -> String? {
      PagedList(page: page, request: PageRequest(offset: 0, limit: 2), layout: .regional)
        .text(theme, width: 80, hints: StubHints()).split(separator: "\n").first.map(String.init)
    }
    var named = Theme.plain
    named.vocabulary = Vocabulary(language: "fr", names: [.pokedex: ["paldea": "Paldea (Écarlate)"]])
    #expect(firstLine(Self.page, named) == "Pokédex: Paldea (Écarlate)")
    #expect(firstLine(Self.page, .plain) == "Pokédex: Paldea")
    var untitled = Self.page
    untitled.items = untitled.items.map { RegionalEntry(number: $0.number, pokemon: $0.pokemon) }
    #expect(firstLine(untitled, .plain)?.hasPrefix("No.") == true)
  }
}
