import Foundation
import Infrastructure
import PokedexData
import PokedexTesting

extension RemoteListSource {
  /// The network lists read from the corpus folder at `path`, keeping nothing: what the
  /// corpus comparisons of `moves`, `abilities` and `items` read.
  static func corpus(at path: String, language: String = "en") throws -> RemoteListSource {
    RemoteListSource(
      reader: PokeAPIReader(
        client: try CorpusFolderClient(folder: URL(fileURLWithPath: path)),
        endpoints: try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase),
        retries: .none),
      cache: nil, storage: nil, policy: CachePolicy(), language: language)
  }
}
