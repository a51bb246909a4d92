import Domain
/// The operations on the whole folder: listing what is stored and clearing it.
extension FileStorage {
  // MARK: - Listing

  /// Every document in the folder and its subfolders, sorted by key; none when the folder
  /// does not exist yet.
  ///
  /// Only regular `*.json` files whose path is a valid key are documents: hidden temporary
  /// files, lock files, symbolic links and anything a user put there are skipped.
  /// Temporary files that killed writers left behind are removed on the way, so `cache
  /// clear` leaves none.
  public func contents() throws -> [StoredDocument] {
    try failing(at: folderPath) {
      var documents: [StoredDocument] = []
      try collect(in: folderPath, parts: [], into: &documents)
      return documents.sorted { $0.key.description < $1.key.description }
    }
  }

  /// Adds the documents under `folder`, whose key parts so far are `parts`.
  private func collect(
    in folder: String, parts: [String], into documents: inout [StoredDocument]
  ) throws {
    let names = try FileSystem.names(in: folder) ?? []
    removeAbandonedTemporaries(in: folder, names: names)
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      guard let entry = try FileSystem.entry(at: path) else { continue }
      switch entry.kind {
      case .folder where StorageKey.isSafe(name):
        try collect(in: path, parts: parts + [name], into: &documents)
      case .file where name.hasSuffix(".json"):
        guard let key = try? StorageKey(parts: parts + [String(name.dropLast(5))]) else {
          continue
        }
        documents.append(StoredDocument(key: key, size: entry.size, modified: entry.modified))
      default:
        continue
      }
    }
  }
}
