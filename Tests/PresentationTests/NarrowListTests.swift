import Domain
import PokedexTesting
import Presentation
import Testing

@Suite("Narrow lists shorten type badges before names")
struct NarrowListTests {
  @Test(arguments: [Theme.plain, .ansi, .ansi256])
  func atFortyColumnsEveryNameIsWholeAndNoLineIsWider(theme: Theme) {
    let state = PokemonList.State(
      rows: [SampleRows.bulbasaur, SampleRows.megaCharizardX], totalCount: 2,
      status: .loaded(SampleRows.somePage))
    let text = PokemonListRenderer.render(state, theme: theme, width: 40, hints: NoHints())
    let plain = ANSI.strip(text)
    // Full coloured badges (21 columns) would leave 9 for names; short ones leave 17.
    #expect(plain.contains(theme.usesColor ? "Charizard (Mega …" : "Charizard (Mega X)"))
    for line in text.split(separator: "\n") {
      #expect(ANSI.strip(String(line)).count <= 40, "\(line)")
    }
  }

  @Test func atEightyColumnsTheBadgesKeepTheirFullNames() {
    let state = PokemonList.State(
      rows: [SampleRows.bulbasaur], totalCount: 1, status: .loaded(SampleRows.somePage))
    let text = PokemonListRenderer.render(state, theme: .plain, width: 80, hints: NoHints())
    #expect(text.contains("Grass     Poison"))
  }
}
