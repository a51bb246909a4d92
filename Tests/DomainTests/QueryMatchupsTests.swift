@testable import Domain
import Testing

/// How `weak`, `resists` and `immune` read a Pokémon, and what a list shows of it: the
/// multiplier with its most helpful ability, and that ability only when it decides.
@Suite("Matchups of the search language")
struct QueryMatchupsTests {
  let chart = DamageFixtures.chart(generation: 9)

  @Test func theMostHelpfulAbilityDecidesAndIsNamed() {
    // Bronzong: Steel/Psychic, Levitate or Heatproof or Heavy Metal.
    let bronzong = QueryMatchups.matchup(
      of: .ground, against: [.steel, .psychic], abilities: ["levitate", "heatproof", "heavy-metal"],
      chart: chart)
    #expect(bronzong == QueryMatchupValue(type: .ground, multiplier: 0, ability: "levitate"))
    let fire = QueryMatchups.matchup(
      of: .fire, against: [.steel, .psychic], abilities: ["levitate", "heatproof", "heavy-metal"],
      chart: chart)
    #expect(fire == QueryMatchupValue(type: .fire, multiplier: 1, ability: "heatproof"))
  }

  @Test func theTypesAloneDecideWhenNoAbilityHelps() {
    let skarmory = QueryMatchups.matchup(
      of: .ground, against: [.steel, .flying], abilities: ["keen-eye", "sturdy", "weak-armor"],
      chart: chart)
    #expect(skarmory == QueryMatchupValue(type: .ground, multiplier: 0, ability: nil))
    let none = QueryMatchups.matchup(of: .ice, against: [.dragon], abilities: [], chart: chart)
    #expect(none == QueryMatchupValue(type: .ice, multiplier: 2, ability: nil))
  }

  /// An ability that only hurts is still the one the Pokémon has: Fluffy alone doubles Fire.
  @Test func anAbilityThatOnlyHurtsIsNamedWhenItIsAllThereIs() {
    let fluffy = QueryMatchups.matchup(of: .fire, against: [.normal], abilities: ["fluffy"], chart: chart)
    #expect(fluffy == QueryMatchupValue(type: .fire, multiplier: 2, ability: "fluffy"))
    let either = QueryMatchups.matchup(
      of: .fire, against: [.normal], abilities: ["fluffy", "klutz"], chart: chart)
    #expect(either == QueryMatchupValue(type: .fire, multiplier: 1, ability: nil))
  }

  @Test func aListShowsTheTypesItsMatchupTermsName() throws {
    let query = try PokemonQueryParser.parse("weak ice | !immune ground, resists glace, weak ice")
    #expect(query.shownMatchups == ["ice", "ground", "glace"])
    #expect(try PokemonQueryParser.parse("fire, spe > 100").shownMatchups == [])
  }
}
