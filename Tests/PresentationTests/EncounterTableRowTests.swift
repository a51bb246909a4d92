import Domain
import PokedexTesting
import Presentation
import Testing

/// A table of places draws spots alike but for one condition as one row, that
/// condition's values as alternatives; the JSON keeps every spot.
@Suite("Where rendering: spots alike but for one condition")
struct EncounterTableRowTests {
  typealias Examples = EncounterExamples
  static let morning = NamedSlug(slug: "time-morning", displayName: "In the morning")
  static let day = NamedSlug(slug: "time-day", displayName: "During the day")
  static let swarm = NamedSlug(slug: "swarm-no", displayName: "Not during a swarm")
  static let radar = NamedSlug(slug: "radar-off", displayName: "Not using the Poké Radar")

  static func screen(_ rows: [Encounter], width: Int = 70) -> String {
    let pikachu = PokemonSummary(
      id: 25, name: "pikachu", displayName: "Pikachu", speciesID: 25, types: [.electric])
    let whereabouts = Whereabouts(
      pokemon: pikachu, game: nil, games: EncounterGrouping.grouped(rows))
    return whereabouts.text(width: width)
  }

  /// The lines under the header of the one table `rows` make, the text's last newline
  /// left out.
  static func tableRows(_ rows: [Encounter], width: Int = 70) -> [String] {
    screen(rows, width: width).split(separator: "\n").dropFirst(5).map(String.init)
  }

  static func row(
    _ levels: (Int, Int), _ chance: Int, _ conditions: [NamedSlug],
    at place: EncounterPlace = Examples.plant
  ) -> Encounter {
    Examples.encounter(
      Examples.yellow, "yellow", place, levels: levels, chance: chance, conditions: conditions)
  }

  @Test func spotsDifferingInOneConditionAreOneRowOfAlternatives() {
    let text = Self.screen([
      Self.row((22, 22), 10, [Self.morning, Self.swarm]),
      Self.row((22, 22), 10, [Self.day, Self.swarm]),
      Self.row((22, 22), 10, [Examples.night, Self.swarm]),
    ])
    #expect(text == """
      Pikachu
      Where it is met in the wild:

      Yellow
        Walking in tall grass or a cave
          Place              Levels  Chance
          Power Plant (B1F)      22     10%
            In the morning / During the day / At night · Not during a swarm

      """)
  }

  /// Other levels, another chance, a spot met always, two conditions that differ, or
  /// another place (its spot alike in all but that): rows of their own.
  @Test func spotsNotAlikeStayRowsOfTheirOwn() {
    let rows = Self.tableRows([
      Self.row((22, 22), 10, [Self.morning]),
      Self.row((23, 23), 10, [Self.day]),
      Self.row((23, 23), 12, [Examples.night]),
      Self.row((23, 23), 12, []),
      Self.row((23, 23), 12, [Self.morning, Self.swarm]),
      Self.row((23, 23), 12, [Self.day, Self.radar]),
      Self.row((23, 23), 12, [Self.day, Self.radar], at: Examples.forest),
    ])
    #expect(rows == [
      "    Power Plant (B1F)      22     10%", "      In the morning",
      "    Power Plant (B1F)      23     10%", "      During the day",
      "    Power Plant (B1F)      23     12%", "      At night",
      "    Power Plant (B1F)      23     12%",
      "    Power Plant (B1F)      23     12%", "      In the morning · Not during a swarm",
      "    Power Plant (B1F)      23     12%", "      During the day · Not using the Poké Radar",
      "    Viridian Forest        23     12%", "      During the day · Not using the Poké Radar",
    ])
  }

  /// Once a row's spots differ in one condition, a spot differing in another starts a
  /// row of its own; long alternatives wrap.
  @Test func aRowKeepsToTheConditionItsSpotsDifferIn() {
    let rows = Self.tableRows([
      Self.row((22, 22), 10, [Self.morning, Self.swarm]),
      Self.row((22, 22), 10, [Self.day, Self.swarm]),
      // Alike but in its second condition, where the row's spots differ in the first.
      Self.row((22, 22), 10, [Self.morning, Self.radar]),
    ], width: 40)
    #expect(rows == [
      "    Power Plant (B1F)      22     10%",
      "      In the morning / During the day",
      "      Not during a swarm",
      "    Power Plant (B1F)      22     10%",
      "      In the morning",
      "      Not using the Poké Radar",
    ])
  }

  /// On a place's card, spots of other Pokémon are rows of their own.
  @Test func spotsOfAnotherPokemonStayRowsOfTheirOwn() {
    func met(_ pokemon: MetPokemon, _ conditions: [NamedSlug]) -> Encounter {
      var row = Self.row((5, 5), 10, conditions, at: Examples.forest)
      row.pokemon = pokemon
      return row
    }
    let rows = Self.tableRows([
      met(Examples.caterpieMet, [Self.morning]), met(Examples.pikachuMet, [Self.day]),
      met(Examples.pikachuMet, [Examples.night]),
    ])
    #expect(rows == [
      "    Caterpie  Viridian Forest       5     10%", "      In the morning",
      "    Pikachu   Viridian Forest       5     10%", "      During the day / At night",
    ])
  }

  @Test func theJSONKeepsEverySpot() {
    let pikachu = PokemonSummary(
      id: 25, name: "pikachu", displayName: "Pikachu", speciesID: 25, types: [.electric])
    let json = Whereabouts(
      pokemon: pikachu, game: nil,
      games: EncounterGrouping.grouped([
        Self.row((22, 22), 10, [Self.morning]), Self.row((22, 22), 10, [Self.day]),
      ])).json()
    #expect(json.components(separatedBy: "\"area\"").count - 1 == 2)
    #expect(json.contains("time-morning") && json.contains("time-day"))
  }
}
