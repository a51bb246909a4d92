import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@Suite("The fuller card: units and evolution wording")
struct CardUnitsAndProfileTests {
  @Test(arguments: [
    (UnitSystem.metric, 4, 60, "Height 0.4 m · Weight 6.0 kg"),
    (.imperial, 4, 60, "Height 1′04″ (0.4 m) · Weight 13.2 lb (6.0 kg)"),
    (.imperial, 17, 905, "Height 5′07″ (1.7 m) · Weight 199.5 lb (90.5 kg)"),
    (.imperial, 145, 4000, "Height 47′07″ (14.5 m) · Weight 881.8 lb (400.0 kg)"),
  ])
  func heightsAndWeightsAreWrittenInTheUnitsAsked(
    units: UnitSystem, height: Int, weight: Int, expected: String
  ) {
    var card = SampleCards.pikachu
    card.heightDecimetres = height
    card.weightHectograms = weight
    var state = PokemonDetail.State(query: .number(25), status: .loaded(card))
    state.units = units
    let text = PokemonDetailRenderer.render(state, theme: .plain, width: 100)
    #expect(text.contains(expected + "\n"), "\(text)")
  }

  @Test(arguments: [
    ("en_US.UTF-8", UnitSystem.imperial), ("en_GB.UTF-8", .metric), ("de_DE", .metric),
  ])
  func theLocaleChoosesTheDefaultUnits(identifier: String, expected: UnitSystem) {
    #expect(UnitSystem.preferred(by: Locale(identifier: identifier)) == expected)
  }

  static func levelUp(_ configure: (inout EvolutionRequirement) -> Void) -> EvolutionRequirement {
    var requirement = EvolutionRequirement(trigger: "level-up")
    configure(&requirement)
    return requirement
  }

  @Test(arguments: [
    (levelUp { $0.minSteps = 1000 },
      "level up, after walking 1,000 steps with it in Let’s Go mode"),
    (levelUp { $0.minLevel = 38; $0.needsMultiplayer = true },
      "level 38, while playing with others in a Union Circle"),
    (levelUp { $0.baseForm = "Paldean Wooper"; $0.minLevel = 20 }, "Paldean Wooper: level 20"),
    (levelUp { $0.baseForm = "Alolan Meowth"; $0.evolvedForm = "Alolan Persian"
      $0.minHappiness = 160 },
      "Alolan Meowth into Alolan Persian: level up, friendship 160+"),
    (levelUp { $0.knownMove = "Barb Barrage" }, "level up, knowing Barb Barrage"),
    (levelUp { $0.nearSpecialRock = true; $0.location = "Eterna Forest" },
      "level up, near a special rock at Eterna Forest"),
  ])
  func everyConditionIsSaid(requirement: EvolutionRequirement, expected: String) {
    let text = Self.family(stepping: requirement)
    #expect(text.contains("└─ B · " + expected + "\n"), "\(text)")
  }

  /// The card of a family A → B, B reached by `requirement`, at a width nothing wraps at.
  static func family(stepping requirement: EvolutionRequirement) -> String {
    var card = SampleCards.mew
    card.evolution = SampleCards.node(
      "a", 1, "A", [], [SampleCards.node("b", 2, "B", [requirement])])
    let state = PokemonDetail.State(query: .number(151), status: .loaded(card))
    return PokemonDetailRenderer.render(state, theme: .plain, width: 200)
  }

  @Test func aMoveUsedSomeTimesIsSaidWithItsCount() {
    var requirement = EvolutionRequirement(trigger: "use-move")
    requirement.usedMove = "Rage Fist"
    requirement.minMoveCount = 20
    #expect(Self.family(stepping: requirement).contains("└─ B · use Rage Fist 20 times\n"))
  }
}
