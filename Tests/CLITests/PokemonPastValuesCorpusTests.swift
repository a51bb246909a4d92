import CustomDump
import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every Pokémon PokeAPI says changed, in every generation, against the corpus's own
/// `past_types`, `past_stats` and `past_abilities`: the types, stats and abilities
/// `show P --game G` shows from the built-in data are those the raw documents give for
/// that generation, read here without pokecli's code. (The card's past values over the
/// network are the built-in card's: `BuiltInCorpusTests` compares every card's JSON,
/// which carries them.)
@Suite(
  "Pokémon as they were in every generation, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct PokemonPastValuesCorpusTests {
  /// What a card shows that changes with the generation.
  struct Told: Equatable, CustomStringConvertible {
    var types: [String]
    var stats: [String]
    var abilities: [String]

    var description: String {
      "\(types.joined(separator: "/")); \(stats.joined(separator: ", ")); "
        + abilities.joined(separator: ", ")
    }
  }

  static let generations = 1...9

  @Test func everyChangedPokemonInEveryGenerationIsItsDocument() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2")
      let past = ["past_types", "past_stats", "past_abilities"]
      let changed = try CorpusPokemonDocuments.all(in: folder).filter { raw in
        past.contains { !((raw[$0] as? [Any]) ?? []).isEmpty }
      }
      #expect(changed.count > 500)
      let builtIn = DatabasePokemonRepository(database: try BuiltInData.embeddedDatabase())
      var compared = 0
      var differences: [String] = []
      for raw in changed {
        let id = try #require(raw["id"] as? Int)
        let card = try await builtIn.pokemon(.number(id))
        for generation in Self.generations {
          let game = GameGroup(slug: "generation-\(generation)", order: generation, generation: generation)
          let shown = Self.told(card.asItWas(in: game))
          let expected = try Self.expected(raw, in: generation)
          compared += 1
          if shown != expected {
            differences.append("\(id) in generation \(generation): \(shown), not \(expected)")
          }
        }
      }
      #expect(compared == changed.count * Self.generations.count)
      #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(8))")
    }
  }

  static func told(_ pokemon: Pokemon) -> Told {
    Told(
      types: pokemon.summary.types.map(\.slug),
      stats: pokemon.stats.map { "\($0.name) \($0.value)" },
      abilities: pokemon.abilities.map { $0.name + ($0.isHidden ? " (hidden)" : "") })
  }

  /// What `raw` says the Pokémon was in `generation`: each value from the past change of
  /// the smallest generation not older than it that gives one, else the document's own;
  /// in generation I one Special, before III no abilities, before V no hidden one.
  static func expected(_ raw: [String: Any], in generation: Int) throws -> Told {
    func changes(_ key: String) -> [[String: Any]] {
      ((raw[key] as? [[String: Any]]) ?? []).compactMap { change -> (Int, [String: Any])? in
        guard let link = change["generation"] as? [String: Any],
          let number = (link["url"] as? String).flatMap(Self.trailingNumber), number >= generation
        else { return nil }
        return (number, change)
      }.sorted { $0.0 < $1.0 }.map(\.1)
    }
    func name(_ object: Any?, _ key: String) -> String? {
      ((object as? [String: Any])?[key] as? [String: Any])?["name"] as? String
    }
    func slotted(_ list: Any?, _ key: String) -> [(slot: Int, object: [String: Any])] {
      var slots: [(slot: Int, object: [String: Any])] = []
      for object in (list as? [[String: Any]]) ?? [] {
        if let slot = object["slot"] as? Int { slots.append((slot, object)) }
      }
      return slots.sorted { $0.slot < $1.slot }
    }
    let types = (changes("past_types").first?["types"] ?? raw["types"])
    var statValues: [(String, Int)] = []
    for stat in (raw["stats"] as? [[String: Any]]) ?? [] {
      if let statName = name(stat, "stat"), let value = stat["base_stat"] as? Int {
        statValues.append((statName, value))
      }
    }
    func past(_ statName: String) -> Int? {
      for change in changes("past_stats") {
        for stat in (change["stats"] as? [[String: Any]]) ?? [] where name(stat, "stat") == statName {
          return stat["base_stat"] as? Int
        }
      }
      return nil
    }
    statValues = statValues.map { ($0.0, past($0.0) ?? $0.1) }
    if generation == 1 {
      let special = past("special") ?? statValues.first { $0.0 == "special-attack" }?.1
      statValues = statValues.compactMap { stat in
        switch stat.0 {
        case "special-attack": return special.map { ("special", $0) }
        case "special-defense": return nil
        default: return stat
        }
      }
    }
    var abilities: [Int: (String, Bool)?] = [:]
    for (slot, object) in slotted(raw["abilities"], "ability") {
      abilities[slot] = name(object, "ability").map { ($0, object["is_hidden"] as? Bool ?? false) }
    }
    var decided: Set<Int> = []
    for change in changes("past_abilities") {
      for (slot, object) in slotted(change["abilities"], "ability") where !decided.contains(slot) {
        decided.insert(slot)
        abilities[slot] = name(object, "ability").map { ($0, object["is_hidden"] as? Bool ?? false) }
      }
    }
    let shownAbilities: [String] = generation < 3 ? [] : abilities.sorted { $0.key < $1.key }
      .compactMap { slot, ability in
        guard let (ability, hidden) = ability ?? nil, !(hidden && generation < 5) else { return nil }
        return ability + (hidden ? " (hidden)" : "")
      }
    return Told(
      types: slotted(types, "type").compactMap { name($0.object, "type") },
      stats: statValues.map { "\($0.0) \($0.1)" }, abilities: shownAbilities)
  }

  static func trailingNumber(_ url: String) -> Int? {
    url.split(separator: "/").last.flatMap { Int($0) }
  }
}
