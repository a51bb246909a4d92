import Domain
/// Describes and empties the cache, for the cache report and for clearing it.
public struct CacheInspector: Sendable {
  private let storage: any DocumentStorage
  private let policy: CachePolicy

  /// Creates an inspector of the cache in `storage`.
  public init(storage: any DocumentStorage, policy: CachePolicy) {
    self.storage = storage
    self.policy = policy
  }

  /// What the cache holds now.
  public func stats() throws -> CacheStats {
    let documents = try storage.contents().filter { CacheKeys.isCacheEntry($0.key.parts[...]) }
    return CacheStats(
      location: storage.location,
      entries: documents.count,
      cards: documents.filter { $0.key.parts.first == "card" }.count,
      rows: documents.filter { $0.key.parts.first == "summary" }.count,
      sprites: documents.filter { $0.key.parts.first == "sprite" }.count,
      // Sizes come from the disk: a planted sparse file may claim exabytes.
      bytes: documents.reduce(0) { total, document in
        let (sum, overflow) = total.addingReportingOverflow(max(0, document.size))
        return overflow ? Int.max : sum
      },
      oldest: documents.map(\.modified).min(),
      freshness: policy.freshness)
  }

  /// Removes every entry the cache wrote for every API, from the folder that holds one
  /// subfolder per API; returns how many there were. Nothing else in the folder is
  /// touched, so a cache folder pointed at the data folder, or anywhere else, loses no
  /// file pokecli did not write as a cache entry.
  public static func clearEveryAPI(in root: any DocumentStorage) throws -> Int {
    let entries = try root.contents().filter { CacheKeys.isCacheEntry($0.key.parts.dropFirst()) }
    for entry in entries { try root.remove(entry.key) }
    return entries.count
  }
}
