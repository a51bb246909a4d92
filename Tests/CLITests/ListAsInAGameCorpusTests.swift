import Domain
import Infrastructure
import Foundation
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `list --game` in every generation against the corpus's own documents: the Pokémon
/// listed are those that had come by the generation (their species', and an alternate
/// form's group of games'), each with the types its `past_types` give then, read here
/// without pokecli's code; over the network, for a sample of Pokémon whose types or forms
/// matter, in generations I, V and VII, the list is the documents' too.
@Suite(
  "Lists as in every generation, against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct ListAsInAGameCorpusTests {
  @Test func everyGenerationsListIsTheDocuments() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2")
      let expected = try Self.expected(folder)
      #expect(expected[1]?.count == 151)
      #expect(expected[1]?["clefairy"] == "normal")
      let builtIn = SearchPokedex(
        pokemon: DatabasePokemonRepository(database: try BuiltInData.embeddedDatabase()))
      var differences: [String] = []
      for generation in 1...9 {
        let shown = try await Self.listed(builtIn, generation)
        let want = expected[generation] ?? [:]
        if shown != want {
          let wrong = shown.filter { want[$0.key] != $0.value }.keys.sorted()
          let missing = want.keys.filter { shown[$0] == nil }.sorted()
          differences.append(
            "generation \(generation): \(wrong.prefix(5)) shown wrongly, \(missing.prefix(5)) missing")
        }
      }
      #expect(differences.isEmpty, "\(differences)")
      let remote = SearchPokedex(
        pokemon: RemotePokemonRepository(
          client: try CorpusFolderClient(folder: URL(fileURLWithPath: path)),
          endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase)))
      // A sample, not all 1,351: each remote read decodes a whole document, and reading
      // every one beside the rest of the suite starved a loaded 2-core machine. These
      // cover a type that changed (Clefairy, Togepi, Magnemite), forms that came later
      // than their species (Mega Venusaur, Alolan Raichu, Galarian Meowth, a Paldean
      // Tauros) or with it (Rotom's), and species on both sides of a generation's line.
      let sample = [
        25: "pikachu", 35: "clefairy", 81: "magnemite", 175: "togepi", 479: "rotom",
        808: "meltan", 810: "grookey", 10008: "rotom-heat", 10033: "venusaur-mega",
        10091: "rattata-alola", 10100: "raichu-alola", 10161: "meowth-galar",
        10250: "tauros-paldea-combat-breed",
      ]
      for generation in [1, 5, 7] {
        let only = Set(sample.keys)
        let overTheNetwork = try await Self.listed(remote, generation, only: only)
        let sampled = try await Self.listed(builtIn, generation, only: only)
        let names = Set(sample.values)
        let want = (expected[generation] ?? [:]).filter { names.contains($0.key) }
        #expect(overTheNetwork == want, "generation \(generation)")
        #expect(sampled == want, "generation \(generation)")
      }
    }
  }

  /// Every Pokémon `search` lists as in `generation`, by slug, with its types.
  static func listed(
    _ search: SearchPokedex, _ generation: Int, only: Set<Int>? = nil
  ) async throws -> [String: String] {
    var criteria = SearchCriteria()
    criteria.onlyIDs = only
    criteria.asIn = GameGroup(
      slug: "generation-\(generation)", order: generation, generation: generation)
    var listed: [String: String] = [:]
    var offset = 0
    while true {
      let page = try await search.page(criteria, PageRequest(offset: offset, limit: 100))
      for row in page.items { listed[row.name] = row.types.map(\.slug).joined(separator: "/") }
      offset += page.items.count
      guard !page.items.isEmpty, offset < page.totalCount else { return listed }
    }
  }

  /// For each generation, the Pokémon that had come by it, by slug, with their types then.
  static func expected(_ folder: URL) throws -> [Int: [String: String]] {
    let speciesGeneration = try AbilityHoldersCorpusTests.speciesGenerations(folder)
    let groupGeneration = try MovePastValuesCorpusTests.groupGenerations(folder)
    let pokemon = try CorpusPokemonDocuments.all(in: folder)
    var listed: [Int: [String: String]] = [:]
    for raw in pokemon {
      let name = try #require(raw["name"] as? String)
      let speciesLink = (raw["species"] as? [String: Any])?["url"] as? String
      let species = try #require(speciesLink.flatMap(PokemonPastValuesCorpusTests.trailingNumber))
      var came = try #require(speciesGeneration[species])
      if raw["is_default"] as? Bool == false,
        let form = try AbilityHoldersCorpusTests.formGroup(of: name, raw, folder),
        let group = groupGeneration[form]
      {
        came = max(came, group)
      }
      for generation in came...9 {
        let types = try PokemonPastValuesCorpusTests.expected(raw, in: generation).types
        listed[generation, default: [:]][name] = types.joined(separator: "/")
      }
    }
    return listed
  }
}
