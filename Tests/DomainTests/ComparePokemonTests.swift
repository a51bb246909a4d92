import Domain
import PokedexTesting
import Testing

/// `ComparePokemon`: the Pokémon read together, given back in the order asked, and the
/// first failure in that order whatever finished first.
@Suite("Comparing Pokémon")
struct ComparePokemonTests {
  static let few = Dictionary(uniqueKeysWithValues: MinimalCard.few.map { ($0.summary.id, $0) })

  static let compare = ComparePokemon { query in
    guard case .number(let id) = query, let pokemon = few[id] else {
      throw PokedexError.entryNotFound(.pokemon, query, suggestions: [])
    }
    return pokemon
  }

  @Test func theOrderIsTheOneAsked() async throws {
    let compared = try await Self.compare([.number(487), .number(1), .number(25)], game: nil)
    #expect(compared.map(\.summary.id) == [487, 1, 25])
  }

  @Test func theFirstFailureInTheOrderAskedIsThrown() async {
    await #expect(throws: PokedexError.entryNotFound(.pokemon, .number(9), suggestions: [])) {
      try await Self.compare([.number(1), .number(9), .number(8)], game: nil)
    }
  }

  @Test func oneThatCameAfterTheGameIsRefused() async {
    var giratina = Self.few[487]
    giratina?.generation = 4
    giratina?.asIn = GameGroup(slug: "red-blue", order: 1, generation: 1)
    let told = giratina
    let compare = ComparePokemon { _ in try #require(told) }
    await #expect(throws: NotYetInGame.self) {
      try await compare([.number(487), .number(487)], game: "red")
    }
  }
}
