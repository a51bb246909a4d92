import Domain
import PokedexTesting
import Testing

/// `where`'s rule: slots of a place met one way under the same conditions are one spot,
/// games answering alike share a section; its use case walks back the family.
@Suite("Encounters")
struct EncounterGroupingTests {
  typealias E = EncounterExamples

  @Test func slotsOfAPlaceAddUpAndGamesAnsweringAlikeShareASection() {
    let grouped = EncounterGrouping.grouped(E.pikachu)
    #expect(grouped.map { $0.games.map(\.slug) } == [["red", "blue"], ["yellow"]])
    #expect(grouped.first?.methods.map(\.method) == [E.walk])
    let forest = grouped.first?.methods.first?.spots
    #expect(forest?.map(\.place) == [E.forest])
    #expect(forest?.map { [$0.minLevel, $0.maxLevel, $0.chance] } == [[3, 5, 7]])
    #expect(forest?.first?.conditions == [])
    // Yellow: walking, the plant always and at night apart, then surfing.
    #expect(grouped.last?.methods.map(\.method.slug) == ["walk", "surf"])
    #expect(
      grouped.last?.methods.first?.spots.map { [$0.chance, $0.minLevel, $0.maxLevel] }
        == [[15, 20, 24], [10, 22, 22]])
    #expect(grouped.last?.methods.first?.spots.last?.conditions == [E.night])
  }

  /// Rows of one place and Pokémon need not come together: in any order they make the
  /// same spots, each where its first row came.
  @Test func rowsInAnyOrderMakeTheSameSpots() {
    let day = NamedSlug(slug: "time-day", displayName: "During the day")
    func row(_ place: EncounterPlace, _ level: Int, _ conditions: [NamedSlug]) -> Encounter {
      E.encounter(E.yellow, "yellow", place, levels: (level, level), chance: 5, conditions: conditions)
    }
    let together = [
      row(E.plant, 20, [E.night]), row(E.plant, 22, [E.night]), row(E.plant, 21, [day]),
      row(E.forest, 3, []), row(E.forest, 4, []),
    ]
    let interleaved = [
      row(E.plant, 20, [E.night]), row(E.forest, 3, []), row(E.plant, 21, [day]),
      row(E.plant, 22, [E.night]), row(E.forest, 4, []),
    ]
    func spots(_ rows: [Encounter]) -> [[Int?]] {
      EncounterGrouping.grouped(rows).flatMap(\.methods).flatMap(\.spots).map {
        [$0.minLevel, $0.maxLevel, $0.chance, $0.conditions.count]
      }
    }
    #expect(spots(together) == [[20, 22, 10, 1], [21, 21, 5, 1], [3, 4, 10, 0]])
    #expect(spots(interleaved) == spots(together))
  }

  @Test func gamesAnsweringAlikeButNotNextToEachOtherStayApart() {
    let rows = [
      E.encounter(E.red, "red-blue", E.forest, levels: (3, 3), chance: 5),
      E.encounter(E.yellow, "yellow", E.plant, levels: (3, 3), chance: 5),
      E.encounter(E.blue, "red-blue", E.forest, levels: (3, 3), chance: 5),
    ]
    #expect(EncounterGrouping.grouped(rows).map { $0.games.map(\.slug) } == [["red"], ["yellow"], ["blue"]])
  }

  /// A chance not known makes the spot's unknown; chances add up to at most 100
  /// (Geodude's static encounter in Gold is listed seven times at 100%), and nothing
  /// overflows.
  @Test func aChanceNotKnownMakesTheSpotsUnknownAndChancesStopAtAHundred() {
    var unknown = E.encounter(E.red, "red-blue", E.forest, levels: (3, 3), chance: 5)
    unknown.chance = nil
    let rows = [E.encounter(E.red, "red-blue", E.forest, levels: (3, 3), chance: 5), unknown]
    #expect(EncounterGrouping.grouped(rows).first?.methods.first?.spots.first?.chance == nil)
    let seven = E.encounter(E.red, "red-blue", E.forest, levels: (3, 3), chance: 100, slots: 7)
    let more = E.encounter(E.red, "red-blue", E.forest, levels: (4, 4), chance: 60)
    #expect(EncounterGrouping.grouped([seven, more]).first?.methods.first?.spots.first?.chance == 100)
    let huge = E.encounter(E.red, "red-blue", E.forest, levels: (3, 3), chance: .max, slots: 2)
    #expect(EncounterGrouping.grouped([huge, huge]).first?.methods.first?.spots.first?.chance == 100)
  }

  @Test(arguments: [
    ("Oreburgh mine (1F)", "oreburgh-mine-1f", "oreburgh-mine", "1F"),
    ("Trophy Garden", "trophy-garden-area", "trophy-garden", nil),
    (nil, "trophy-garden-area", "trophy-garden", nil),
    (nil, "brooklet-hill-south", "brooklet-hill", "South"),
    (nil, "mt-coronet-b1f-route-207", "mt-coronet", "B1F Route 207"),
    (nil, "route-1", "kanto-route-1", nil),
    ("Contest Hall (Verdanturf Town)", "verdanturf-town-contest-hall", "verdanturf-town",
     "Contest Hall"),
    ("Shoal Cave", "shoal-cave-high-tide", "shoal-cave", "High Tide"),
  ] as [(String?, String, String, String?)])
  func anAreasPartIsWhatItsNameSaysInBracketsElseWhatItsSlugAdds(
    name: String?, slug: String, location: String, part: String?
  ) {
    let locationName = location.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined(separator: " ")
    #expect(
      EncounterPlace.part(
        areaName: name, slug: slug, location: location, locationName: locationName) == part)
  }

  @Test func placesAreInTheOrderAPersonListsThem() {
    let names = ["Route 10", "Cerulean Cave (B1F)", "route 6", "Cerulean Cave (1F)",
      "Route 06a", "Celadon City", "Route 123456789012345678901234567890"]
    #expect(names.sorted(by: NaturalOrder.precedes) == [
      "Celadon City", "Cerulean Cave (1F)", "Cerulean Cave (B1F)", "route 6",
      "Route 06a", "Route 10", "Route 123456789012345678901234567890",
    ])
    let rows = [
      E.encounter(E.red, "red-blue", E.plant, levels: (3, 3), chance: 5),
      E.encounter(E.red, "red-blue", E.forest, levels: (3, 3), chance: 5),
    ]
    #expect(
      EncounterGrouping.grouped(rows).first?.methods.first?.spots.map(\.place.slug)
        == ["power-plant-b1f", "viridian-forest-area"])
  }

  /// An ASCII name is read byte by byte, any other character by character: both read the
  /// same runs, so the two kinds sort as one list.
  @Test func asciiAndOtherNamesSortAsOneList() {
    let names = ["Route 10 Gate", "Éterna Forest", "zubat cave 8", "Route 6 Gaté", "Pokémon League",
      "Route 6 Gate", "Zubat Cave 7a", "Pokemon League", "Zubat Cave 007"]
    #expect(names.sorted(by: NaturalOrder.precedes) == [
      "Pokemon League", "Pokémon League", "Route 6 Gate", "Route 6 Gaté", "Route 10 Gate",
      "Zubat Cave 007", "Zubat Cave 7a", "zubat cave 8", "Éterna Forest",
    ])
  }

  @Test func aPlaceIsNamedWithItsPart() {
    #expect(E.plant.displayName == "Power Plant (B1F)")
    #expect(E.forest.displayName == "Viridian Forest")
  }

  // MARK: - The use case

  /// The games of an earlier stage's sections, in order. A function of its own: written
  /// out inside `#expect`, the nested closures took the type checker half a second.
  static func gameSlugs(_ stage: EarlierStage) -> [String] {
    stage.games.flatMap { section in section.games.map(\.slug) }
  }

  static func raichu() -> Pokemon {
    var raichu = MinimalCard.make(26, "raichu", "Raichu")
    let node = { (id: Int, name: String, next: [EvolutionNode]) in
      EvolutionNode(
        speciesName: name.lowercased(), speciesID: id, displayName: name, requirements: [],
        evolvesTo: next)
    }
    raichu.evolution = node(172, "Pichu", [node(25, "Pikachu", [node(26, "Raichu", [])])])
    return raichu
  }

  @Test func aPokemonMetNowhereNamesTheNearestEarlierStageThatIs() async throws {
    let raichu = Self.raichu()
    let find = FindEncounters(
      pokemon: { _ in raichu }, encounters: E.Repository([25: E.pikachu]))
    let whereabouts = try await find(.number(26), game: "yellow")
    #expect(whereabouts.games.isEmpty)
    #expect(whereabouts.earlierStages.map(\.species.slug) == ["pikachu"])
    #expect(whereabouts.earlierStages.first?.games.map { $0.games.map(\.slug) } == [["yellow"]])
  }

  /// Met in some games: the earlier stages answer only the others, the nearer first.
  @Test func theEarlierStagesAnswerOnlyTheGamesItIsNotMetIn() async throws {
    let raichu = Self.raichu()
    let ownRow = E.encounter(E.yellow, "yellow", E.plant, levels: (30, 30), chance: 1)
    let pichuRow = E.encounter(E.blue, "red-blue", E.forest, levels: (2, 2), chance: 1)
    let find = FindEncounters(
      pokemon: { _ in raichu },
      encounters: E.Repository([26: [ownRow], 25: Array(E.pikachu.prefix(2)), 172: [pichuRow]]))
    let whereabouts = try await find(.number(26), game: nil)
    #expect(whereabouts.games.map { $0.games.map(\.slug) } == [["yellow"]])
    #expect(whereabouts.earlierStages.map(\.species.slug) == ["pikachu", "pichu"])
    #expect(whereabouts.earlierStages.map(Self.gameSlugs) == [["red"], ["blue"]])
  }

  /// Only games of the Pokémon's generation or later: Eevee in Red is no way to a
  /// Sylveon. An alternate form is not walked back.
  @Test func theEarlierStagesAreOnlyOfGamesThePokemonWasIn() async throws {
    var raichu = Self.raichu()
    raichu.generation = 2
    var red = E.pikachu[0]
    red.generation = 1
    var gold = E.encounter(NamedSlug(slug: "gold", displayName: "Gold"), "gold-silver", E.forest,
      levels: (5, 5), chance: 10)
    gold.generation = 2
    let told = raichu
    let find = FindEncounters(
      pokemon: { _ in told }, encounters: E.Repository([25: [red, gold]]))
    let whereabouts = try await find(.number(26), game: nil)
    #expect(whereabouts.earlierStages.flatMap(Self.gameSlugs) == ["gold"])
    var alola = Self.raichu()
    alola.summary = PokemonSummary(
      id: 10100, name: "raichu-alola", displayName: "Alolan Raichu", speciesID: 26,
      types: [.electric, .psychic])
    let form = alola
    let forms = FindEncounters(pokemon: { _ in form }, encounters: E.Repository([25: [red, gold]]))
    #expect(try await forms(.number(10100), game: nil).earlierStages.isEmpty)
  }

  /// A game without a National Pokédex holds only its Pokédexes' Pokémon: Pikachu met in
  /// Let's Go is no way to a Raichu its Pokédex lacks. An expansion's Pokédex adds to its
  /// game's, and a game with a National Pokédex is not bound by its regional one.
  @Test func theEarlierStagesAreOnlyOfGamesWhosePokedexesCanHoldThePokemon() async throws {
    var raichu = Self.raichu()
    raichu.profile.regionalNumbers = [RegionalNumber(pokedex: "galar", number: 195)]
    let met = { (game: String, group: String) in
      E.encounter(NamedSlug(slug: game, displayName: game), group, E.forest, levels: (5, 5), chance: 10)
    }
    let rows = [
      met("lets-go-pikachu", "lets-go-pikachu-lets-go-eevee"),
      met("the-isle-of-armor-sword", "the-isle-of-armor"),
      met("diamond", "diamond-pearl"),
    ]
    let games = FixedGames([
      GameGroup(slug: "diamond-pearl", order: 8, pokedexes: ["original-sinnoh"]),
      GameGroup(slug: "lets-go-pikachu-lets-go-eevee", order: 19, pokedexes: ["letsgo-kanto"]),
      GameGroup(slug: "sword-shield", order: 20, pokedexes: ["galar", "isle-of-armor", "crown-tundra"]),
      GameGroup(slug: "the-isle-of-armor", order: 21, pokedexes: ["isle-of-armor"]),
    ])
    let told = raichu
    let find = FindEncounters(pokemon: { _ in told }, encounters: E.Repository([25: rows]), games: games)
    let stages = try await find(.number(26), game: nil).earlierStages
    #expect(stages.flatMap(Self.gameSlugs).sorted() == ["diamond", "the-isle-of-armor-sword"])
    // Without the games' Pokédexes, or the Pokémon's regional numbers, every game counts.
    let unbound = FindEncounters(pokemon: { _ in told }, encounters: E.Repository([25: rows]))
    #expect(try await unbound(.number(26), game: nil).earlierStages.first?.games.flatMap(\.games).count == 3)
    // Games that cannot be read (another API, offline): the answer, unchecked, not a
    // failure.
    let unread = FindEncounters(
      pokemon: { _ in told }, encounters: E.Repository([25: rows]), games: UnreadableGames())
    #expect(try await unread(.number(26), game: nil).earlierStages.first?.games.flatMap(\.games).count == 3)
    var unnumbered = raichu
    unnumbered.profile.regionalNumbers = []
    let unknown = unnumbered
    let anywhere = FindEncounters(pokemon: { _ in unknown }, encounters: E.Repository([25: rows]), games: games)
    #expect(try await anywhere(.number(26), game: nil).earlierStages.first?.games.flatMap(\.games).count == 3)
  }

  /// A stage that evolves toward the Pokémon only as one of its forms is that form's
  /// encounters, named as that form: Galarian Linoone's for Obstagoon, then Galarian
  /// Zigzagoon's, never the Hoenn forms'. A form that cannot be read is left out.
  @Test func anEarlierStageIsTheFormThatEvolvesTowardThePokemon() async throws {
    func way(from base: String?, into evolved: String?) -> EvolutionRequirement {
      var way = EvolutionRequirement(trigger: "level-up")
      way.baseForm = base
      way.evolvedForm = evolved
      return way
    }
    let obstagoonNode = EvolutionNode(
      speciesName: "obstagoon", speciesID: 862, displayName: "Obstagoon",
      requirements: [way(from: "Galarian Linoone", into: nil)], evolvesTo: [])
    let linooneNode = EvolutionNode(
      speciesName: "linoone", speciesID: 264, displayName: "Linoone",
      requirements: [way(from: nil, into: nil), way(from: "Galarian Zigzagoon", into: "Galarian Linoone")],
      evolvesTo: [obstagoonNode])
    var obstagoon = MinimalCard.make(862, "obstagoon", "Obstagoon")
    obstagoon.evolution = EvolutionNode(
      speciesName: "zigzagoon", speciesID: 263, displayName: "Zigzagoon", requirements: [],
      evolvesTo: [linooneNode])
    let met = { (game: NamedSlug) in E.encounter(game, "x", E.forest, levels: (20, 20), chance: 5) }
    let told = obstagoon
    let galarian = [
      "Galarian Linoone": MinimalCard.make(10175, "linoone-galar", "Galarian Linoone"),
      "Galarian Zigzagoon": MinimalCard.make(10174, "zigzagoon-galar", "Galarian Zigzagoon"),
    ]
    let repository = E.Repository([
      264: [met(E.red)], 263: [met(E.blue)], 10175: [met(E.yellow)], 10174: [met(E.blue)],
    ])
    let find = FindEncounters(
      pokemon: { query in
        guard case .name(let name) = query else { return told }
        guard let form = galarian[name] else { throw PokedexError.notFound(url: name) }
        return form
      },
      encounters: repository)
    let stages = try await find(.number(862), game: nil).earlierStages
    #expect(stages.map(\.species.slug) == ["linoone-galar", "zigzagoon-galar"])
    #expect(stages.map(\.species.displayName) == ["Galarian Linoone", "Galarian Zigzagoon"])
    #expect(stages.map(Self.gameSlugs) == [["yellow"], ["blue"]])
    // Galarian Zigzagoon's card cannot be read: that stage is left out, not read as the
    // species' default form.
    let unread = FindEncounters(
      pokemon: { query in
        guard case .name(let name) = query else { return told }
        guard name == "Galarian Linoone", let form = galarian[name] else {
          throw PokedexError.notFound(url: name)
        }
        return form
      },
      encounters: repository)
    #expect(try await unread(.number(862), game: nil).earlierStages.map(\.species.slug) == ["linoone-galar"])
  }

  @Test func aGameNamesItsGameOrItsGroupAndAPokemonMetKeepsNoEarlierStage() async throws {
    var pikachu = Self.raichu()
    pikachu.summary = PokemonSummary(
      id: 25, name: "pikachu", displayName: "Pikachu", speciesID: 25, types: [.electric])
    let told = pikachu
    let find = FindEncounters(pokemon: { _ in told }, encounters: E.Repository([25: E.pikachu]))
    let group = try await find(.number(25), game: "red-blue")
    #expect(group.games.map { $0.games.map(\.slug) } == [["red", "blue"]])
    #expect(group.earlierStages.isEmpty)
    #expect(try await find(.number(25), game: "blue").games.first?.games == [E.blue])
    let nowhere = try await find(.number(25), game: "sword")
    #expect(nowhere.games.isEmpty && nowhere.earlierStages.isEmpty)
  }

  /// An expansion's game is in the game it is played in (Sword holds the Isle of Armor's
  /// places), and in its group, but not the other way: The Isle of Armor is not Sword.
  @Test func aGameHoldsItsExpansions() {
    let armor = NamedSlug(slug: "the-isle-of-armor-sword", displayName: "Sword: The Isle of Armor")
    let row = E.encounter(armor, "the-isle-of-armor", E.forest, levels: (10, 15), chance: 5)
    #expect(row.isIn(game: "sword") && row.isIn(game: "the-isle-of-armor"))
    #expect(row.isIn(game: "the-isle-of-armor-sword"))
    #expect(!row.isIn(game: "shield") && !row.isIn(game: "sword-shield"))
    let sword = E.encounter(
      NamedSlug(slug: "sword", displayName: "Sword"), "sword-shield", E.forest, levels: (1, 1), chance: 5)
    #expect(!sword.isIn(game: "the-isle-of-armor"))
    // A game whose name ends as another's is not its expansion (Ultra Sun is not Sun).
    let ultra = E.encounter(
      NamedSlug(slug: "ultra-sun", displayName: "Ultra Sun"), "ultra-sun-ultra-moon", E.forest,
      levels: (1, 1), chance: 5)
    #expect(!ultra.isIn(game: "sun"))
    #expect(Encounter.slugs(naming: "red", ofGroup: "red-blue") == ["red", "red-blue"])
  }
}

/// A catalog whose games cannot be read, as another API's offline before they were cached.
private struct UnreadableGames: GameCatalog {
  func group(named game: String) async throws -> GameGroup? { throw PokedexError.notFound(url: game) }
  func groups() async throws -> [GameGroup] { throw PokedexError.notFound(url: "version-group") }
  func group(standingFor generation: Int) async throws -> GameGroup? {
    throw PokedexError.notFound(url: "version-group")
  }
}
