@testable import Domain
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
    let lines = BrowserScreen.cardLines(state, theme: .ansi, width: 80, height: 21)
      .map(ANSI.strip)
    #expect(!lines.contains { $0.contains("#0025") })
    #expect(lines.contains { $0.contains("Mouse Pokémon") })
    #expect(lines.contains { $0.contains("▀") } == withSprite)
  }

  /// At 80 × 24 (21 card lines below the top line and the header) the stats are on the
  /// first screen, sprite and all; and the card below the sprite stands where it will
  /// stand before the sprite lands, so nothing moves when it does.
  @Test func theStatsAreOnTheFirstScreenAndNothingMovesWhenTheSpriteLands() {
    let choice = SpriteChoice(
      sprite: SpriteFixtures.creature, variant: .standard, femaleMissing: false)
    func lines(_ sprite: LoadStatus<SpriteChoice>, height: Int, width: Int = 80) -> [String] {
      let state = PokemonDetail.State(
        query: .number(25), status: .loaded(SampleCards.pikachu), sprite: sprite)
      return BrowserScreen.cardLines(state, theme: .ansi, width: width, height: height)
        .map(ANSI.strip)
    }
    let loaded = lines(.loaded(choice), height: 21)
    let pending = lines(.loading, height: 21)
    #expect(loaded.prefix(21).contains { $0.contains("Speed") }, "\(loaded)")
    #expect(loaded.contains { $0.contains("▀") })
    let stats = { (card: [String]) in card.firstIndex { $0.hasPrefix("Base stats") } }
    #expect(stats(loaded) != nil)
    #expect(stats(loaded) == stats(pending))
    // On a terminal too narrow for it beside the text, the sprite is folded away.
    #expect(!lines(.loaded(choice), height: 9, width: 40).contains { $0.contains("▀") })
  }
}
