import CustomDump
import Domain
import PokedexTesting
import Testing

@Suite("A Pokémon as it was in an older game")
struct PokemonPastValuesTests {
  static let redBlue = GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"], generation: 1)
  static let goldSilver = GameGroup(slug: "gold-silver", order: 5, generation: 2)
  static let diamondPearl = GameGroup(slug: "diamond-pearl", order: 12, generation: 4)
  static let blackWhite = GameGroup(slug: "black-white", order: 15, generation: 5)
  static let xY = GameGroup(slug: "x-y", order: 17, generation: 6)

  static func ability(_ slug: String, hidden: Bool = false) -> PokemonAbility {
    PokemonAbility(name: slug, displayName: slug.capitalized, isHidden: hidden, effect: nil)
  }

  static func stats(_ values: [String: Int]) -> [BaseStat] {
    ["hp", "attack", "defense", "special-attack", "special-defense", "speed"].compactMap { name in
      values[name].map { BaseStat(name: name, value: $0) }
    }
  }

  /// Pikachu as PokeAPI has it: a single Special of 50 in generation I, 30 Defense and 40
  /// Sp. Def up to generation V, no hidden ability up to IV (the past values listed newest
  /// first, as a source may).
  static var pikachu: Pokemon {
    var pikachu = Pokemon(
      summary: PokemonSummary(
        id: 25, name: "pikachu", displayName: "Pikachu", speciesID: 25, types: [.electric]),
      genus: "Mouse Pokémon", generation: 1, rarity: .ordinary, heightDecimetres: 4,
      weightHectograms: 60,
      abilities: [ability("static"), ability("lightning-rod", hidden: true)],
      stats: stats([
        "hp": 35, "attack": 55, "defense": 40, "special-attack": 50, "special-defense": 50,
        "speed": 90,
      ]),
      typeDefenses: TypeDefenses(multipliers: [.ground: 2]), pokedexEntries: [],
      evolution: nil, forms: [])
    pikachu.past = [
      PokemonPastValues(
        lastGeneration: 5,
        stats: [BaseStat(name: "defense", value: 30), BaseStat(name: "special-defense", value: 40)]),
      PokemonPastValues(lastGeneration: 1, stats: [BaseStat(name: "special", value: 50)]),
      PokemonPastValues(lastGeneration: 4, abilities: [AbilitySlotChange(slot: 3, ability: nil)]),
    ]
    return pikachu
  }

  struct Told: Equatable {
    var types: [PokemonType]
    var stats: [String]
    var abilities: [String]
    var asIn: String?
  }

  static func told(_ pokemon: Pokemon) -> Told {
    Told(
      types: pokemon.summary.types, stats: pokemon.stats.map { "\($0.name) \($0.value)" },
      abilities: pokemon.abilities.map { $0.name + ($0.isHidden ? " (hidden)" : "") },
      asIn: pokemon.asIn?.slug)
  }

  @Test func generationOneHasOneSpecialStatAndNoAbilities() {
    expectNoDifference(
      Self.told(Self.pikachu.asItWas(in: Self.redBlue)),
      Told(
        types: [.electric],
        stats: ["hp 35", "attack 55", "defense 30", "special 50", "speed 90"],
        abilities: [], asIn: "red-blue"))
  }

  @Test(arguments: [
    (goldSilver, ["defense 30", "special-attack 50", "special-defense 40"], [String]()),
    (diamondPearl, ["defense 30", "special-attack 50", "special-defense 40"], ["static"]),
    (blackWhite, ["defense 30", "special-attack 50", "special-defense 40"],
     ["static", "lightning-rod (hidden)"]),
    (xY, ["defense 40", "special-attack 50", "special-defense 50"],
     ["static", "lightning-rod (hidden)"]),
  ])
  func eachValueComesFromTheOldestChangeNotOlderThanTheGame(
    game: GameGroup, defenses: [String], abilities: [String]
  ) {
    let told = Self.told(Self.pikachu.asItWas(in: game))
    expectNoDifference(Array(told.stats[2...4]), defenses)
    expectNoDifference(told.abilities, abilities)
  }

  @Test func pastTypesAndAbilitySlotsReplaceTodaysOrEmptyThem() {
    var clefairy = Self.pikachu
    clefairy.summary = clefairy.summary.typed([.fairy])
    clefairy.abilities = [
      Self.ability("cute-charm"), Self.ability("magic-guard"),
      Self.ability("friend-guard", hidden: true),
    ]
    clefairy.past = [
      PokemonPastValues(lastGeneration: 5, types: [.normal]),
      PokemonPastValues(
        lastGeneration: 4,
        abilities: [
          AbilitySlotChange(slot: 2, ability: nil),
          AbilitySlotChange(slot: 3, ability: Self.ability("shadow-tag", hidden: true)),
        ]),
    ]
    let inDiamond = Self.told(clefairy.asItWas(in: Self.diamondPearl))
    expectNoDifference(inDiamond.types, [.normal])
    expectNoDifference(inDiamond.abilities, ["cute-charm"])
    let inBlack = Self.told(clefairy.asItWas(in: Self.blackWhite))
    expectNoDifference(inBlack.types, [.normal])
    expectNoDifference(inBlack.abilities, ["cute-charm", "magic-guard", "friend-guard (hidden)"])
    expectNoDifference(Self.told(clefairy.asItWas(in: Self.xY)).types, [.fairy])
  }

  /// A group that names its Pokédexes keeps their numbers alone; one that names none
  /// keeps every number.
  @Test func theRegionalNumbersAreTheGamesPokedexes() {
    var pikachu = Self.pikachu
    pikachu.profile.regionalNumbers = [
      RegionalNumber(pokedex: "kanto", number: 25), RegionalNumber(pokedex: "paldea", number: 74),
    ]
    var red = Self.redBlue
    red.pokedexes = ["kanto"]
    #expect(
      pikachu.asItWas(in: red).profile.regionalNumbers
        == [RegionalNumber(pokedex: "kanto", number: 25)])
    #expect(pikachu.asItWas(in: Self.redBlue).profile.regionalNumbers.count == 2)
  }

  /// Its forms are those of the game's generation or before (each form's group dated as
  /// the catalog has it), as its species is told; the Pokémon shown is always kept, and a
  /// form whose group is not known too.
  @Test func theFormsAreThoseThatHadComeByTheGame() {
    let sunMoon = GameGroup(slug: "sun-moon", order: 17, generation: 7)
    let xY = GameGroup(slug: "x-y", order: 15, generation: 6)
    let letsGo = GameGroup(slug: "lets-go-pikachu-lets-go-eevee", order: 19, generation: 7)
    var pikachu = Self.pikachu
    pikachu.forms = [
      PokemonForm(name: "pikachu", displayName: "Pikachu", isDefault: true),
      PokemonForm(
        name: "pikachu-alola-cap", displayName: "Pikachu (Alola Cap)", isDefault: false,
        introducedIn: GameGroup(slug: "sun-moon", order: 0)),
      PokemonForm(
        name: "pikachu-starter", displayName: "Partner Pikachu", isDefault: false,
        introducedIn: GameGroup(slug: "lets-go-pikachu-lets-go-eevee", order: 0)),
      PokemonForm(name: "pikachu-odd", displayName: "Odd", isDefault: false),
    ]
    let ordered = ["sun-moon": sunMoon, "lets-go-pikachu-lets-go-eevee": letsGo]
    #expect(Set(pikachu.changedIn.map(\.slug)) == Set(ordered.keys))
    func forms(in game: GameGroup, ordered: [String: GameGroup] = ordered) -> [String] {
      pikachu.asItWas(in: game, ordered: ordered).forms.map(\.name)
    }
    expectNoDifference(forms(in: Self.redBlue), ["pikachu", "pikachu-odd"])
    expectNoDifference(forms(in: xY), ["pikachu", "pikachu-odd"])
    // Sun and Moon came before Let's Go, but in its generation: as Meltan, it is there.
    expectNoDifference(forms(in: sunMoon), ["pikachu", "pikachu-alola-cap", "pikachu-starter", "pikachu-odd"])
    // A form whose group the source cannot date is kept.
    expectNoDifference(forms(in: xY, ordered: [:]).count, 4)
    // The form shown stays, even in a game before it.
    var starter = pikachu
    starter.summary = PokemonSummary(
      id: 10158, name: "pikachu-starter", displayName: "Partner Pikachu", speciesID: 25,
      types: [.electric])
    #expect(starter.asItWas(in: Self.redBlue, ordered: ordered).forms.map(\.name).contains("pikachu-starter"))
  }

  @Test func aGroupOfNoKnownGenerationLeavesThePokemonAsItIs() {
    let unknown = GameGroup(slug: "red-blue", order: 3)
    #expect(Self.pikachu.asItWas(in: unknown) == Self.pikachu)
  }

  @Test func theUseCaseWorksOutTheDefensesWithThatGenerationsChart() async throws {
    var clefairy = Self.pikachu
    clefairy.summary = PokemonSummary(
      id: 35, name: "clefairy", displayName: "Clefairy", speciesID: 35, types: [.fairy])
    clefairy.past = [PokemonPastValues(lastGeneration: 5, types: [.normal])]
    let charts = Charts()
    let load = LoadPokemonAsInGame(
      pokemon: InMemoryPokemonRepository(cards: [clefairy]),
      asInGame: AsInGame("red", catalog: Games()), charts: charts)
    let told = try await load(.name("clefairy"))
    expectNoDifference(told.summary.types, [.normal])
    expectNoDifference(told.typeDefenses, TypeDefenses(multipliers: [.fighting: 2, .ghost: 0]))
    #expect(charts.asked == [1])
  }

  @Test func aSourceThatListsNoGamesLeavesTodaysCard() async throws {
    let charts = Charts()
    let load = LoadPokemonAsInGame(
      pokemon: InMemoryPokemonRepository(cards: [Self.pikachu]),
      asInGame: AsInGame("blah", catalog: FixedGames()), charts: charts)
    #expect(try await load(.number(25)) == Self.pikachu)
    #expect(charts.asked.isEmpty)
  }

  final class Games: GameCatalog, @unchecked Sendable {
    func group(named game: String) async throws -> GameGroup? {
      [PokemonPastValuesTests.redBlue, PokemonPastValuesTests.xY].first { $0.isNamed(game) }
    }
    func groups() async throws -> [GameGroup] {
      [PokemonPastValuesTests.redBlue, PokemonPastValuesTests.xY]
    }
    func group(standingFor generation: Int) async throws -> GameGroup? {
      GameGroup.standing(for: generation, among: try await groups(), sizes: [:])
    }
  }

  /// Generation I's chart for Normal's attackers and defenders only.
  final class Charts: TypeChartRepository, @unchecked Sendable {
    private(set) var asked: [Int?] = []
    func chart(generation: Int?) async throws -> TypeChart {
      asked.append(generation)
      return TypeChart(
        generation: generation, types: [.normal, .fighting, .ghost],
        factors: [[100, 100, 0], [200, 100, 0], [0, 100, 200]])
    }
    func introduction(of type: PokemonType) async throws -> Int? { 1 }
    func pokemonCount(having types: [PokemonType]) async throws -> Int { 0 }
    func moveCount(of type: PokemonType) async throws -> Int { 0 }
  }
}
