@testable import Domain
import PokedexTesting
import Testing

/// `AttackMatchup` (the moves that break the chart's rule, abilities) and `CoverageSheet`:
/// every type and every pair Pokémon have by the best a set does, and the fully evolved
/// Pokémon that resist it all.
@Suite("Coverage of a set of attacks")
struct CoverageSheetTests {
  /// Part of generation IX's chart, as the games have it.
  static let chart = TypeChart(
    generation: 9,
    types: [.water, .grass, .ground, .flying, .ice, .fighting, .normal, .rock, .ghost],
    factors: [
      [50, 50, 200, 100, 100, 100, 100, 200, 100],  // Water against water, grass, ground…
      [200, 50, 200, 50, 100, 100, 100, 200, 100],  // Grass
      [100, 50, 100, 0, 100, 100, 100, 200, 100],  // Ground
      [100, 200, 100, 100, 100, 200, 100, 50, 100],  // Flying
      [50, 200, 200, 200, 50, 100, 100, 100, 100],  // Ice
      [100, 100, 100, 50, 200, 100, 200, 200, 0],  // Fighting
      [100, 100, 100, 100, 100, 100, 100, 50, 0],  // Normal
      [100, 100, 50, 200, 200, 50, 100, 100, 100],  // Rock
      [100, 100, 100, 100, 100, 100, 0, 100, 200],  // Ghost
    ])

  static let earthquake = CoverageAttack(type: .ground, move: "earthquake", moveName: "Earthquake")
  static let freezeDry = CoverageAttack(type: .ice, move: "freeze-dry", moveName: "Freeze-Dry")
  static let flyingPress = CoverageAttack(type: .fighting, move: "flying-press", moveName: "Flying Press")
  static let thousandArrows = CoverageAttack(
    type: .ground, move: "thousand-arrows", moveName: "Thousand Arrows")

  static func percent(_ attack: CoverageAttack, _ types: [PokemonType]) -> Int? {
    AttackMatchup.percent(attack, against: types, chart: chart)
  }

  @Test func freezeDryIsSuperEffectiveOnWater() {
    #expect(Self.percent(Self.freezeDry, [.water]) == 200)
    #expect(Self.percent(Self.freezeDry, [.water, .ground]) == 400)
    #expect(Self.percent(Self.freezeDry, [.ice]) == 50)
    #expect(Self.percent(CoverageAttack(type: .ice), [.water]) == 50)
  }

  @Test func flyingPressIsFightingAndFlyingAtOnce() {
    #expect(Self.percent(Self.flyingPress, [.grass]) == 200)
    #expect(Self.percent(Self.flyingPress, [.normal]) == 200)
    #expect(Self.percent(Self.flyingPress, [.rock]) == 100)
    #expect(Self.percent(Self.flyingPress, [.fighting, .grass]) == 400)
    #expect(Self.percent(Self.flyingPress, [.ghost]) == 0)
  }

  /// A Flying type takes it neutrally whatever its other type (Skarmory, Tropius).
  @Test func thousandArrowsHitsFlyingTypesAndLevitate() {
    #expect(Self.percent(Self.thousandArrows, [.flying]) == 100)
    #expect(Self.percent(Self.thousandArrows, [.flying, .rock]) == 100)
    #expect(Self.percent(Self.thousandArrows, [.grass, .flying]) == 100)
    #expect(Self.percent(Self.thousandArrows, [.rock]) == 200)
    #expect(Self.percent(Self.earthquake, [.flying, .rock]) == 0)
    let levitating = { (attack: CoverageAttack) in
      AttackMatchup.multiplier(attack, against: [.water], ability: "levitate", chart: Self.chart)
    }
    #expect(levitating(Self.thousandArrows) == 1)
    #expect(levitating(Self.earthquake) == 0)
  }

  @Test func aTypeTheChartLacksHasNoMatchup() {
    #expect(Self.percent(CoverageAttack(type: .fairy), [.water]) == nil)
    #expect(Self.percent(Self.earthquake, [.fairy]) == nil)
  }

  static let roster = [
    RosterExamples.member(3, "Venusaur", [.grass], ["overgrow", "chlorophyll"]),
    RosterExamples.member(16, "Pidgey", [.normal, .flying], ["keen-eye"], fullyEvolved: false),
    RosterExamples.member(18, "Pidgeot", [.normal, .flying], ["keen-eye"]),
    RosterExamples.member(76, "Golem", [.rock, .ground], ["sturdy"]),
    RosterExamples.member(94, "Gengar", [.ghost], ["levitate"]),
    RosterExamples.member(437, "Bronzong", [.rock], ["levitate", "heatproof"]),
  ]

  static let sheet = CoverageSheet(
    attacks: [earthquake], game: nil, chart: chart, roster: roster)

  @Test func everyTypeByTheBestTheSetDoes() {
    #expect(Self.sheet.types.map(\.percent) == [100, 50, 100, 0, 100, 100, 100, 200, 100])
    #expect(Self.sheet.types[3].attacks == [])
    #expect(Self.sheet.types[7].attacks == [0])
  }

  /// Each pair once, its types in the chart's order, the pairs in the chart's order.
  @Test func thePairsArePokemonsOnceEachInChartOrder() {
    #expect(Self.sheet.pairs.map(\.types) == [[.ground, .rock], [.flying, .normal]])
    #expect(Self.sheet.pairs.map(\.percent) == [200, 0])
  }

  /// By types (Pidgeot, Venusaur), by an ability every one has (Gengar) or some have
  /// (Bronzong); least first, then in the roster's order; not Pidgey, not fully evolved.
  @Test func theResistersAbilitiesCounted() throws {
    let resisters = Self.sheet.resistedBy
    #expect(resisters.map(\.displayName) == ["Pidgeot", "Gengar", "Bronzong", "Venusaur"])
    #expect(resisters.map(\.multiplier) == [0, 0, 0, 0.5])
    #expect(resisters.map(\.abilities) == [[], ["Levitate"], ["Levitate"], []])
    #expect(resisters.map(\.isEveryOne) == [true, true, false, true])
    #expect(Self.sheet.fullyEvolvedCount == 5)
  }

  /// The multiplier is the best an ability makes, and that ability is named: Water
  /// Absorb makes a Vaporeon ×0 against Water, where its types make it ×½ and Hydration
  /// leaves it so.
  @Test func theAbilityThatMakesTheMultiplierIsNamed() throws {
    let vaporeon = RosterExamples.member(134, "Vaporeon", [.water], ["water-absorb", "hydration"])
    let sheet = CoverageSheet(
      attacks: [CoverageAttack(type: .water)], game: nil, chart: Self.chart, roster: [vaporeon])
    let resister = try #require(sheet.resistedBy.first)
    #expect(resister.multiplier == 0)
    #expect(resister.abilities == ["Water-Absorb"])
    #expect(resister.isEveryOne == false)
  }

  /// The best of the set is what decides: Ice Beam beside Earthquake hits Pidgeot ×2.
  @Test func aResisterResistsEveryAttack() {
    let sheet = CoverageSheet(
      attacks: [Self.earthquake, CoverageAttack(type: .ice)], game: nil, chart: Self.chart,
      roster: Self.roster)
    #expect(sheet.resistedBy.map(\.displayName) == [])
    #expect(sheet.pairs.map(\.percent) == [200, 200])
    #expect(sheet.pairs[1].attacks == [1])
  }

  /// Before generation III a roster member has no abilities (`RosterMember.asIn`).
  @Test func aMemberAsInAnOlderGeneration() {
    let past = PokemonPastValues(
      lastGeneration: 5, types: [.normal], stats: [BaseStat(name: "speed", value: 35)],
      abilities: [AbilitySlotChange(slot: 2, ability: nil)])
    var member = RosterExamples.member(35, "Clefable", [.fairy], ["cute-charm", "magic-guard"])
    member.past = [past]
    member.speed = 60
    let red = member.asIn(generation: 1)
    #expect(red.types == [.normal])
    #expect(red.speed == 35)
    #expect(red.abilities == [])
    let platinum = member.asIn(generation: 4)
    #expect(platinum.abilities.map(\.name) == ["cute-charm"])
    #expect(member.asIn(generation: nil) == member)
    #expect(member.asIn(generation: 6).types == [.fairy])
  }
}
