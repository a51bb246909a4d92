import CustomDump
import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// Every nature of the built-in database against its `nature` document in the corpus,
/// when `POKEAPI_CORPUS` names it: the stats raised and lowered and the flavors liked
/// and disliked are the document's.
@Suite(
  "Natures against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct NatureCorpusTests {
  @Test func everyNatureIsItsDocument() async throws {
    // On the corpus lane: decoding documents must not hold the pool the loopback
    // servers of other suites run on.
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2/nature")
      let natures = try await DatabaseNatureRepository(
        database: try BuiltInData.embeddedDatabase()
      ).natures()
      let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .compactMap { Int($0) }.sorted()
      #expect(natures.map(\.id) == ids)
      for nature in natures {
        let raw = try MoveCorpusTests.raw(folder.appendingPathComponent("\(nature.id)/index.json"))
        func slug(_ key: String) -> String? {
          (raw[key] as? [String: Any])?["name"] as? String
        }
        #expect(nature.name == raw["name"] as? String)
        #expect(nature.raises?.slug == slug("increased_stat"), "\(nature.name)")
        #expect(nature.lowers?.slug == slug("decreased_stat"), "\(nature.name)")
        #expect(nature.likes?.slug == slug("likes_flavor"), "\(nature.name)")
        #expect(nature.dislikes?.slug == slug("hates_flavor"), "\(nature.name)")
      }
    }
  }

  /// The network path reads the list and the 25 documents, and must give the same table.
  @Test func theNetworksNaturesAreTheBuiltInOnes() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let remote = RemoteNatureRepository(
        reader: PokeAPIReader(
          client: try CorpusFolderClient(folder: URL(fileURLWithPath: path)),
          endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
          retries: .none),
        cache: nil)
      let fromDatabase = try await DatabaseNatureRepository(
        database: try BuiltInData.embeddedDatabase()
      ).natures()
      let fromNetwork = try await remote.natures()
      expectNoDifference(fromNetwork, fromDatabase)
    }
  }
}
