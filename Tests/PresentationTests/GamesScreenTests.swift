import Domain
import Presentation
import Testing

/// `pokecli games`: one game a row, its group's column the first left out, and the names
/// of a game or a group as the language shown gives them.
@Suite("Games rendering")
struct GamesScreenTests {
  static let groups = [
    GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"], generation: 1),
    GameGroup(slug: "scarlet-violet", order: 25, versions: ["scarlet", "violet"], generation: 9),
    GameGroup(slug: "champions", order: 30),
  ]

  @Test func everyGameIsARowWithItsSlugAndGroup() {
    #expect(GamesScreen(Self.groups).text(width: 60) == """
      Gen.  Game       Slug       Group
      I     Red        red        red-blue
      I     Blue       blue       red-blue
      IX    Scarlet    scarlet    scarlet-violet
      IX    Violet     violet     scarlet-violet
      —     Champions  champions  champions
      --game takes a game's slug, its group's, or its name in any
      language (Écarlate, 朱).

      """)
  }

  @Test func aNarrowTerminalLosesTheGroupFirst() {
    let text = GamesScreen(Self.groups).text(width: 26)
    #expect(text.hasPrefix("Gen.  Game       Slug\n"), "\(text)")
    for line in text.split(separator: "\n") {
      #expect(TextLayout.width(String(line)) <= 26, "\(line)")
    }
  }

  @Test func jsonGivesEachGroupWithItsGames() {
    let json = GamesScreen(Self.groups).json()
    #expect(json.contains(#""name" : "scarlet-violet""#))
    #expect(json.contains(#""games" : ["#))
    #expect(json.contains(#""generation" : 9"#))
  }
}
