import CustomDump
import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// The built-in type chart of every generation against the corpus's `type` documents,
/// when `POKEAPI_CORPUS` names it: each pair's factor is what the attacking type's
/// "damage to" lists say and what the defending type's "damage from" lists say, today's
/// or the past ones that cover the generation; each type's Pokémon and moves are counted
/// as its document lists them.
@Suite(
  "The type chart against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct TypeCorpusTests {
  @Test func everyGenerationsChartIsTheDocumentsRelations() async throws {
    // On the corpus lane: decoding documents must not hold the pool the loopback
    // servers of other suites run on.
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2/type")
      let repository = DatabaseTypeChartRepository(database: try BuiltInData.embeddedDatabase())
      var documents: [String: [String: Any]] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where Int(name) != nil {
        let raw = try MoveCorpusTests.raw(folder.appendingPathComponent("\(name)/index.json"))
        if let slug = raw["name"] as? String { documents[slug] = raw }
      }
      var differences = 0
      for generation in [nil] + (1...9).map(Optional.some) {
        let chart = try await repository.chart(generation: generation)
        let expectedTypes = PokemonType.allKnown.filter { type in
          guard let generation else { return true }
          return (Self.generation(of: documents[type.slug]?["generation"]) ?? 0) <= generation
        }
        #expect(chart.types == expectedTypes, "generation \(String(describing: generation))")
        for attacker in chart.types {
          for defender in chart.types {
            let factor = chart.factor(attacker, against: defender)
            let byAttacker = Self.factor(
              documents[attacker.slug], generation: generation, other: defender.slug,
              lists: ("double_damage_to", "half_damage_to", "no_damage_to"))
            let byDefender = Self.factor(
              documents[defender.slug], generation: generation, other: attacker.slug,
              lists: ("double_damage_from", "half_damage_from", "no_damage_from"))
            if factor != byAttacker || factor != byDefender {
              differences += 1
              let pair = "\(attacker.slug) → \(defender.slug) in \(String(describing: generation))"
              Issue.record(
                "\(pair): \(String(describing: factor)), documents \(byAttacker) and \(byDefender)")
            }
          }
        }
      }
      #expect(differences == 0)
      for type in PokemonType.allKnown {
        let document = try #require(documents[type.slug])
        #expect(
          try await repository.pokemonCount(having: [type])
            == (document["pokemon"] as? [Any])?.count, "\(type.slug)")
        #expect(
          try await repository.moveCount(of: type) == (document["moves"] as? [Any])?.count,
          "\(type.slug)")
      }
    }
  }

  /// The network path reads the same eighteen documents and must chart them the same:
  /// every generation's chart, each type's introduction and counts, and a pair's count.
  @Test func theNetworksChartIsTheBuiltInOne() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let builtIn = DatabaseTypeChartRepository(database: try BuiltInData.embeddedDatabase())
      let remote = RemoteTables(
        reader: PokeAPIReader(
          client: try CorpusFolderClient(folder: URL(fileURLWithPath: path)),
          endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
          retries: .none),
        cache: nil)
      for generation in [nil] + (1...9).map(Optional.some) {
        let fromNetwork = try await remote.chart(generation: generation)
        let fromDatabase = try await builtIn.chart(generation: generation)
        expectNoDifference(fromNetwork, fromDatabase, "generation \(String(describing: generation))")
      }
      for type in PokemonType.allKnown {
        let introduced = (try await remote.introduction(of: type), try await builtIn.introduction(of: type))
        #expect(introduced.0 == introduced.1, "\(type.slug)")
        let pokemon = (
          try await remote.pokemonCount(having: [type]), try await builtIn.pokemonCount(having: [type])
        )
        #expect(pokemon.0 == pokemon.1, "\(type.slug)")
        let moves = (try await remote.moveCount(of: type), try await builtIn.moveCount(of: type))
        #expect(moves.0 == moves.1, "\(type.slug)")
      }
      let pair = (
        try await remote.pokemonCount(having: [.fire, .flying]),
        try await builtIn.pokemonCount(having: [.fire, .flying])
      )
      #expect(pair.0 == pair.1)
    }
  }

  /// The factor, in percent, `document`'s relations in `generation` give against `other`.
  static func factor(
    _ document: [String: Any]?, generation: Int?, other: String,
    lists: (double: String, half: String, none: String)
  ) -> Int {
    var relations = document?["damage_relations"] as? [String: Any] ?? [:]
    if let generation {
      let past = (document?["past_damage_relations"] as? [[String: Any]] ?? [])
        .compactMap { entry -> (Int, [String: Any])? in
          guard let last = Self.generation(of: entry["generation"]),
            let relations = entry["damage_relations"] as? [String: Any]
          else { return nil }
          return (last, relations)
        }
        .filter { $0.0 >= generation }.sorted { $0.0 < $1.0 }
      if let covering = past.first { relations = covering.1 }
    }
    func names(_ key: String) -> [String] {
      (relations[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }
    if names(lists.double).contains(other) { return 200 }
    if names(lists.half).contains(other) { return 50 }
    if names(lists.none).contains(other) { return 0 }
    return 100
  }

  /// The number of a `generation-vi` link.
  static func generation(of link: Any?) -> Int? {
    guard let url = (link as? [String: Any])?["url"] as? String else { return nil }
    return url.split(separator: "/").last.flatMap { Int($0) }
  }
}
