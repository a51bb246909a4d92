import Domain
import PokedexTesting
import Presentation
import Testing

@Suite("Theme")
struct ThemeTests {
  @Test func badgesUse24BitColourOnlyWhereTheTerminalHasIt() {
    #expect(Theme.ansi.typeBadge(.grass).contains("48;2;122;199;76"))
    #expect(Theme.ansi256.typeBadge(.grass).contains("48;5;113"))
    #expect(Theme.ansi256.typeBadge(.poison).contains("38;5;231"))
    #expect(Theme.plain.typeBadge(.grass) == "Grass   ")
  }

  @Test func everyBadgeIsAsWideAsTheLongestTypeName() {
    for theme in [Theme.plain, .ansi, .ansi256] {
      for type in PokemonType.allKnown {
        #expect(ANSI.strip(theme.typeBadge(type)).count == theme.typeBadgeWidth)
      }
    }
  }
}

@Suite("Badges at each colour depth")
struct BadgeDepthTests {
  @Test func theLinuxConsoleGetsBadgesInItsSixteenColours() {
    let fire = Theme.ansi16.typeBadge(.fire)
    #expect(fire.contains(/^\u{1B}\[1;(30|97);(4[0-7]|10[0-7])m/), "\(fire)")
    #expect(!fire.contains("38;5") && !fire.contains("38;2"))
    #expect(Theme.ansi256.typeBadge(.fire).contains("48;5;"))
    #expect(Theme.ansi.typeBadge(.fire).contains("48;2;"))
  }
}
