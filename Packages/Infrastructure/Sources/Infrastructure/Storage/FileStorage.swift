import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The production `DocumentStorage`: one JSON file per key under a folder, so `card/25` is
/// `<folder>/card/25.json`.
///
/// Writes go to a hidden temporary file beside the target and are renamed over it, so a
/// reader, another pokecli included, sees the old document or the new one and never a part.
/// Every path is checked to stay inside the folder, even through symbolic links, and every
/// failure is a `PokedexError.storageFailed` naming the file and the system's reason.
public struct FileStorage: DocumentStorage {
  /// The folder, absolute, without `.`, `..` or a trailing slash.
  let folderPath: String
  /// Whether each write is flushed to the disk before it replaces the old document.
  let isDurable: Bool
  /// The largest document `read` reads; see `defaultMaximumDocumentBytes`.
  let maximumDocumentBytes: Int
  /// The folders already cleared of abandoned temporary files.
  let sweptFolders = SweptFolders()

  /// A storage in `folder`, which is created on the first write.
  ///
  /// Creating nothing here keeps building a storage free of side effects: a command that
  /// only reads never makes an empty folder.
  /// - Parameter durable: flush every write to the disk (`fsync`) before the rename, so
  ///   that even a power cut leaves the old document or the new one. The user's data wants
  ///   it; a cache, which can always be fetched again, does not need the wait.
  /// - Parameter maximumDocumentBytes: the largest document `read` reads.
  public init(
    folder: URL, durable: Bool = true,
    maximumDocumentBytes: Int = FileStorage.defaultMaximumDocumentBytes
  ) {
    folderPath = Self.standardized(folder.absoluteURL.path(percentEncoded: false))
    isDurable = durable
    self.maximumDocumentBytes = max(0, maximumDocumentBytes)
  }

  /// The folder's path, to show a user where the documents are.
  public var location: String { folderPath }

  /// The file that holds the document under `key`, `<folder>/card/25.json`, to name it in
  /// a message.
  public func location(of key: StorageKey) -> String {
    parentPath(of: key) + "/" + fileName(of: key, suffix: "json")
  }

  // MARK: - Documents

  /// The document under `key`, or `nil` when there is none.
  ///
  /// A symbolic link in the document's place is refused rather than followed, as is a
  /// folder or a pipe (opened without blocking, so a planted pipe cannot hang pokecli):
  /// none of them is something this storage wrote. A file larger than
  /// `maximumDocumentBytes` is refused before a byte of it is read, and one that grows
  /// past it while it is read is refused there: `PokedexError.unreadableFile`, and the
  /// file is left as it is.
  public func read(_ key: StorageKey) throws -> Data? {
    let path = try path(of: key, suffix: "json")
    return try failing(at: path) { () throws -> Data? in
      let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK
      guard let parent = try existingParent(of: key),
        let descriptor = try FileSystem.openIfPresent(
          parent + "/" + fileName(of: key, suffix: "json"), flags)
      else { return nil }
      defer { try? FileSystem.close(descriptor) }
      let entry = try FileSystem.entry(of: descriptor)
      guard entry.kind == .file else {
        throw SystemCallError(reason: "not a regular file")
      }
      guard entry.size <= maximumDocumentBytes,
        let data = try FileSystem.readAll(descriptor, limit: maximumDocumentBytes)
      else { throw oversized(path, size: entry.size) }
      return data
    }
  }

  /// Stores `data` under `key`: written and flushed to a temporary file in the same folder,
  /// then renamed over the document in one step. The temporary file is locked until the
  /// rename, so `removeAbandonedTemporaries` can tell it from one a killed writer left,
  /// and it is removed on failure. The first write into a folder clears such leftovers.
  ///
  /// A document larger than `maximumDocumentBytes` is refused before anything is written
  /// (`PokedexError.storageFailed`), and the document already there is kept: `read` would
  /// refuse it on every later run, so writing it would only cost disk and time.
  public func write(_ data: Data, to key: StorageKey) throws {
    let path = try path(of: key, suffix: "json")
    guard data.count <= maximumDocumentBytes else { throw tooLargeToKeep(path, size: data.count) }
    try failing(at: path) {
      let parent = try preparedParent(of: key)
      removeAbandonedTemporariesOnce(in: parent)
      let name = fileName(of: key, suffix: "json")
      let temporary = "\(parent)/.\(name).tmp-\(UUID().uuidString)"
      let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW
      let descriptor = try FileSystem.open(temporary, flags)
      defer { try? FileSystem.close(descriptor) }
      do {
        try FileSystem.lockExclusively(descriptor)
        try FileSystem.writeAll(data, to: descriptor)
        if isDurable { try FileSystem.synchronize(descriptor) }
        try FileSystem.rename(temporary, to: parent + "/" + name)
      } catch {
        try? FileSystem.unlinkIfPresent(temporary)
        throw error
      }
    }
  }

  /// Removes the document under `key`; a missing one is not an error.
  public func remove(_ key: StorageKey) throws {
    let path = try path(of: key, suffix: "json")
    try failing(at: path) {
      guard let parent = try existingParent(of: key) else { return }
      try FileSystem.unlinkIfPresent(parent + "/" + fileName(of: key, suffix: "json"))
    }
  }

  // MARK: - Errors

  /// Runs `body`, turning a failed system call into `.storageFailed` at `path`.
  func failing<Value>(
    at path: String, _ body: () throws -> Value
  ) throws(PokedexError) -> Value {
    do {
      return try body()
    } catch let error as PokedexError {
      throw error
    } catch let error as SystemCallError {
      throw .storageFailed(path: path, reason: Self.reason(for: error))
    } catch {
      throw .storageFailed(path: path, reason: String(describing: error))
    }
  }

  /// The reason shown for `error`: `strerror`, except where its words would mislead, and
  /// Domain's words for a read-only or full disk, which hints tell apart.
  private static func reason(for error: SystemCallError) -> String {
    switch error.code {
    // O_NOFOLLOW reports a link as ELOOP, "Too many levels of symbolic links".
    case ELOOP: return "is a symbolic link"
    case EROFS: return PokedexError.DiskReason.readOnly
    case ENOSPC: return PokedexError.DiskReason.full
    case EDQUOT: return PokedexError.DiskReason.overQuota
    default: return error.reason
    }
  }
}
