import CustomDump
@testable import Domain
import Testing

@Suite("The type chart and a type's matchups")
struct TypeChartTests {
  /// Four types of today's chart: Fire, Water, Grass, Ground.
  static let chart = TypeChart(
    generation: nil, types: [.fire, .water, .grass, .ground],
    factors: [
      [50, 50, 200, 100],
      [200, 50, 50, 200],
      [50, 200, 50, 200],
      [200, 100, 50, 100],
    ])

  @Test func aFactorIsReadAttackerFirst() {
    #expect(Self.chart.factor(.water, against: .fire) == 200)
    #expect(Self.chart.factor(.fire, against: .water) == 50)
    #expect(Self.chart.factor(.fire, against: .fairy) == nil)
  }

  @Test func offenseIsTheAttackersRowInChartOrder() {
    expectNoDifference(
      Self.chart.offense(of: .grass).map(\.percent), [50, 200, 50, 200])
  }

  @Test func twoDefendingTypesMultiply() {
    // Water/Ground: Fire ×½·×1, Water ×½·×2, Grass ×2·×2, Ground ×1·×1.
    expectNoDifference(
      Self.chart.defense(of: [.water, .ground]),
      [
        TypeFactor(type: .fire, percent: 50), TypeFactor(type: .water, percent: 100),
        TypeFactor(type: .grass, percent: 400), TypeFactor(type: .ground, percent: 100),
      ])
    // Fire/Grass against Grass: ×½ · ×½ = ×¼.
    #expect(Self.chart.defense(of: [.fire, .grass]).map(\.percent) == [100, 100, 25, 100])
  }

  @Test func aTypeTheGenerationDidNotHaveIsOneLineSayingWhenItCame() async {
    let lookUp = LookUpTypes(repository: StubTypes(chart: Self.chart, introduced: 6))
    await #expect(
      throws: PokedexError.typeNotInGeneration(.fairy, generation: 5, introducedIn: 6)
    ) {
      _ = try await lookUp.matchups(of: [.fairy], generation: 5)
    }
    let fire = try? await lookUp.matchups(of: [.fire], generation: nil)
    #expect(fire?.moveCount == 7)
    #expect(fire?.pokemonCount == 3)
    let pair = try? await lookUp.matchups(of: [.water, .ground], generation: nil)
    #expect(pair?.moveCount == nil)
  }
}

private struct StubTypes: TypeChartRepository {
  let chart: TypeChart
  let introduced: Int

  func chart(generation: Int?) async throws -> TypeChart { chart }
  func introduction(of type: PokemonType) async throws -> Int? { introduced }
  func pokemonCount(having types: [PokemonType]) async throws -> Int { 3 }
  func moveCount(of type: PokemonType) async throws -> Int { 7 }
}
