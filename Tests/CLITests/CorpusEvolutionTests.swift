import PokedexData
import Domain
import Foundation
import Infrastructure
import PokedexTesting
import Presentation
import Testing

/// Checks every evolution step of a PokeAPI corpus, when `POKEAPI_CORPUS` names one: the
/// words the card says for a step name every condition PokeAPI gives for it, items, moves
/// and places by their English names, and the forms that evolve or are evolved into.
@Suite(
  "Every evolution step of the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct CorpusEvolutionTests {
  typealias Object = [String: Any]

  @Test func everyConditionOfEveryStepIsSaid() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let corpus = RawCorpus(folder: URL(fileURLWithPath: path))
      let repository = RemotePokemonRepository(
        client: try CorpusFolderClient(folder: corpus.folder),
        endpoints: try PokeAPIEndpoints(baseURL: "http://corpus.test/api/v2"))
      var failures: [String] = []
      var steps = 0
      for chainID in corpus.ids("evolution-chain") {
        let chain = try #require(corpus.document("evolution-chain", chainID)?["chain"] as? Object)
        let root = try #require((chain["species"] as? Object)?["name"] as? String)
        let card = try await repository.pokemon(.name(root))
        let state = PokemonDetail.State(query: .name(root), status: .loaded(card))
        let json = OutputFormat.json.render(PokemonCard(state: state), hints: NoHints())
        let tree = try #require(
          try JSONSerialization.jsonObject(with: Data(json.utf8)) as? Object)
        let said = Self.requirements(in: try #require(tree["evolution"] as? Object))
        for (parent, link) in Self.links(chain, parent: nil) {
          let species = (link["species"] as? Object)?["name"] as? String ?? "?"
          let text = said[species] ?? ""
          for detail in link["evolution_details"] as? [Object] ?? [] {
            steps += 1
            for word in corpus.words(for: detail, species: species, parent: parent)
            where !text.contains(word) {
              failures.append("\(species): \"\(word)\" missing from \"\(text)\"")
            }
          }
        }
      }
      #expect(steps > 500)
      #expect(failures == [])
    }
  }

  /// Every link below the root with its parent's species slug.
  static func links(_ link: Object, parent: String?) -> [(String, Object)] {
    let species = (link["species"] as? Object)?["name"] as? String ?? ""
    let children = link["evolves_to"] as? [Object] ?? []
    let own = parent.map { [($0, link)] } ?? []
    return own + children.flatMap { links($0, parent: species) }
  }

  /// The requirement text of every node of the card's JSON tree, by species slug.
  static func requirements(in node: Object) -> [String: String] {
    var found: [String: String] = [:]
    if let species = node["name"] as? String {
      found[species] = node["requirements"] as? String
    }
    for child in node["evolvesTo"] as? [Object] ?? [] {
      found.merge(requirements(in: child)) { first, _ in first }
    }
    return found
  }
}
