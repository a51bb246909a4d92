import Domain

/// Encounters written by hand for `where`'s rule, use case and screen: Pikachu in Viridian
/// Forest in Red and Blue (two slots that add up) and at night in Yellow's Power Plant.
public enum EncounterExamples {
  public static let red = NamedSlug(slug: "red", displayName: "Red")
  public static let blue = NamedSlug(slug: "blue", displayName: "Blue")
  public static let yellow = NamedSlug(slug: "yellow", displayName: "Yellow")
  public static let walk = NamedSlug(slug: "walk", displayName: "Walking in tall grass or a cave")
  public static let surf = NamedSlug(slug: "surf", displayName: "Surfing")
  public static let night = NamedSlug(slug: "time-night", displayName: "At night")

  public static let forest = EncounterPlace(
    slug: "viridian-forest-area",
    location: NamedSlug(slug: "viridian-forest", displayName: "Viridian Forest"), part: nil)
  public static let plant = EncounterPlace(
    slug: "power-plant-b1f",
    location: NamedSlug(slug: "power-plant", displayName: "Power Plant"), part: "B1F")

  /// One row of the data.
  public static func encounter(
    _ game: NamedSlug, _ group: String, _ place: EncounterPlace, _ method: NamedSlug = walk,
    levels: (Int, Int), chance: Int, slots: Int = 1, conditions: [NamedSlug] = []
  ) -> Encounter {
    Encounter(
      game: game, group: group, place: place, method: method, minLevel: levels.0,
      maxLevel: levels.1, chance: chance, slots: slots, conditions: conditions)
  }

  /// Pikachu's rows as the repository gives them: by game, way, then place.
  public static let pikachu: [Encounter] = [
    encounter(red, "red-blue", forest, levels: (3, 3), chance: 5),
    encounter(red, "red-blue", forest, levels: (5, 5), chance: 1, slots: 2),
    encounter(blue, "red-blue", forest, levels: (3, 3), chance: 5),
    encounter(blue, "red-blue", forest, levels: (5, 5), chance: 1, slots: 2),
    encounter(yellow, "yellow", plant, levels: (20, 24), chance: 15),
    encounter(yellow, "yellow", plant, levels: (22, 22), chance: 10, conditions: [night]),
    encounter(yellow, "yellow", forest, surf, levels: (7, 7), chance: 1),
  ]

  public static let pikachuMet = MetPokemon(id: 25, name: "pikachu", displayName: "Pikachu")
  public static let caterpieMet = MetPokemon(id: 10, name: "caterpie", displayName: "Caterpie")

  /// Viridian Forest as its card reads it: Caterpie and Pikachu in Red and Blue alike,
  /// Caterpie alone in Yellow.
  public static let viridianForest: Location = {
    func met(_ pokemon: MetPokemon, _ row: Encounter) -> Encounter {
      var row = row
      row.pokemon = pokemon
      return row
    }
    return Location(
      id: 155, name: "viridian-forest", displayName: "Viridian Forest",
      region: NamedSlug(slug: "kanto", displayName: "Kanto"), areas: [forest],
      encounters: [
        met(caterpieMet, encounter(red, "red-blue", forest, levels: (3, 5), chance: 20)),
        met(pikachuMet, encounter(red, "red-blue", forest, levels: (3, 3), chance: 5)),
        met(pikachuMet, encounter(red, "red-blue", forest, levels: (5, 5), chance: 1, slots: 2)),
        met(caterpieMet, encounter(blue, "red-blue", forest, levels: (3, 5), chance: 20)),
        met(pikachuMet, encounter(blue, "red-blue", forest, levels: (3, 3), chance: 5)),
        met(pikachuMet, encounter(blue, "red-blue", forest, levels: (5, 5), chance: 1, slots: 2)),
        met(caterpieMet, encounter(yellow, "yellow", forest, levels: (3, 5), chance: 50)),
      ])
  }()

  /// A repository holding `rows` by Pokémon.
  public struct Repository: EncounterRepository {
    public let rows: [Int: [Encounter]]

    public init(_ rows: [Int: [Encounter]]) {
      self.rows = rows
    }

    public func encounters(ofPokemon pokemon: Int) async throws -> [Encounter] {
      rows[pokemon] ?? []
    }
  }
}
