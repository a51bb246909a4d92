/// A folder of small documents that survives between runs: the cache and the user's data.
///
/// A gateway: Data's repositories use it, Infrastructure implements it on the file system,
/// tests implement it in memory. Implementations throw `PokedexError` and nothing else.
public protocol DocumentStorage: Sendable {
  /// Where the documents live, to tell a user (a folder path).
  var location: String { get }

  /// Where the document under `key` lives, to name it in a message (a file path).
  func location(of key: StorageKey) -> String

  /// The document stored under `key`, or `nil` when there is none.
  func read(_ key: StorageKey) throws -> Data?

  /// Stores `data` under `key` atomically: a reader sees the old document or the new one,
  /// never a part of either, even if the process dies half way.
  func write(_ data: Data, to key: StorageKey) throws

  /// Removes the document under `key`, if any.
  func remove(_ key: StorageKey) throws

  /// Every document stored, with its size and when it was written.
  func contents() throws -> [StoredDocument]

  /// Runs `body` while holding an exclusive lock named `key`, shared with every other
  /// process using the same store, so read-modify-write sequences never interleave.
  func withExclusiveLock<Value>(
    _ key: StorageKey, _ body: () throws -> Value
  ) throws -> Value
}

/// One document of a `DocumentStorage`.
public struct StoredDocument: Hashable, Sendable {
  /// Its key.
  public var key: StorageKey
  /// Its size in bytes.
  public var size: Int
  /// When it was last written.
  public var modified: Date

  public init(key: StorageKey, size: Int, modified: Date) {
    self.key = key
    self.size = size
    self.modified = modified
  }
}
