import Domain
import PokedexTesting
import Testing

/// A list told as in a game (`list --game`): the Pokémon that had come by its generation,
/// with their types and base stats then.
struct ListAsInAGameTests {
  static func card(
    _ id: Int, _ name: String, generation: Int, types: [PokemonType],
    stats: [BaseStat] = [], past: [PokemonPastValues]? = nil, form: GameGroup? = nil
  ) -> Pokemon {
    var card = MinimalCard.make(id, name, name.capitalized, types: types)
    card.generation = generation
    card.stats = stats
    card.past = past
    if let form {
      card.forms = [PokemonForm(name: name, displayName: name, isDefault: false, introducedIn: form)]
    }
    return card
  }

  static let cards = [
    card(
      35, "clefairy", generation: 1, types: [.fairy],
      stats: [BaseStat(name: "speed", value: 35)],
      past: [PokemonPastValues(lastGeneration: 5, types: [.normal])]),
    card(81, "magnemite", generation: 1, types: [.electric, .steel],
      stats: [BaseStat(name: "speed", value: 45)],
      past: [PokemonPastValues(lastGeneration: 1, types: [.electric])]),
    card(175, "togepi", generation: 2, types: [.fairy], stats: [BaseStat(name: "speed", value: 20)],
      past: [PokemonPastValues(lastGeneration: 5, types: [.normal])]),
    card(
      10100, "raichu-alola", generation: 1, types: [.electric, .psychic],
      form: GameGroup(slug: "sun-moon", order: 17, generation: 7)),
  ]

  static func group(_ generation: Int) -> GameGroup {
    GameGroup(slug: "generation-\(generation)", order: generation, generation: generation)
  }

  static func page(_ criteria: SearchCriteria) async throws -> [String] {
    let search = SearchPokedex(pokemon: InMemoryPokemonRepository(cards: Self.cards))
    return try await search.page(criteria, PageRequest(offset: 0, limit: 20)).items.map {
      "\($0.name) \($0.types.map(\.slug).joined(separator: "/"))"
    }
  }

  @Test func onlyThePokemonThatHadComeWithTheirTypesThen() async throws {
    var red = SearchCriteria()
    red.asIn = Self.group(1)
    #expect(try await Self.page(red) == ["clefairy normal", "magnemite electric"])
    var gold = SearchCriteria()
    gold.asIn = Self.group(2)
    #expect(try await Self.page(gold) == [
      "clefairy normal", "magnemite electric/steel", "togepi normal",
    ])
    var sun = SearchCriteria()
    sun.asIn = Self.group(7)
    #expect(try await Self.page(sun) == [
      "clefairy fairy", "magnemite electric/steel", "togepi fairy", "raichu-alola electric/psychic",
    ])
    #expect(try await Self.page(SearchCriteria()).count == 4)
  }

  @Test func aTypeFilterSeesTheTypesThen() async throws {
    var gold = SearchCriteria(types: [.normal])
    gold.asIn = Self.group(2)
    #expect(try await Self.page(gold) == ["clefairy normal", "togepi normal"])
    var fairy = SearchCriteria(types: [.fairy])
    fairy.asIn = Self.group(2)
    #expect(try await Self.page(fairy) == [])
    var steel = SearchCriteria(types: [.steel])
    steel.asIn = Self.group(1)
    #expect(try await Self.page(steel) == [])
  }

  @Test func statOrdersUseTheGamesStats() async throws {
    var fastest = SearchCriteria(sort: .speed)
    fastest.asIn = Self.group(2)
    #expect(try await Self.page(fastest).map { $0.split(separator: " ")[0] } == [
      "magnemite", "clefairy", "togepi",
    ])
  }

  @Test func generationIsSpecialStandsForBothSpecialStats() {
    let traits = PokemonTraits(
      id: 25, stats: [
        BaseStat(name: "special-attack", value: 50), BaseStat(name: "special-defense", value: 50),
      ], rarity: .ordinary, came: 1,
      past: [PokemonPastValues(lastGeneration: 1, stats: [BaseStat(name: "special", value: 50)])])
    let red = traits.asIn(generation: 1)
    #expect(red.value(for: .spAttack) == 50 && red.value(for: .spDefense) == 50)
    // The total counts the one Special once, as the card's does.
    #expect(red.value(for: .total) == 50)
    #expect(traits.value(for: .total) == 100)
    #expect(traits.hadCome(by: 1) && !PokemonTraits(id: 1, stats: [], rarity: .ordinary, came: 2).hadCome(by: 1))
  }
}
