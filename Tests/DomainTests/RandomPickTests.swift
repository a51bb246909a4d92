import Domain
import PokedexTesting
import Testing

/// `SeededRandom`, `ShinyOdds` and `PickRandomPokemon`: a seed picks the same Pokémon
/// every time, every candidate can come up, and the shiny roll keeps its odds.
@Suite("Picking a random Pokémon")
struct RandomPickTests {
  static let cards = MinimalCard.few + [MinimalCard.make(10034, "charizard-mega-x", "Mega Charizard X")]
  static let pick = PickRandomPokemon(
    search: SearchPokedex(pokemon: InMemoryPokemonRepository(cards: cards)))
  static let everything = SearchCriteria(terms: [])

  /// SplitMix64's published first output for seed 0 (Steele, Lea and Flood, "Fast
  /// splittable pseudorandom number generators", and its reference code).
  @Test func theGeneratorIsSplitMix64() {
    var generator = SeededRandom(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
  }

  @Test func aSeedPicksTheSameEveryTime() async throws {
    for seed: UInt64 in [0, 1, 42, 1 << 52] {
      let first = try await Self.pick(
        Self.everything, allowed: nil, includingForms: true, seed: seed, shinyOdds: nil)
      let again = try await Self.pick(
        Self.everything, allowed: nil, includingForms: true, seed: seed, shinyOdds: nil)
      #expect(first == again)
      #expect(first.count == 6)
    }
  }

  @Test func everyCandidateComesUpOverManySeeds() async throws {
    var seen: Set<Int> = []
    for seed: UInt64 in 0..<200 {
      let pick = try await Self.pick(
        Self.everything, allowed: nil, includingForms: true, seed: seed, shinyOdds: nil)
      if let id = pick.pokemon?.id { seen.insert(id) }
    }
    #expect(seen == Set(Self.cards.map(\.summary.id)))
  }

  @Test func formsAndTheAllowedNarrowTheCandidates() async throws {
    let noForms = try await Self.pick(
      Self.everything, allowed: nil, includingForms: false, seed: 3, shinyOdds: nil)
    #expect(noForms.count == 5)
    let allowed = try await Self.pick(
      Self.everything, allowed: [25, 487, 9999], includingForms: true, seed: 3, shinyOdds: nil)
    #expect(allowed.count == 2)
    #expect([25, 487].contains(allowed.pokemon?.id ?? 0))
    let none = try await Self.pick(
      Self.everything, allowed: [], includingForms: true, seed: 3, shinyOdds: nil)
    #expect(none.pokemon == nil && none.count == 0 && !none.isShiny)
  }

  @Test func theShinyRollKeepsItsOdds() async throws {
    let always = try #require(ShinyOdds(outOf: 1))
    let pick = try await Self.pick(
      Self.everything, allowed: nil, includingForms: true, seed: 8, shinyOdds: always)
    #expect(pick.isShiny)
    var generator = SeededRandom(seed: 11)
    let odds = try #require(ShinyOdds(outOf: 4))
    let shiny = (0..<4_000).filter { _ in odds.roll(using: &generator) }.count
    #expect((800...1_200).contains(shiny), "\(shiny) of 4,000 at 1 in 4")
  }

  @Test func theGamesOddsFollowTheGeneration() {
    #expect(ShinyOdds.games(generation: 1) == nil)
    #expect(ShinyOdds.games(generation: 2)?.outOf == 8_192)
    #expect(ShinyOdds.games(generation: 5)?.outOf == 8_192)
    #expect(ShinyOdds.games(generation: 6)?.outOf == 4_096)
    #expect(ShinyOdds.games(generation: nil)?.outOf == 4_096)
    #expect(ShinyOdds(outOf: 0) == nil)
  }
}
