import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every ability's holders in every generation that had abilities, against the corpus's
/// own documents: the Pokémon `ability A --game G` lists from the built-in data are those
/// whose documents give them A in G's generation (today's slots, or `past_abilities`),
/// counting only Pokémon that had come by then (their species' generation, and an
/// alternate form's group of games'), read here without pokecli's code.
@Suite(
  "Ability holders in every generation, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct AbilityHoldersCorpusTests {
  @Test func everyAbilitysHoldersInEveryGenerationAreTheDocuments() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2")
      let expected = try Self.holders(folder)
      // Gengar floated up to generation VI; Vikavolt came in VII; no hidden one before V.
      #expect(expected[6]?["levitate"]?.contains("gengar false") == true)
      #expect(expected[7]?["levitate"]?.contains("gengar false") == false)
      #expect(expected[6]?["levitate"]?.contains("vikavolt false") == false)
      #expect(expected[4]?.values.contains { $0.contains { $0.hasSuffix(" true") } } == false)
      let builtIn = DatabaseAbilityRepository(database: try BuiltInData.embeddedDatabase())
      var compared = 0
      var differences: [String] = []
      for ability in try Self.abilities(folder) {
        let card = try await builtIn.entry(.number(ability.id))
        for generation in max(3, ability.generation)...9 {
          let game = GameGroup(
            slug: "generation-\(generation)", order: generation, generation: generation)
          let shown = Set(card.asItWas(in: game).holders.map { "\($0.name) \($0.isHidden)" })
          let want = expected[generation]?[ability.name] ?? []
          compared += 1
          if shown != want {
            differences.append(
              "\(ability.name) in generation \(generation): "
                + "\(shown.subtracting(want).sorted()) shown, \(want.subtracting(shown).sorted()) missing")
          }
        }
      }
      #expect(compared > 1_500)
      #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(8))")
    }
  }

  /// Every ability's id, slug and generation, from its own document.
  static func abilities(_ folder: URL) throws -> [(id: Int, name: String, generation: Int)] {
    try MovePastValuesCorpusTests.objects(in: folder.appendingPathComponent("ability")) {
      ["id": $0["id"] as Any, "name": $0["name"] as Any, "generation": $0["generation"] as Any]
    }.compactMap { raw in
      guard let id = raw["id"] as? Int, let name = raw["name"] as? String,
        let url = (raw["generation"] as? [String: Any])?["url"] as? String,
        let generation = PokemonPastValuesCorpusTests.trailingNumber(url)
      else { return nil }
      return (id, name, generation)
    }.sorted { $0.id < $1.id }
  }

  /// For each generation from III, each ability's holders as "slug hidden": a Pokémon
  /// that had come by then holds it when its abilities then (the past values' rule,
  /// `PokemonPastValuesCorpusTests.expected`) name it, hidden only if every slot naming
  /// it is the hidden one.
  static func holders(_ folder: URL) throws -> [Int: [String: Set<String>]] {
    let speciesGeneration = try Self.speciesGenerations(folder)
    let groupGeneration = try MovePastValuesCorpusTests.groupGenerations(folder)
    let pokemon = try CorpusPokemonDocuments.all(in: folder)
    var held: [Int: [String: Set<String>]] = [:]
    for raw in pokemon {
      let name = try #require(raw["name"] as? String)
      let speciesLink = (raw["species"] as? [String: Any])?["url"] as? String
      let species = try #require(speciesLink.flatMap(PokemonPastValuesCorpusTests.trailingNumber))
      var came = try #require(speciesGeneration[species])
      if raw["is_default"] as? Bool == false,
        let form = try Self.formGroup(of: name, raw, folder), let group = groupGeneration[form]
      {
        came = max(came, group)
      }
      for generation in max(3, came)...9 {
        let told = try PokemonPastValuesCorpusTests.expected(raw, in: generation).abilities
        var hidden: [String: Bool] = [:]
        for ability in told {
          let isHidden = ability.hasSuffix(" (hidden)")
          let slug = isHidden ? String(ability.dropLast(" (hidden)".count)) : ability
          hidden[slug] = (hidden[slug] ?? true) && isHidden
        }
        for (slug, isHidden) in hidden {
          held[generation, default: [:]][slug, default: []].insert("\(name) \(isHidden)")
        }
      }
    }
    return held
  }

  /// Each species' generation, from the generations' own lists.
  static func speciesGenerations(_ folder: URL) throws -> [Int: Int] {
    var generations: [Int: Int] = [:]
    for raw in try MovePastValuesCorpusTests.objects(in: folder.appendingPathComponent("generation")) {
      let generation = try #require(raw["id"] as? Int)
      for species in raw["pokemon_species"] as? [[String: Any]] ?? [] {
        if let id = (species["url"] as? String).flatMap(PokemonPastValuesCorpusTests.trailingNumber) {
          generations[id] = generation
        }
      }
    }
    return generations
  }

  /// The group of games that introduced the form named `name` among `raw`'s forms.
  static func formGroup(of name: String, _ raw: [String: Any], _ folder: URL) throws -> String? {
    for link in raw["forms"] as? [[String: Any]] ?? [] where link["name"] as? String == name {
      guard let id = (link["url"] as? String).flatMap(PokemonPastValuesCorpusTests.trailingNumber)
      else { continue }
      let data = try Data(
        contentsOf: folder.appendingPathComponent("pokemon-form/\(id)/index.json"))
      let form = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      return (form?["version_group"] as? [String: Any])?["name"] as? String
    }
    return nil
  }
}
