import CustomDump
import Domain
import Testing

@Suite("Sorting by a stat and the rarity words")
struct StatSortTests {
  static let entries = [(1, "bulbasaur"), (150, "mewtwo"), (151, "mew"), (172, "pichu")]
    .map { PokemonIndexEntry(id: $0.0, name: $0.1) }
  static let traits = [
    PokemonTraits(id: 1, stats: stats([45, 49, 49, 65, 65, 45]), rarity: .ordinary),
    PokemonTraits(id: 150, stats: stats([106, 110, 90, 154, 90, 130]), rarity: .legendary),
    PokemonTraits(id: 151, stats: stats([100, 100, 100, 100, 100, 100]), rarity: .mythical),
    PokemonTraits(id: 172, stats: stats([20, 40, 15, 35, 35, 60]), rarity: .baby),
  ]

  static func stats(_ values: [Int]) -> [BaseStat] {
    zip(["hp", "attack", "defense", "special-attack", "special-defense", "speed"], values)
      .map { BaseStat(name: $0, value: $1) }
  }

  @Test(arguments: [
    (PokemonSort.total, false, [150, 151, 1, 172]), (.hp, false, [150, 151, 1, 172]),
    (.defense, false, [151, 150, 1, 172]), (.spAttack, false, [150, 151, 1, 172]),
    (.speed, false, [150, 151, 172, 1]), (.speed, true, [1, 172, 151, 150]),
    (.attack, false, [150, 151, 1, 172]),
  ])
  func aStatOrderPutsTheHighestFirst(sort: PokemonSort, reversed: Bool, expected: [Int]) {
    let criteria = SearchCriteria(sort: sort, reversed: reversed)
    let ordered = PokedexSearch.ordered(Self.entries, traits: Self.traits, by: criteria)
    expectNoDifference(ordered.map(\.id), expected)
  }

  @Test(arguments: [
    (["legendary"], [150]), (["mythical"], [151]), (["baby"], [172]),
    (["legendary", "mythical"], [150, 151]), (["mew", "legendary"], [150]),
  ])
  func rarityWordsKeepThoseClasses(words: [String], expected: [Int]) {
    let criteria = SearchCriteria(terms: words)
    let named = PokedexSearch.filter(
      Self.entries, by: criteria, typeMembers: [:], generationMembers: nil)
    let kept = PokedexSearch.ordered(named, traits: Self.traits, by: criteria)
    expectNoDifference(kept.map(\.id), expected)
  }
}
