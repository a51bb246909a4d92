import Foundation

/// Every `pokemon/{id}` document of the corpus, decoded once for the corpus suites that
/// read them all (past values, ability holders, lists as in a game), and cut to the keys
/// those suites read: the move lists, most of each document, are dropped.
///
/// Why shared: each document is decoded with `JSONSerialization`, about 4 CPU-seconds for
/// the 1,351 of them; three suites decoding them apart paid it three times over.
enum CorpusPokemonDocuments {
  /// The keys any of the suites reads.
  static let keys: Set<String> = [
    "id", "name", "is_default", "species", "forms", "types", "past_types", "stats",
    "past_stats", "abilities", "past_abilities",
  ]

  /// The documents, or why they could not be read.
  static func all(in folder: URL) throws -> [[String: Any]] {
    let decoded = Decoded.once
    guard decoded.folder == folder.standardizedFileURL else {
      return try Self.decode(folder).documents
    }
    return try decoded.result.get().documents
  }

  private static func decode(_ folder: URL) throws -> Decoded.Documents {
    Decoded.Documents(
      documents: try MovePastValuesCorpusTests.objects(in: folder.appendingPathComponent("pokemon")) {
        $0.filter { keys.contains($0.key) }
      })
  }

  /// The decoding of the folder `POKEAPI_CORPUS` names, done on first use.
  ///
  /// `@unchecked Sendable`: the documents are `JSONSerialization`'s immutable containers,
  /// never changed after this value is made, only read.
  private struct Decoded: @unchecked Sendable {
    struct Documents: @unchecked Sendable { let documents: [[String: Any]] }
    let folder: URL?
    let result: Result<Documents, any Error>

    static let once: Decoded = {
      guard let path = ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] else {
        return Decoded(folder: nil, result: .failure(CocoaError(.fileNoSuchFile)))
      }
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2").standardizedFileURL
      return Decoded(folder: folder, result: Result { try decode(folder) })
    }()
  }
}
