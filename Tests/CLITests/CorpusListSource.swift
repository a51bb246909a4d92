import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting

extension RemoteListSource {
  /// The network lists read from the corpus folder at `path`, keeping rows and lists in
  /// `storage` (in memory) as a user's cache keeps them: what the corpus comparisons of
  /// `moves`, `abilities` and `items` read.
  ///
  /// Why a cache: a list sorted by cost or power reads every entry's document, and a
  /// comparison asks for a dozen such pages; kept, each document is decoded once instead
  /// of once a page. A kept row holds every language its document speaks, so sources of
  /// several languages may share one `storage`.
  static func corpus(
    at path: String, language: String = "en",
    storage: any DocumentStorage = InMemoryDocumentStorage()
  ) throws -> RemoteListSource {
    RemoteListSource(
      reader: PokeAPIReader(
        client: try CorpusFolderClient(folder: URL(fileURLWithPath: path)),
        endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
        retries: .none),
      cache: ReferenceCache(storage: storage, policy: CachePolicy()), storage: storage,
      policy: CachePolicy(), language: language)
  }
}
