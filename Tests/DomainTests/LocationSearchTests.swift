import Domain
import PokedexTesting
import Testing

/// `pokecli locations`' rule (region, game, words, orders) and a place's card's facts: its
/// Pokémon each once, its encounters in one game, and how an area's part is named.
@Suite("Locations")
struct LocationSearchTests {
  static let kanto = NamedSlug(slug: "kanto", displayName: "Kanto")
  static let galar = NamedSlug(slug: "galar", displayName: "Galar")

  static let rows = [
    LocationRow(
      id: 120, name: "kanto-route-4", displayName: "Route 4", region: kanto, areaCount: 2,
      pokemonCount: 34, games: ["red", "red-blue"]),
    LocationRow(
      id: 155, name: "viridian-forest", displayName: "Viridian Forest", region: kanto,
      areaCount: 1, pokemonCount: 9, games: ["red", "red-blue", "yellow"]),
    LocationRow(
      id: 871, name: "galar-route-4", displayName: "Route 4", region: galar, areaCount: 1,
      pokemonCount: 20, games: ["sword", "sword-shield"]),
    LocationRow(
      id: 900, name: "sky-pillar", displayName: "Sky Pillar", region: nil, areaCount: 0,
      pokemonCount: 0, games: []),
  ]

  func ids(_ criteria: LocationCriteria) throws -> [Int] {
    try Location.select(Self.rows, by: criteria).map(\.id)
  }

  @Test func regionGameAndWordsNarrowTheList() throws {
    #expect(try ids(LocationCriteria()) == [120, 155, 871, 900])
    #expect(try ids(LocationCriteria(region: "kanto")) == [120, 155])
    #expect(try ids(LocationCriteria(game: "yellow")) == [155])
    #expect(try ids(LocationCriteria(game: "red-blue")) == [120, 155])
    // A word matches the slug (`galar`) or the name shown (`forest`, `route-4`).
    #expect(try ids(LocationCriteria(terms: ["route-4"])) == [120, 871])
    #expect(try ids(LocationCriteria(terms: ["galar"])) == [871])
    #expect(try ids(LocationCriteria(terms: ["forest"], region: "kanto")) == [155])
  }

  @Test func theOrdersAndTheirReverse() throws {
    #expect(try ids(LocationCriteria(sort: .pokemon)) == [120, 871, 155, 900])
    #expect(try ids(LocationCriteria(sort: .name)) == [120, 871, 900, 155])
    #expect(try ids(LocationCriteria(sort: .number, reversed: true)) == [900, 871, 155, 120])
  }

  @Test func aRegionNoPlaceLiesInIsAnErrorWithTheClosest() {
    #expect(throws: PokedexError.noSuchChoice(
      noun: "region", given: "kantoo", suggestions: ["kanto"], choices: ["galar", "kanto"])
    ) {
      try Location.select(Self.rows, by: LocationCriteria(region: "kantoo"))
    }
  }

  @Test func onlyWordsInNumberOrderNeedOnlyTheSlugs() {
    #expect(LocationCriteria(terms: ["route"]).needsOnlyNames)
    #expect(!LocationCriteria(region: "kanto").needsOnlyNames)
    #expect(!LocationCriteria(game: "red").needsOnlyNames)
    #expect(!LocationCriteria(sort: .pokemon).needsOnlyNames)
  }

  @Test func aPlacesPokemonEachOnceAndItsEncountersInOneGame() {
    let forest = EncounterExamples.viridianForest
    #expect(forest.pokemon.map(\.name) == ["caterpie", "pikachu"])
    #expect(forest.only(in: "yellow").pokemon.map(\.name) == ["caterpie"])
    #expect(forest.only(in: "red-blue").encounters.count == 6)
    #expect(forest.only(in: nil) == forest)
    #expect(forest.only(in: "gold").encounters.isEmpty)
  }

  /// A place's Pokémon are spots of their own, though met at the same place the same way.
  @Test func aPlacesSpotsAreOnePerPokemon() {
    let red = EncounterGrouping.grouped(EncounterExamples.viridianForest.encounters).first
    #expect(red?.games.map(\.slug) == ["red", "blue"])
    #expect(
      red?.methods.first?.spots.map { [$0.pokemon?.id, $0.minLevel, $0.maxLevel, $0.chance] }
        == [[10, 3, 5, 20], [25, 3, 5, 7]])
  }

  /// The half of an area's name its slug says is the part, whatever the other half calls
  /// the place.
  @Test func thePartIsTheHalfTheSlugNames() {
    #expect(
      EncounterPlace.part(
        areaName: "Pokemon Center (Road 4)", slug: "kanto-route-4-pokemon-center",
        location: "kanto-route-4", locationName: "Route 4") == "Pokemon Center")
    #expect(
      EncounterPlace.part(
        areaName: "Road 4", slug: "kanto-route-4-area", location: "kanto-route-4",
        locationName: "Route 4") == nil)
    #expect(
      EncounterPlace.part(
        areaName: "Oreburgh Mine (1F)", slug: "oreburgh-mine-1f", location: "oreburgh-mine",
        locationName: "Oreburgh Mine") == "1F")
  }
}
