import PokedexData
import Domain
import Foundation
import Infrastructure
import PokedexTesting
import Presentation
import Testing

/// Loads and renders the card of every Pokémon of a PokeAPI corpus, when `POKEAPI_CORPUS`
/// names one: the real repository over every real document, through the real renderer.
@Suite(
  "Every card of the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct CorpusCardTests {
  @Test func everyPokemonHasACardThatFitsFortyAndEightyColumns() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path)
      let client = try CorpusFolderClient(folder: folder)
      let repository = RemotePokemonRepository(
        client: client, endpoints: try PokeAPIEndpoints(baseURL: "http://corpus.test/api/v2"))
      let ids = try FileManager.default
        .contentsOfDirectory(atPath: folder.appendingPathComponent("api/v2/pokemon").path)
        .compactMap(Int.init).sorted()
      #expect(ids.count == 1351)

      var failures: [String] = []
      for id in ids {
        do {
          let pokemon = try await repository.pokemon(.number(id))
          let state = PokemonDetail.State(query: .number(id), status: .loaded(pokemon))
          for width in [40, 80] {
            let text = PokemonDetailRenderer.render(state, theme: .plain, width: width)
            if let line = text.split(separator: "\n").first(where: { $0.count > width }) {
              failures.append("#\(id) at \(width): \(line)")
            }
          }
          if pokemon.stats.count != 6 { failures.append("#\(id): \(pokemon.stats.count) stats") }
          if pokemon.pokedexEntry() == nil, id <= 1025 { failures.append("#\(id): no entry") }
        } catch {
          failures.append("#\(id): \(error)")
        }
      }
      #expect(failures == [])
    }
  }
}
