@testable import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli where`: a section per games answering alike, a table per way, and what is
/// said when it is met nowhere; then the JSON.
@Suite("Where rendering")
struct WhereScreenTests {
  static let pikachu = PokemonSummary(
    id: 25, name: "pikachu", displayName: "Pikachu", speciesID: 25, types: [.electric])

  static let everywhere = Whereabouts(
    pokemon: pikachu, game: nil, games: EncounterGrouping.grouped(EncounterExamples.pikachu))

  @Test func aSectionPerGamesAnsweringAlikeAndATablePerWay() {
    #expect(Self.everywhere.text(width: 70) == """
      Pikachu
      Where it is met in the wild:

      Red · Blue
        Walking in tall grass or a cave
          Place            Levels  Chance
          Viridian Forest     3–5      7%

      Yellow
        Walking in tall grass or a cave
          Place              Levels  Chance
          Power Plant (B1F)   20–24     15%
          Power Plant (B1F)      22     10%
            At night
        Surfing
          Place            Levels  Chance
          Viridian Forest       7      1%

      """)
  }

  @Test func metNowhereItNamesTheEarlierStageThatIs() {
    let raichu = PokemonSummary(
      id: 26, name: "raichu", displayName: "Raichu", speciesID: 26, types: [.electric])
    let stage = EarlierStage(
      species: NamedSlug(slug: "pikachu", displayName: "Pikachu"),
      games: EncounterGrouping.grouped(Array(EncounterExamples.pikachu.prefix(2))))
    let screen = Whereabouts(pokemon: raichu, game: "red", games: [], earlierStages: [stage])
    #expect(screen.text(width: 60) == """
      Raichu
      Raichu is not met in the wild in Red.

      Evolve Pikachu, met in the wild in Red:

      Red
        Walking in tall grass or a cave
          Place            Levels  Chance
          Viridian Forest     3–5      7%

      """)
    let alone = Whereabouts(pokemon: raichu, game: nil, games: [])
    #expect(alone.text(width: 60) == "Raichu\nRaichu is not met in the wild in any game.\n")
  }

  /// Met in some games, the games it is not met in follow under the earlier stage.
  @Test func theGamesItIsNotMetInFollowUnderTheEarlierStage() {
    let raichu = PokemonSummary(
      id: 26, name: "raichu", displayName: "Raichu", speciesID: 26, types: [.electric])
    let own = EncounterGrouping.grouped([EncounterExamples.pikachu[4]])
    let stage = EarlierStage(
      species: NamedSlug(slug: "pikachu", displayName: "Pikachu"),
      games: EncounterGrouping.grouped(Array(EncounterExamples.pikachu.prefix(1))))
    let screen = Whereabouts(pokemon: raichu, game: nil, games: own, earlierStages: [stage])
    #expect(screen.text(width: 60) == """
      Raichu
      Where it is met in the wild:

      Yellow
        Walking in tall grass or a cave
          Place              Levels  Chance
          Power Plant (B1F)   20–24     15%

      Where Raichu is not met, evolve Pikachu, met in the wild:

      Red
        Walking in tall grass or a cave
          Place            Levels  Chance
          Viridian Forest       3      5%

      """)
  }

  @Test func noLineIsWiderThanAsked() {
    for width in 20...90 {
      for line in Self.everywhere.text(width: width).split(separator: "\n") {
        #expect(TextLayout.width(String(line)) <= width, "\(width): \(line)")
      }
    }
  }

  @Test func textFromTheDataIsMadeSafe() {
    var rows = EncounterExamples.pikachu
    rows[0].place.location.displayName = "Forest\u{1B}[2J"
    rows[0].method.displayName = "Walk\u{7}"
    let screen = Whereabouts(
      pokemon: Self.pikachu, game: nil, games: EncounterGrouping.grouped(rows))
    for text in [screen.text(width: 80), screen.json()] {
      #expect(!text.contains("\u{1B}") && !text.contains("\u{7}"))
    }
  }

  @Test func json() {
    let json = Self.everywhere.json()
    for expected in [
      #""gameAsked" : null"#, #""versions" : ["#, #""blue""#,
      #""earlierStages" : ["#, #""area" : "power-plant-b1f""#,
      #""displayName" : "Power Plant (B1F)""#, #""chance" : 7"#, #""minLevel" : 3"#,
      #""maxLevel" : 5"#, #""name" : "time-night""#, #""conditions" : ["#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
  }
}
