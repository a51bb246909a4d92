@testable import Domain
import Foundation
import PokedexData
import Testing

@testable import pokecli

/// `CoverageSheet` weighs each pair of types once for every ability that changes none of
/// the attacks: its resisters must be those a Pokémon-by-Pokémon weighing of every one
/// of its abilities gives, over the whole built-in roster.
@Suite("Coverage's resisters, Pokémon by Pokémon")
struct CoverageResistersTests {
  @Test(arguments: [
    [CoverageAttack(type: .ground), CoverageAttack(type: .ice)],
    [CoverageAttack(type: .fire), CoverageAttack(type: .water), CoverageAttack(type: .electric)],
    [CoverageAttack(type: .grass), CoverageAttack(type: .ghost)],
    [CoverageAttack(type: .normal)],
    [CoverageAttack(type: .ground, move: "thousand-arrows"), CoverageAttack(type: .fighting, move: "flying-press")],
    [CoverageAttack(type: .ice, move: "freeze-dry"), CoverageAttack(type: .fire)],
  ])
  func everyResisterIsWeighedWithEachOfItsAbilities(_ attacks: [CoverageAttack]) async throws {
    let database = try BuiltInData.embeddedDatabase()
    for generation in [nil, 4] as [Int?] {
      let roster = try await DatabaseRosterRepository(database: database)
        .roster(generation: generation, matchups: true).map { $0.asIn(generation: generation) }
      let chart = try await DatabaseTypeChartRepository(database: database).chart(generation: generation)
      let sheet = CoverageSheet(attacks: attacks, game: nil, chart: chart, roster: roster)
      var expected: [String] = []
      for member in roster where member.isFullyEvolved {
        func most(_ ability: String?) -> Double {
          attacks.compactMap {
            AttackMatchup.multiplier($0, against: member.types, ability: ability, chart: chart)
          }.max() ?? 1
        }
        let byTypes = most(nil)
        let mosts = member.abilities.map { most($0.name) }
        let least = mosts.min() ?? byTypes
        guard least < 1 else { continue }
        // The abilities that make it, where its types alone do not; whether all of it has one.
        let deciding = zip(member.abilities, mosts).filter { $0.1 == least }.map(\.0.displayName)
        let told = least == byTypes ? ([], true) : (deciding, deciding.count == mosts.count)
        expected.append("\(member.pokemon.name) ×\(least) \(told.0) \(told.1)")
      }
      let resisters = sheet.resistedBy.map {
        "\($0.pokemon.name) ×\($0.multiplier) \($0.abilities) \($0.isEveryOne)"
      }
      #expect(resisters.sorted() == expected.sorted(), "generation \(generation.map(String.init) ?? "today")")
      #expect(!expected.isEmpty || attacks.count == 1)
    }
  }
}
