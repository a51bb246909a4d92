import CustomDump
import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Loading a detail card")
struct PokemonCardLoadingTests {
  static let root = "http://dex.test/api/v2/"

  /// Pikachu's documents, hand-written in PokeAPI's shape with relative links.
  static func pikachuAnswers() throws -> [String: Result<Data, PokedexError>] {
    let files = [
      "pokemon/pikachu/": "pokemon-25", "pokemon-species/25/": "pokemon-species-25",
      "type/13/": "type-13", "ability/9/": "ability-9", "ability/31/": "ability-31",
      "evolution-chain/10/": "evolution-chain-10", "pokemon-species/172/": "pokemon-species-172",
      "pokemon-species/26/": "pokemon-species-26", "item/83/": "item-83",
      "pokemon-form/pikachu-rock-star/": "pokemon-form-pikachu-rock-star",
    ]
    return try files.reduce(into: [:]) { answers, file in
      answers[root + file.key] = .success(try Fixtures.data(file.value))
    }
  }

  @Test func pikachusCardIsAssembledFromTenDocuments() async throws {
    let client = StubHTTPClient(answers: try Self.pikachuAnswers())
    let card = try await repository(client).pokemon(.name("pikachu"))

    // pokemon, species, type, two abilities, the chain and its two other species, the
    // Thunder Stone's item document and the Rock Star form's pokemon-form document.
    #expect(client.requestedURLs.count == 10)
    #expect(card.summary.displayName == "Pikachu")
    #expect(card.genus == "Mouse Pokémon")
    #expect(card.generation == 1)
    #expect(card.rarity == .ordinary)
    #expect(card.heightMetres == 0.4 && card.weightKilograms == 6)
    expectNoDifference(
      card.abilities,
      [
        PokemonAbility(
          name: "static", displayName: "Static", isHidden: false,
          effect: "Has a 30% chance of paralyzing attacking Pokémon on contact."),
        PokemonAbility(
          name: "lightning-rod", displayName: "Lightning Rod", isHidden: true,
          effect: "Draws in all Electric-type moves to boost its Sp. Atk stat."),
      ])
    #expect(card.stats.map(\.value) == [35, 55, 40, 50, 50, 90])
    #expect(card.typeDefenses.types(at: 2) == [.ground])
    #expect(card.typeDefenses.types(at: 0.5) == [.electric, .flying, .steel])
    #expect(
      card.pokedexEntry()?.text == "It stores electricity in the electric sacs on its cheeks.")
    #expect(
      card.pokedexEntry(game: "red")?.text
        == "When several of these Pokémon gather, their electricity could build and cause "
        + "lightning storms.")
    #expect(card.forms.map(\.displayName) == ["Pikachu", "Pikachu Rock Star"])
    // The group that introduced each alternate form, from its pokemon-form document.
    #expect(card.forms.map(\.introducedIn?.slug) == [nil, "omega-ruby-alpha-sapphire"])
  }

  @Test func theEvolutionFamilyIsNamedAndEachRequirementKeptOnce() async throws {
    let client = StubHTTPClient(answers: try Self.pikachuAnswers())
    let family = try #require(try await repository(client).pokemon(.name("pikachu")).evolution)

    #expect(family.allSpecies.map(\.displayName) == ["Pichu", "Pikachu", "Raichu"])
    #expect(family.allSpecies.map(\.speciesID) == [172, 25, 26])
    let friendship = try #require(family.evolvesTo.first?.requirements.first)
    #expect(friendship.trigger == "level-up" && friendship.minHappiness == 220)
    let stone = try #require(family.evolvesTo.first?.evolvesTo.first)
    #expect(stone.requirements.count == 1)
    #expect(stone.requirements.first?.item == "Thunder Stone")
  }

  @Test func aSpeciesNameResolvesToItsDefaultVariety() async throws {
    var answers = try Self.pikachuAnswers()
    answers[Self.root + "pokemon/pikachu/"] = nil
    answers[Self.root + "pokemon-species/pikachu/"] = answers[Self.root + "pokemon-species/25/"]
    answers[Self.root + "pokemon/25/"] = .success(try Fixtures.data("pokemon-25"))
    let client = StubHTTPClient(answers: answers)
    let card = try await repository(client).pokemon(.name("pikachu"))

    #expect(card.summary.id == 25)
    // pokemon/pikachu (404), the species, its default variety; then types, abilities and
    // the family, the species not asked for twice, and the stone's and form's names.
    #expect(client.requestedURLs.count == 11)
    #expect(client.requestedURLs.filter { $0.path.hasSuffix("pokemon-species/25/") }.isEmpty)
  }

  @Test func anUnknownNameSuggestsTheClosestNames() async throws {
    let names =
      #"{"count": 2, "next": null, "previous": null, "results": ["#
      + #"{"name": "pikachu", "url": "/api/v2/pokemon/25/"}, "#
      + #"{"name": "raichu", "url": "/api/v2/pokemon/26/"}]}"#
    let client = StubHTTPClient(answers: [
      Self.root + "pokemon/?offset=0&limit=100000": .success(Data(names.utf8)),
      Self.root + "pokemon-species/?offset=0&limit=100000": .success(Data(names.utf8)),
    ])
    await #expect(
      throws: PokedexError.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu"])
    ) {
      try await repository(client).pokemon(.name("pikachuu"))
    }
    #expect(client.requestedURLs.count == 4)
  }

  @Test func anUnknownNumberIsNotFoundWithoutSuggestions() async throws {
    let client = StubHTTPClient(answers: [:])
    await #expect(throws: PokedexError.entryNotFound(.pokemon, .number(99999), suggestions: [])) {
      try await repository(client).pokemon(.number(99999))
    }
    #expect(client.requestedURLs.count == 1)
  }

  @Test func namesOfItemsAndFormsAreKeptForTheNextRun() async throws {
    let store = InMemoryDocumentStorage()
    let names = NameCache(storage: store, policy: CachePolicy())
    let endpoints = try PokeAPIEndpoints(baseURL: Self.root)
    let first = StubHTTPClient(answers: try Self.pikachuAnswers())
    let cold = try await RemotePokemonRepository(
      client: first, endpoints: endpoints, retries: .none, nameCache: names
    ).pokemon(.name("pikachu"))
    let second = StubHTTPClient(answers: try Self.pikachuAnswers())
    let warm = try await RemotePokemonRepository(
      client: second, endpoints: endpoints, retries: .none, nameCache: names
    ).pokemon(.name("pikachu"))

    #expect(first.requestedURLs.count == 10)
    // The Thunder Stone's and the Rock Star form's names come from the cache.
    #expect(second.requestedURLs.count == 8)
    #expect(warm == cold)
  }

  @Test func traitsComeFromThePokemonAndSpeciesDocumentsAndAreCached() async throws {
    let client = StubHTTPClient(answers: try Self.pikachuAnswers().merging([
      Self.root + "pokemon/25/": .success(try Fixtures.data("pokemon-25"))
    ]) { first, _ in first })
    let cached = CachedPokemonRepository(
      remote: try repository(client), storage: InMemoryDocumentStorage(), policy: CachePolicy())
    let entry = PokemonIndexEntry(id: 25, name: "pikachu")
    let cold = try await cached.traits(of: [entry])
    let requests = client.requestedURLs.count
    let warm = try await cached.traits(of: [entry])

    #expect(cold.first?.stats.map(\.value) == [35, 55, 40, 50, 50, 90])
    #expect(cold.first?.rarity == .ordinary)
    #expect(requests == 2)
    #expect(client.requestedURLs.count == requests)
    #expect(warm == cold)
  }

  private func repository(_ client: StubHTTPClient) throws -> RemotePokemonRepository {
    RemotePokemonRepository(
      client: client, endpoints: try PokeAPIEndpoints(baseURL: Self.root), retries: .none)
  }
}
