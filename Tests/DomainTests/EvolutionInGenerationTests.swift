import Domain
import Testing

/// `EvolutionNode.asIn(generation:for:)`: a family as it was in an older generation.
@Suite("A family as it was in an older generation")
struct EvolutionInGenerationTests {
  static func node(
    _ slug: String, _ id: Int, generation: Int, _ children: [EvolutionNode] = []
  ) -> EvolutionNode {
    EvolutionNode(
      speciesName: slug, speciesID: id, displayName: slug.capitalized,
      requirements: id == 172 ? [] : [EvolutionRequirement(trigger: "level-up")],
      evolvesTo: children, generation: generation)
  }

  /// Pichu (II) → Pikachu (I) → Raichu (I).
  static let pikachuFamily = node(
    "pichu", 172, generation: 2, [node("pikachu", 25, generation: 1, [node("raichu", 26, generation: 1)])])
  /// Eevee (I) → Vaporeon (I), Espeon (II).
  static let eeveeFamily = node(
    "eevee", 133, generation: 1,
    [node("vaporeon", 134, generation: 1), node("espeon", 196, generation: 2)])

  @Test func laterEvolutionsAreLeftOut() {
    let red = Self.eeveeFamily.asIn(generation: 1, for: 133)
    #expect(red?.allSpecies.map(\.speciesName) == ["eevee", "vaporeon"])
    #expect(Self.eeveeFamily.asIn(generation: 2, for: 133) == Self.eeveeFamily)
  }

  /// A later first stage leaves the family beginning with the stage that leads to the
  /// species, with no requirement of its own.
  @Test func aLaterFirstStageLeavesTheNextOneFirst() throws {
    let red = try #require(Self.pikachuFamily.asIn(generation: 1, for: 26))
    #expect(red.allSpecies.map(\.speciesName) == ["pikachu", "raichu"])
    #expect(red.requirements.isEmpty)
    #expect(Self.pikachuFamily.asIn(generation: 2, for: 25) == Self.pikachuFamily)
    #expect(Self.pikachuFamily.asIn(generation: 1, for: 999) == nil)
  }

  /// A way to evolve bound to a region is one only in games set there: Raichu's Thunder
  /// Stone into Alolan Raichu in Alola is left out in Red, kept in Sun; a group that names
  /// no region keeps both, and a step whose only ways name other regions keeps them.
  @Test func waysBoundToARegionAreKeptOnlyInItsGames() {
    var stone = EvolutionRequirement(trigger: "use-item")
    stone.item = "Thunder Stone"
    var alolan = stone
    alolan.region = "alola"
    alolan.evolvedForm = "Alolan Raichu"
    var family = Self.pikachuFamily
    family.evolvesTo[0].evolvesTo[0].requirements = [stone, alolan]
    func raichu(in regions: [String]) -> [EvolutionRequirement]? {
      family.evolving(inRegions: regions).evolvesTo.first?.evolvesTo.first?.requirements
    }
    #expect(raichu(in: ["kanto"]) == [stone])
    #expect(raichu(in: ["alola"]) == [stone, alolan])
    #expect(raichu(in: []) == [stone, alolan])
    family.evolvesTo[0].evolvesTo[0].requirements = [alolan]
    #expect(raichu(in: ["kanto"]) == [alolan])
  }
}
