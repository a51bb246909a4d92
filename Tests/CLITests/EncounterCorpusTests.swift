import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every Pokémon's encounters in the built-in data against its own
/// `pokemon/{id}/encounters` document, read here as plain JSON: each slot of each game's
/// table (game, area, method, levels, chance, conditions) is one the document lists, as
/// often as it lists it. The built-in tables are made from the `location-area` documents,
/// so this also holds the two sides of PokeAPI's encounters to each other.
@Suite(
  "Encounters of every Pokémon, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct EncounterCorpusTests {
  @Test func everyPokemonsEncountersAreItsDocuments() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let corpus = RawCorpus(folder: URL(fileURLWithPath: path))
      let builtIn = DatabaseEncounterRepository(database: try BuiltInData.embeddedDatabase())
      var slots = 0
      var found = 0
      var differences: [String] = []
      for id in corpus.ids("pokemon") {
        let expected = try Self.slots(corpus.folder, pokemon: id)
        var shown: [String: Int] = [:]
        for encounter in try await builtIn.encounters(ofPokemon: id) {
          shown[Self.key(encounter), default: 0] += encounter.slots
        }
        slots += expected.values.reduce(0, +)
        found += expected.isEmpty ? 0 : 1
        if shown != expected {
          let extra = shown.filter { expected[$0.key] != $0.value }.keys.sorted()
          let missing = expected.filter { shown[$0.key] != $0.value }.keys.sorted()
          differences.append("\(id): \(extra.prefix(2)) shown, \(missing.prefix(2)) missing")
        }
      }
      // The corpus's figures: 927 Pokémon met in the wild, 117,077 slots.
      #expect(found == 927)
      #expect(slots == 117_077)
      #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(8))")
    }
  }

  /// "game area method low high chance conditions…" of a Domain encounter.
  static func key(_ encounter: Encounter) -> String {
    ([
      encounter.game.slug, encounter.place.slug, encounter.method.slug,
      encounter.minLevel.map(String.init) ?? "-", encounter.maxLevel.map(String.init) ?? "-",
      encounter.chance.map(String.init) ?? "-",
    ] + encounter.conditions.map(\.slug).sorted()).joined(separator: " ")
  }

  /// Each slot of the document as `key(_:)` writes it, counted.
  static func slots(_ folder: URL, pokemon id: Int) throws -> [String: Int] {
    let file = folder.appendingPathComponent("api/v2/pokemon/\(id)/encounters/index.json")
    guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
    typealias Object = [String: Any]
    let areas = try #require(try JSONSerialization.jsonObject(with: data) as? [Object])
    func name(_ link: Any?) -> String { (link as? Object)?["name"] as? String ?? "?" }
    func number(_ value: Any?) -> String { (value as? Int).map(String.init) ?? "-" }
    var slots: [String: Int] = [:]
    for area in areas {
      for game in area["version_details"] as? [Object] ?? [] {
        for detail in game["encounter_details"] as? [Object] ?? [] {
          let conditions = (detail["condition_values"] as? [Any] ?? []).map(name).sorted()
          let key = ([
            name(game["version"]), name(area["location_area"]), name(detail["method"]),
            number(detail["min_level"]), number(detail["max_level"]), number(detail["chance"]),
          ] + Array(Set(conditions)).sorted()).joined(separator: " ")
          slots[key, default: 0] += 1
        }
      }
    }
    return slots
  }
}
