import Domain
import Foundation

/// A `DocumentStorage` in memory, for tests of the cache and the favorites: it can be
/// seeded with any bytes (a truncated entry, another format) and inspected afterwards.
public final class InMemoryDocumentStorage: DocumentStorage, @unchecked Sendable {
  private let lock = NSLock()
  private var documents: [StorageKey: (data: Data, modified: Date)] = [:]
  /// When set, every write fails with this error.
  public var failingWrites: PokedexError?

  /// An empty store.
  public init() {}

  public var location: String { "memory:" }

  public func location(of key: StorageKey) -> String { "memory:\(key)" }

  public func read(_ key: StorageKey) throws -> Data? {
    lock.withLock { documents[key]?.data }
  }

  public func write(_ data: Data, to key: StorageKey) throws {
    if let failingWrites { throw failingWrites }
    lock.withLock { documents[key] = (data, Date()) }
  }

  public func remove(_ key: StorageKey) throws {
    _ = lock.withLock { documents.removeValue(forKey: key) }
  }

  public func contents() throws -> [StoredDocument] {
    lock.withLock {
      documents.map {
        StoredDocument(key: $0.key, size: $0.value.data.count, modified: $0.value.modified)
      }
    }
  }

  public func withExclusiveLock<Value>(
    _ key: StorageKey, _ body: () throws -> Value
  ) throws -> Value {
    try body()
  }

  /// The keys stored, as text, sorted.
  public var keys: [String] { lock.withLock { documents.keys.map(\.description).sorted() } }

  /// Stores raw bytes, bypassing `failingWrites`: to plant a corrupt entry.
  public func plant(_ data: Data, at key: StorageKey) {
    lock.withLock { documents[key] = (data, Date()) }
  }
}
