import Domain
import PokedexTesting
import Presentation
import Testing

@Suite("The browser's card")
struct BrowserCardTests {
  @Test(arguments: [true, false])
  func leavesTheTitleToTheScreenHeaderWithOrWithoutASprite(withSprite: Bool) {
    let choice = SpriteChoice(
      sprite: SpriteFixtures.creature, variant: .standard, femaleMissing: false)
    let state = PokemonDetail.State(
      query: .number(25), status: .loaded(SampleCards.pikachu),
      sprite: withSprite ? .loaded(choice) : .idle)
    let lines = BrowserScreen.cardLines(state, theme: .ansi, width: 80).map(ANSI.strip)
    #expect(!lines.contains { $0.contains("#0025") })
    #expect(lines.contains { $0.contains("Mouse Pokémon") })
    #expect(lines.contains { $0.contains("▀") } == withSprite)
  }
}
