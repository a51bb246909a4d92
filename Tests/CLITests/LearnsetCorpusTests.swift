import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every Pokémon's learnset in every game, from the built-in database, against its
/// `pokemon` document's `moves` in the corpus, when `POKEAPI_CORPUS` names it: entry for
/// entry (move, way, level), and the same games.
@Suite(
  "Learnsets against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct LearnsetCorpusTests {
  /// The part of a `pokemon` document a learnset is.
  struct Document: Decodable {
    struct Entry: Decodable {
      struct Detail: Decodable {
        let level_learned_at: Int
        let move_learn_method: Link
        let version_group: Link
      }
      let move: Link
      let version_group_details: [Detail]
    }
    struct Link: Decodable { let name: String }
    let id: Int
    let moves: [Entry]
  }

  @Test func everyPokemonsLearnsetInEveryGameIsItsDocuments() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2/pokemon")
      let learnsets = DatabaseLearnsetRepository(database: try BuiltInData.embeddedDatabase())
      let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .compactMap { Int($0) }.sorted()
      #expect(ids.count == 1351)
      var differences = 0
      var compared = 0
      for id in ids {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(id)/index.json"))
        let document = try JSONDecoder().decode(Document.self, from: data)
        var expected: [String: Set<String>] = [:]
        for entry in document.moves {
          for detail in entry.version_group_details {
            let level = detail.move_learn_method.name == "level-up"
              ? String(detail.level_learned_at) : "-"
            expected[detail.version_group.name, default: []]
              .insert("\(entry.move.name) \(detail.move_learn_method.name) \(level)")
          }
        }
        let newest = try await learnsets.learnset(.number(id), game: nil)
        if Set(newest.games.map(\.slug)) != Set(expected.keys) {
          differences += 1
          Issue.record("pokemon \(id): games \(newest.games.map(\.slug)) ≠ \(expected.keys.sorted())")
        }
        for (group, rows) in expected {
          let learnset = try await learnsets.learnset(.number(id), game: group)
          let shown = Set(learnset.moves.map { move in
            "\(move.move.name) \(move.method) \(move.level.map(String.init) ?? "-")"
          })
          compared += 1
          if shown != rows || learnset.moves.count != rows.count {
            differences += 1
            Issue.record("pokemon \(id) in \(group): \(shown.symmetricDifference(rows).sorted())")
          }
        }
      }
      #expect(compared > 12_000)
      #expect(differences == 0)
    }
  }
}
