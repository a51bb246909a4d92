@testable import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `team`'s and `coverage`'s matchups against the corpus's `type` documents, when
/// `POKEAPI_CORPUS` names it: in every generation, for every single and dual typing of
/// that generation's chart, what each attacking type does to a member of that typing is
/// the product of what the documents say it does to each type; and what a member
/// attacking with one type hits, or what `coverage` says one type does to every type and
/// pair, is what the documents say.
@Suite(
  "Team and coverage matchups against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct TeamCorpusTests {
  @Test func everyTypingInEveryGenerationIsTheDocumentsProduct() async throws {
    try await CorpusLane.run {
      let documented = try Self.documented()
      let charts = DatabaseTypeChartRepository(database: try BuiltInData.embeddedDatabase())
      var differences = 0
      var typings = 0
      for generation in [nil] + (1...9).map(Optional.some) {
        let chart = try await charts.chart(generation: generation)
        for (index, first) in chart.types.enumerated() {
          for second in [nil] + chart.types.dropFirst(index + 1).map(Optional.some) {
            let types = [first] + (second.map { [$0] } ?? [])
            typings += 1
            // A battle card's own defenses are left out: the sheet works them out.
            let member = MinimalCard.make(1, "member", "Member", types: types)
            let sheet = TeamSheet(members: [member], attacks: [nil], chart: chart)
            for row in sheet.defense {
              let expected = types.map { Double(documented(row.type, $0, generation)) / 100 }
                .reduce(1, *)
              if row.cells[0].multiplier != expected {
                differences += 1
                let typing = types.map(\.slug).joined(separator: "/")
                let when = String(describing: generation)
                let found = "\(row.type.slug) → \(typing) in \(when): \(row.cells[0].multiplier)"
                Issue.record("\(found), documents \(expected)")
              }
            }
          }
          let attacker = MinimalCard.make(1, "attacker", "Attacker", types: [first])
          let offense = TeamSheet(members: [attacker], attacks: [nil], chart: chart).offense
          for row in offense where row.bestPercent != documented(first, row.type, generation) {
            differences += 1
            Issue.record("\(first.slug) hits \(row.type.slug): \(row.bestPercent)")
          }
        }
      }
      #expect(differences == 0)
      // 18 single and 153 dual typings today; fewer in the older charts.
      #expect(typings > 171 * 2)
    }
  }

  @Test func coverageOfEveryTypeInEveryGenerationIsTheDocuments() async throws {
    try await CorpusLane.run {
      let documented = try Self.documented()
      let charts = DatabaseTypeChartRepository(database: try BuiltInData.embeddedDatabase())
      var differences = 0
      var rows = 0
      for generation in [nil] + (1...9).map(Optional.some) {
        let chart = try await charts.chart(generation: generation)
        // A Pokémon of every pair the chart makes, so that every pair is weighed.
        var roster: [RosterMember] = []
        for (index, first) in chart.types.enumerated() {
          for second in chart.types.dropFirst(index + 1) {
            roster.append(
              RosterMember(
                pokemon: PokemonIndexEntry(id: roster.count + 1, name: "member"),
                displayName: "Member", types: [first, second], abilities: [], speed: 1,
                isFullyEvolved: true))
          }
        }
        for attacker in chart.types {
          let sheet = CoverageSheet(
            attacks: [CoverageAttack(type: attacker)], game: nil, chart: chart, roster: roster)
          for row in sheet.types + sheet.pairs {
            rows += 1
            let expected = row.types.map { documented(attacker, $0, generation) }
              .reduce(100) { $0 * $1 / 100 }
            if row.percent != expected {
              differences += 1
              let typing = row.types.map(\.slug).joined(separator: "/")
              Issue.record("\(attacker.slug) → \(typing) in \(String(describing: generation)): \(row.percent), documents \(expected)")
            }
          }
        }
      }
      #expect(differences == 0)
      // Today: 18 attacking types against 18 types and 153 pairs.
      #expect(rows > 18 * 171)
    }
  }

  /// What the corpus's `type` documents say `attacker` does to `defender` in `generation`
  /// (today's for `nil`), in percent: their past damage relations where they have them.
  static func documented() throws -> (PokemonType, PokemonType, Int?) -> Int {
    let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
    let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2/type")
    var documents: [String: [String: Any]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where Int(name) != nil {
      let raw = try MoveCorpusTests.raw(folder.appendingPathComponent("\(name)/index.json"))
      if let slug = raw["name"] as? String { documents[slug] = raw }
    }
    let told = documents
    return { attacker, defender, generation in
      TypeCorpusTests.factor(
        told[attacker.slug], generation: generation, other: defender.slug,
        lists: ("double_damage_to", "half_damage_to", "no_damage_to"))
    }
  }
}
