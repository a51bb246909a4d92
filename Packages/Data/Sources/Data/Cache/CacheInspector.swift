import Domain
import Foundation

/// Describes and empties the cache, for `pokecli cache info` and `pokecli cache clear`.
public struct CacheInspector: Sendable {
  private let store: any DocumentStore
  private let policy: CachePolicy

  /// Creates an inspector of the cache in `store`.
  public init(store: any DocumentStore, policy: CachePolicy) {
    self.store = store
    self.policy = policy
  }

  /// What the cache holds now.
  public func stats() throws -> CacheStats {
    let documents = try store.contents()
    return CacheStats(
      location: store.location,
      entries: documents.count,
      cards: documents.filter { $0.key.parts.first == "card" }.count,
      rows: documents.filter { $0.key.parts.first == "summary" }.count,
      bytes: documents.reduce(0) { $0 + $1.size },
      oldest: documents.map(\.modified).min(),
      freshness: policy.freshness)
  }

  /// Removes everything; returns how many documents there were.
  @discardableResult
  public func clear() throws -> Int {
    let count = try store.contents().count
    try store.removeAll()
    return count
  }
}
