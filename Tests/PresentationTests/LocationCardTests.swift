import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli location`: a place's card, per game each way and the Pokémon met that way;
/// with a game, that game's alone; its JSON, its list row and its browser card.
@Suite("Location card rendering")
struct LocationCardTests {
  static let forest = EncounterExamples.viridianForest

  @Test func perGameEachWayAndItsPokemon() {
    #expect(EntryCard(Self.forest).text(.plain, width: 60) == """
      #155  Viridian Forest
      Kanto · 2 Pokémon met in the wild

      Pokémon met in the wild here:

      Red · Blue
        Walking in tall grass or a cave
          Pokémon   Levels  Chance
          Caterpie     3–5     20%
          Pikachu      3–5      7%

      Yellow
        Walking in tall grass or a cave
          Pokémon   Levels  Chance
          Caterpie     3–5     50%

      """)
  }

  @Test func aGameWithNoneSaysSo() {
    #expect(EntryCard(Self.forest, game: "gold").text(.plain, width: 60).hasSuffix("""
      Kanto · 2 Pokémon met in the wild

      No Pokémon is met in the wild here in Gold.

      """))
  }

  @Test(arguments: [20, 32, 40, 80])
  func noLineIsWiderThanTheWidth(width: Int) {
    var hostile = Self.forest
    hostile.displayName = "Forest\u{1B}[2J"
    hostile.encounters[0].pokemon?.displayName = "Cater\u{7}pie"
    for theme in [Theme.plain, .ansi] {
      let text = EntryCard(hostile).text(theme, width: width)
      #expect(!ANSI.strip(text).contains("\u{1B}") && !text.contains("\u{7}"))
      for line in text.split(separator: "\n") {
        #expect(ANSI.strip(String(line)).count <= width, "\(line)")
      }
    }
  }

  @Test func json() {
    let json = EntryCard(Self.forest, game: "yellow").json()
    for expected in [
      #""name" : "viridian-forest""#, #""region" : {"#, #""gameAsked" : "yellow""#,
      #""versions" : ["#, #""yellow""#, #""pokemon" : {"#, #""name" : "caterpie""#,
      #""area" : "viridian-forest-area""#, #""chance" : 50"#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
    #expect(!json.contains("pikachu"))
  }

  @Test func theListRowAndTheBrowsersCard() {
    let row = LocationRow(
      id: 155, name: "viridian-forest", displayName: "Viridian Forest",
      region: NamedSlug(slug: "kanto", displayName: "Kanto"), areaCount: 1, pokemonCount: 2,
      games: ["red", "red-blue"])
    #expect(row.browserRow.cells == [.text("Kanto"), .number(2)])
    #expect(Self.forest.links.map(\.displayName) == ["Caterpie", "Pikachu"])
    #expect(Self.forest.links.allSatisfy { $0.kind == .pokemon && $0.group == "Pokémon met here" })
    #expect(Self.forest.title(theme: .plain) == "Viridian Forest")
  }
}
