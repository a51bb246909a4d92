import Domain
import Testing

/// A Pokémon's training and breeding facts as in an older generation.
struct SpeciesProfileInGamesTests {
  static let today = SpeciesProfile(
    eggGroups: ["Amorphous"], genderRate: 4, captureRate: 45, baseHappiness: 70,
    growthRate: "Medium Slow", hatchCounter: 20,
    effortYield: [BaseStat(name: "special-attack", value: 3)],
    regionalNumbers: [RegionalNumber(pokedex: "kanto", number: 94)])

  @Test func generationIHadNoBreedingFriendshipNorEffortValues() {
    let red = Self.today.asIn(generation: 1)
    #expect(red == SpeciesProfile(
      captureRate: 45, growthRate: "Medium Slow",
      regionalNumbers: [RegionalNumber(pokedex: "kanto", number: 94)]))
  }

  @Test func generationIIHadBreedingAndFriendshipButNoEffortValues() {
    var expected = Self.today
    expected.effortYield = []
    #expect(Self.today.asIn(generation: 2) == expected)
  }

  @Test func fromGenerationIIIItIsTodays() {
    for generation in 3...9 { #expect(Self.today.asIn(generation: generation) == Self.today) }
  }
}
