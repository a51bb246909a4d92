import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every Pokémon's encounters, in the built-in data and over the corpus served as PokeAPI
/// serves it, against its own `pokemon/{id}/encounters` document, read here as plain JSON: each slot of each game's
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
      let remote = RemoteEncounterRepository(
        reader: PokeAPIReader(
          client: try CorpusFolderClient(folder: corpus.folder),
          endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
          retries: .none))
      let sources: [(String, any EncounterRepository)] = [("built in", builtIn), ("remote", remote)]
      var slots = 0
      var found = 0
      var differences: [String] = []
      for id in corpus.ids("pokemon") {
        let expected = try Self.slots(corpus.folder, pokemon: id)
        slots += expected.values.reduce(0, +)
        found += expected.isEmpty ? 0 : 1
        for (source, encounters) in sources {
          var shown: [String: Int] = [:]
          for encounter in try await encounters.encounters(ofPokemon: id) {
            shown[Self.key(encounter), default: 0] += encounter.slots
          }
          if shown != expected {
            let extra = shown.filter { expected[$0.key] != $0.value }.keys.sorted()
            let missing = expected.filter { shown[$0.key] != $0.value }.keys.sorted()
            differences.append("\(source) \(id): \(extra.prefix(2)) shown, \(missing.prefix(2)) missing")
          }
        }
      }
      // The corpus's figures: 927 Pokémon met in the wild, 117,077 slots.
      #expect(found == 927)
      #expect(slots == 117_077)
      #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(8))")
    }
  }

  /// Every place's Pokémon, built in and over the corpus (read as PokeAPI serves it),
  /// against its areas' `location-area` documents read as plain JSON: each slot of each
  /// game's table, with its Pokémon, as often as the documents list it.
  @Test func everyPlacesPokemonAreItsAreasDocuments() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path)
      let corpus = RawCorpus(folder: folder)
      let builtIn = Location.builtInEntries(try BuiltInData.embeddedDatabase())
      let remote = Location.remoteEntries(
        PokeAPIReader(
          client: try CorpusFolderClient(folder: folder),
          endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
          retries: .none))
      var places = 0
      var slots = 0
      var differences: [String] = []
      let areasOf = try Self.areas(folder, among: corpus.ids("location-area"))
      for id in corpus.ids("location") {
        let expected = try Self.slots(folder, areas: areasOf[id] ?? [])
        slots += expected.values.reduce(0, +)
        places += 1
        for (source, entries) in [("built in", builtIn), ("remote", remote)] {
          var shown: [String: Int] = [:]
          for encounter in try await entries.entry(.number(id)).encounters {
            shown[(encounter.pokemon?.name ?? "?") + " " + Self.key(encounter), default: 0] +=
              encounter.slots
          }
          if shown != expected {
            let extra = shown.filter { expected[$0.key] != $0.value }.keys.sorted()
            let missing = expected.filter { shown[$0.key] != $0.value }.keys.sorted()
            differences.append("\(source) \(id): \(extra.prefix(2)) shown, \(missing.prefix(2)) missing")
          }
        }
      }
      #expect(places == corpus.ids("location").count && places > 1_000)
      // Every slot of every Pokémon's document is one of a place's (the test above).
      #expect(slots == 117_077)
      #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(8))")
    }
  }

  /// Each place's areas, by the place's id, from the `location-area` documents.
  static func areas(_ folder: URL, among ids: [Int]) throws -> [Int: [Int]] {
    var areas: [Int: [Int]] = [:]
    for id in ids {
      let area = try document(folder, "location-area/\(id)")
      let link = (area["location"] as? [String: Any])?["url"] as? String ?? ""
      guard let place = Int(link.split(separator: "/").last ?? "") else { continue }
      areas[place, default: []].append(id)
    }
    return areas
  }

  /// Each slot the `location-area` documents of `areas` list, as "pokemon " and
  /// `key(_:)` write it, counted.
  static func slots(_ folder: URL, areas: [Int]) throws -> [String: Int] {
    typealias Object = [String: Any]
    func name(_ link: Any?) -> String { (link as? Object)?["name"] as? String ?? "?" }
    func number(_ value: Any?) -> String { (value as? Int).map(String.init) ?? "-" }
    var slots: [String: Int] = [:]
    for id in areas {
      let area = try document(folder, "location-area/\(id)")
      for met in area["pokemon_encounters"] as? [Object] ?? [] {
        for game in met["version_details"] as? [Object] ?? [] {
          for detail in game["encounter_details"] as? [Object] ?? [] {
            let conditions = (detail["condition_values"] as? [Any] ?? []).map(name)
            let key = ([
              name(met["pokemon"]), name(game["version"]), area["name"] as? String ?? "?",
              name(detail["method"]), number(detail["min_level"]), number(detail["max_level"]),
              number(detail["chance"]),
            ] + Array(Set(conditions)).sorted()).joined(separator: " ")
            slots[key, default: 0] += 1
          }
        }
      }
    }
    return slots
  }

  /// The corpus's document at `path` (`location-area/1`) as plain JSON.
  static func document(_ folder: URL, _ path: String) throws -> [String: Any] {
    let file = folder.appendingPathComponent("api/v2/\(path)/index.json")
    let data = try #require(FileManager.default.contents(atPath: file.path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// "game area method low high chance conditions…" of a Domain encounter.
  static func key(_ encounter: Encounter) -> String {
    // Typed step by step: as one expression it took the type checker most of a second.
    let numbers: [String] = [encounter.minLevel, encounter.maxLevel, encounter.chance]
      .map { $0.map(String.init) ?? "-" }
    let fields: [String] = [encounter.game.slug, encounter.place.slug, encounter.method.slug]
    return (fields + numbers + encounter.conditions.map(\.slug).sorted()).joined(separator: " ")
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
