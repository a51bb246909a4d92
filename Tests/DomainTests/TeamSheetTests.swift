@testable import Domain
import PokedexTesting
import Testing

/// `AbilityMatchups` ability by ability, and `TeamSheet`: cells, tallies, shared
/// weaknesses and what the team's attacks hit.
@Suite("A team against every type")
struct TeamSheetTests {
  /// Each ability that changes a matchup, by name: what it makes of an attack its types
  /// take ×1 (or ×2 for Wonder Guard's exception), in generation IX unless said.
  @Test(arguments: [
    ("levitate", PokemonType.ground, 1.0, 9, 0.0),
    ("earth-eater", .ground, 1, 9, 0),
    ("flash-fire", .fire, 1, 9, 0),
    ("well-baked-body", .fire, 1, 9, 0),
    ("water-absorb", .water, 1, 9, 0),
    ("storm-drain", .water, 1, 9, 0),
    ("dry-skin", .water, 1, 9, 0),
    ("volt-absorb", .electric, 1, 9, 0),
    ("lightning-rod", .electric, 1, 9, 0),
    ("motor-drive", .electric, 1, 9, 0),
    ("sap-sipper", .grass, 1, 9, 0),
    ("thick-fat", .fire, 1, 9, 0.5),
    ("thick-fat", .ice, 2, 9, 1),
    ("heatproof", .fire, 1, 9, 0.5),
    ("water-bubble", .fire, 1, 9, 0.5),
    ("purifying-salt", .ghost, 1, 9, 0.5),
    ("dry-skin", .fire, 2, 9, 2.5),
    ("fluffy", .fire, 1, 9, 2),
    ("wonder-guard", .normal, 1, 9, 0),
    ("wonder-guard", .water, 0.5, 9, 0),
  ] as [(String, PokemonType, Double, Int, Double)])
  func anAbilityChangesItsMatchup(
    ability: String, type: PokemonType, typesGive: Double, generation: Int, becomes: Double
  ) {
    #expect(
      AbilityMatchups.multiplier(
        ability, attacking: type, typesGive: typesGive, generation: generation) == becomes)
  }

  @Test func abilitiesChangeNothingElse() {
    // Wonder Guard lets super effective hits through; Levitate is no help against Water;
    // Lightning Rod and Storm Drain gave no immunity before generation V, Motor Drive
    // came with IV.
    #expect(AbilityMatchups.multiplier("wonder-guard", attacking: .fire, typesGive: 2, generation: 9) == nil)
    #expect(AbilityMatchups.multiplier("levitate", attacking: .water, typesGive: 1, generation: 9) == nil)
    #expect(AbilityMatchups.multiplier("lightning-rod", attacking: .electric, typesGive: 1, generation: 4) == nil)
    #expect(AbilityMatchups.multiplier("storm-drain", attacking: .water, typesGive: 2, generation: 4) == nil)
    #expect(AbilityMatchups.multiplier("multiscale", attacking: .ice, typesGive: 4, generation: 9) == nil)
  }

  /// Whether an ability can change an attack of a type at all, whatever the types give:
  /// Wonder Guard changes every type's (each is resisted by some Pokémon), Levitate only
  /// Ground's, Lightning Rod no Electric attack before generation V.
  @Test func anAbilityCanChangeAnAttackOrNot() {
    #expect(AbilityMatchups.canChange("levitate", attacking: .ground, generation: 9))
    #expect(!AbilityMatchups.canChange("levitate", attacking: .water, generation: 9))
    #expect(AbilityMatchups.canChange("wonder-guard", attacking: .fire, generation: 9))
    #expect(AbilityMatchups.canChange("thick-fat", attacking: .ice, generation: nil))
    #expect(!AbilityMatchups.canChange("lightning-rod", attacking: .electric, generation: 4))
    #expect(AbilityMatchups.canChange("lightning-rod", attacking: .electric, generation: 5))
    #expect(!AbilityMatchups.canChange("multiscale", attacking: .ice, generation: 9))
  }

  static let chart = TypeChart(
    generation: 9, types: [.fire, .water, .grass, .ground],
    factors: [
      [50, 50, 200, 100],  // Fire against fire, water, grass, ground
      [200, 50, 50, 200],  // Water
      [50, 200, 50, 200],  // Grass
      [200, 100, 50, 100],  // Ground
    ])

  static func member(
    _ id: Int, _ name: String, types: [PokemonType], abilities: [String]) -> Pokemon {
    var pokemon = MinimalCard.make(id, name.lowercased(), name, types: types)
    pokemon.abilities = abilities.map {
      PokemonAbility(name: $0, displayName: $0.capitalized, isHidden: false, effect: nil)
    }
    return pokemon
  }

  static let bronzong = member(
    437, "Bronzong", types: [.ground], abilities: ["levitate"])
  static let gengar = member(
    94, "Gengar", types: [.fire], abilities: ["levitate", "cursed-body"])
  static let blastoise = member(
    9, "Blastoise", types: [.water], abilities: [])

  @Test func cellsTalliesAndSharedWeaknesses() throws {
    let sheet = TeamSheet(
      members: [Self.bronzong, Self.gengar, Self.blastoise], attacks: [nil, nil, nil],
      chart: Self.chart)
    #expect(sheet.defense.map(\.type) == [.fire, .water, .grass, .ground])
    let ground = try #require(sheet.defense.last)
    // Every Bronzong has Levitate: ×0, decided; a Gengar may not: ×2, unless Levitate.
    #expect(ground.cells[0].multiplier == 0 && ground.cells[0].decidedBy == "Levitate")
    #expect(ground.cells[1].multiplier == 2)
    #expect(ground.cells[1].unless?.ability == "Levitate")
    #expect(ground.cells[1].unless?.multiplier == 0)
    #expect(ground.weak == 1 && ground.resisting == 1 && !ground.isShared)
    let water = sheet.defense[1]
    #expect(water.weak == 2 && water.resisting == 1 && !water.isShared)
    let grass = sheet.defense[2]
    #expect(grass.weak == 2 && grass.resisting == 1)
  }

  /// A type the chart lacks (over another API, one with no damage relations) is left out
  /// of a member's defenses: the member takes what its other type takes.
  @Test func aTypeTheChartLacksIsLeftOut() {
    let odd = Self.member(1, "Odd", types: [.ground, PokemonType(slug: "shadow")], abilities: [])
    let plain = Self.member(2, "Plain", types: [.ground], abilities: [])
    let sheet = TeamSheet(members: [odd, plain], attacks: [nil, nil], chart: Self.chart)
    for row in sheet.defense {
      #expect(row.cells[0].multiplier == row.cells[1].multiplier, "\(row.type)")
    }
  }

  @Test func aWeaknessTwoShareAndNoneResistsIsShared() {
    let sheet = TeamSheet(
      members: [Self.bronzong, Self.gengar], attacks: [nil, nil], chart: Self.chart)
    #expect(sheet.defense.first { $0.type == .water }?.isShared == true)
  }

  @Test func drySkinsQuarterMoreIsNoWeaknessAndWhatNothingHitsHasNoMembers() {
    let heliolisk = Self.member(
      695, "Heliolisk", types: [.grass], abilities: ["dry-skin"])
    let sheet = TeamSheet(members: [heliolisk], attacks: [[CoverageAttack(type: .ground)]], chart: TypeChart(
      generation: 9, types: [.fire, .ground], factors: [[100, 100], [100, 0]]))
    let fire = sheet.defense.first { $0.type == .fire }
    #expect(fire?.cells.first?.multiplier == 1.25)
    #expect(fire?.weak == 0)
    let ground = sheet.offense.first { $0.type == .ground }
    #expect(ground?.bestPercent == 0 && ground?.members == [])
  }

  /// A move that breaks the chart's rule is weighed as `coverage` weighs it.
  @Test func freezeDryHitsWaterInWhatTheTeamHits() {
    let chart = TypeChart(generation: 9, types: [.water, .ice], factors: [[50, 100], [50, 50]])
    let freezeDry = CoverageAttack(type: .ice, move: "freeze-dry", moveName: "Freeze-Dry")
    let sheet = TeamSheet(members: [Self.blastoise], attacks: [[freezeDry]], chart: chart)
    #expect(sheet.offense.map(\.bestPercent) == [200, 50])
    #expect(sheet.attackTypes == [[.ice]])
  }

  @Test func offenseIsTheBestOfTheirTypesOrMoves() {
    let sheet = TeamSheet(
      members: [Self.blastoise, Self.bronzong], attacks: [nil, [CoverageAttack(type: .grass)]], chart: Self.chart)
    #expect(sheet.attackTypes == [[.water], [.grass]])
    let best = Dictionary(uniqueKeysWithValues: sheet.offense.map { ($0.type, $0.bestPercent) })
    #expect(best == [.fire: 200, .water: 200, .grass: 50, .ground: 200])
    #expect(sheet.offense.first { $0.type == .ground }?.members == [0, 1])
  }
}
