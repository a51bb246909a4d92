import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

/// Decodes every real document of a PokeAPI corpus, when `POKEAPI_CORPUS` names one.
///
/// The hand-written fixtures prove the decoders on the shapes we know of; this proves them
/// on every shape PokeAPI actually serves. CI points it at ../shared/pokeapi; without the
/// variable the tests are reported as skipped.
@Suite("PokeAPI corpus contract", .enabled(if: Corpus.folder != nil, "POKEAPI_CORPUS is not set"))
struct CorpusContractTests {
  @Test func everyPokemonAndSpeciesDocumentDecodesAndMapsToARow() async throws {
    try await CorpusLane.run {
      let corpus = try #require(Corpus.folder)
      let species = try Corpus.decodeAll(
        PokemonSpeciesDTO.self, in: corpus, resource: "pokemon-species")
      let speciesByName = Dictionary(species.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      let pokemon = try Corpus.decodeAll(PokemonDTO.self, in: corpus, resource: "pokemon")

      #expect(species.count == 1025)
      #expect(pokemon.count == 1351)
      var failures: [String] = []
      for document in pokemon {
        guard let speciesDTO = speciesByName[document.species.name] else {
          failures.append("\(document.name): no species \(document.species.name)")
          continue
        }
        let row = document.toSummary(species: speciesDTO)
        if row.types.isEmpty { failures.append("\(row.name): no types") }
        if let english = speciesDTO.englishName, !row.displayName.hasPrefix(english) {
          failures.append("\(row.name): display name \(row.displayName)")
        }
      }
      #expect(failures == [])
    }
  }

  @Test func everyEvolutionChainTypeAndAbilityDocumentDecodes() async throws {
    try await CorpusLane.run {
      let corpus = try #require(Corpus.folder)
      let chains = try Corpus.decodeAll(
        EvolutionChainDTO.self, in: corpus, resource: "evolution-chain")
      let types = try Corpus.decodeAll(TypeDTO.self, in: corpus, resource: "type")
      let abilities = try Corpus.decodeAll(AbilityDTO.self, in: corpus, resource: "ability")
      #expect(chains.count == 541)
      #expect(types.count >= 18)
      #expect(abilities.count > 300)
    }
  }
}

/// Reads a corpus folder laid out as `api/v2/{resource}/{id}/index.json`.
enum Corpus {
  /// The folder `POKEAPI_CORPUS` names, when it holds `api/v2`.
  static var folder: URL? {
    guard let path = ProcessInfo.processInfo.environment["POKEAPI_CORPUS"], !path.isEmpty else {
      return nil
    }
    let url = URL(fileURLWithPath: path)
    let api = url.appendingPathComponent("api/v2").path
    return FileManager.default.fileExists(atPath: api) ? url : nil
  }

  /// Every document of `resource`, decoded; the first failure is thrown naming its file.
  static func decodeAll<T: Decodable>(
    _ type: T.Type, in corpus: URL, resource: String
  ) throws -> [T] {
    let folder = corpus.appendingPathComponent("api/v2/\(resource)")
    let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .compactMap(Int.init).sorted()
    return try ids.map { id in
      let file = folder.appendingPathComponent("\(id)/index.json")
      let body = try Data(contentsOf: file)
      return try DocumentLoader.decode(type, from: body, url: file)
    }
  }
}
