@testable import Domain
import Foundation
import PokedexTesting
import Presentation
import SnapshotTesting
import Testing

@MainActor
@Suite("Sprites on the card and alone")
struct PokemonCardSpriteTests {
  static let drawn = SpriteChoice(
    sprite: SpriteFixtures.creature, variant: .standard, femaleMissing: false)
  static let themes: [(String, Theme)] = [
    ("24-bit", .ansi), ("256", .ansi256), ("16", .ansi16),
  ]

  func card(_ sprite: SpriteChoice?, theme: Theme, width: Int) -> String {
    let state = PokemonDetail.State(
      query: .name("pikachu"), status: .loaded(SampleCards.pikachu),
      sprite: sprite.map { .loaded($0) } ?? .idle)
    return PokemonDetailRenderer.render(state, theme: theme, width: width, hints: StubHints())
  }

  @Test(arguments: [40, 80, 120])
  func pikachusCardDrawsItsSpriteAtEachColourDepth(width: Int) {
    for (name, theme) in Self.themes {
      let text = card(Self.drawn, theme: theme, width: width)
      assertSnapshot(of: text, as: .readableLines, named: "\(name)-\(width)")
      #expect(text.split(separator: "\n").allSatisfy { ANSI.strip(String($0)).count <= width })
    }
  }

  @Test func theSpriteSitsBesideTheHeaderWhenThereIsRoomAndAboveItWhenNot() {
    let wide = card(Self.drawn, theme: .ansi, width: 80).split(separator: "\n")
    #expect(ANSI.strip(String(wide[0])).contains("#0025  Pikachu"))
    let narrow = card(Self.drawn, theme: .ansi, width: 40).split(separator: "\n")
    #expect(!ANSI.strip(String(narrow[0])).contains("Pikachu"))
    #expect(narrow.contains { ANSI.strip(String($0)).hasPrefix("#0025  Pikachu") })
  }

  @Test func withoutColourTheCardIsTheSameAsWithoutASprite() {
    #expect(card(Self.drawn, theme: .plain, width: 80) == card(nil, theme: .plain, width: 80))
  }

  @Test func aMissingFemaleSpriteIsNotedUnderTheHeader() {
    var choice = Self.drawn
    choice.femaleMissing = true
    #expect(ANSI.strip(card(choice, theme: .ansi, width: 80))
      .contains("no female sprite: the usual one is shown"))
  }

  // MARK: - The sprite command's view

  func gallery(
    _ chosen: [NamedSpriteChoice], _ format: OutputFormat = .text(theme: .ansi, width: 80)
  ) async -> Printout {
    let store = MockStore<SpriteGallery.State, SpriteGallery.Action>(
      state: SpriteGallery.State(queries: [], status: .loaded(chosen)))
    return await OneShotView(sprites: store, hints: NoHints()).print(format)
  }

  @Test(arguments: [40, 80, 120])
  func threePokemonSideBySide(width: Int) async {
    let chosen = ["Bulbasaur", "Charmander", "Squirtle"].map {
      NamedSpriteChoice(name: $0, choice: Self.drawn)
    }
    for (name, theme) in Self.themes {
      let printout = await gallery(chosen, .text(theme: theme, width: width))
      #expect(!printout.failed)
      assertSnapshot(of: printout.output, as: .readableLines, named: "\(name)-\(width)")
    }
  }

  @Test func aPokemonWithoutASpriteFailsInOneLineAfterTheOthers() async throws {
    let none = SpriteChoice(sprite: nil, variant: .standard, femaleMissing: false)
    let printout = await gallery([
      NamedSpriteChoice(name: "Pikachu", choice: Self.drawn),
      NamedSpriteChoice(name: "Charizard (Mega X)", choice: none),
    ])
    #expect(printout.failure == "Charizard (Mega X) has no sprite")
    #expect(ANSI.strip(printout.output).contains("Pikachu"))
    // As JSON too: every Pokémon asked for, the one without a picture as null, and the
    // same failure.
    let json = await gallery(
      [
        NamedSpriteChoice(name: "Pikachu", choice: Self.drawn),
        NamedSpriteChoice(name: "Charizard (Mega X)", choice: none),
      ], .json)
    #expect(json.failure == "Charizard (Mega X) has no sprite")
    let sprites = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    #expect(sprites.map { $0["displayName"] as? String } == ["Pikachu", "Charizard (Mega X)"])
    #expect((sprites.first?["png"] as? String)?.hasPrefix("data:image/png;base64,iVBOR") == true)
    #expect(sprites.last?["png"] is NSNull)
  }
}
