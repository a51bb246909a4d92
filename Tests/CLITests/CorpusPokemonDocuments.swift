import Foundation

/// Every `pokemon/{id}` document of the corpus, decoded once for the corpus suites that
/// read them all (past values, ability holders, lists as in a game, the search language),
/// and cut to the keys those suites read: the move lists, most of each document, are
/// kept only as the strings under `learnedKey`.
///
/// Why shared: each document is decoded with `JSONSerialization`, about 4 CPU-seconds for
/// the 1,351 of them; three suites decoding them apart paid it three times over.
enum CorpusPokemonDocuments {
  /// The keys any of the suites reads.
  static let keys: Set<String> = [
    "id", "name", "is_default", "species", "forms", "types", "past_types", "stats",
    "past_stats", "abilities", "past_abilities", "height", "weight",
  ]

  /// The key of what the move list says, as `move|version-group|method` strings.
  static let learnedKey = "learned"

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
        var kept = $0.filter { keys.contains($0.key) }
        kept[learnedKey] = learned($0["moves"])
        return kept
      })
  }

  /// Every way a move list says a move is learned, as `move|version-group|method`.
  private static func learned(_ moves: Any?) -> [String] {
    func name(_ reference: Any?) -> String { (reference as? [String: Any])?["name"] as? String ?? "" }
    return (moves as? [[String: Any]] ?? []).flatMap { entry in
      (entry["version_group_details"] as? [[String: Any]] ?? []).map { detail in
        "\(name(entry["move"]))|\(name(detail["version_group"]))|\(name(detail["move_learn_method"]))"
      }
    }
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
