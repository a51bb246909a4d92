import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Locking, so that read-modify-write sequences (favourites, the cache index) never
/// interleave, whether they come from two threads or two pokecli processes.
extension FileStorage {
  /// Runs `body` while holding the exclusive `flock` on `<folder>/<key>.lock`, waiting for
  /// any other holder first. The lock is released when `body` returns or throws.
  ///
  /// Each call opens the lock file anew, and `flock` belongs to an open file description,
  /// so two threads of one process exclude each other just as two processes do. For the
  /// same reason a nested call with the same key, on the same thread, waits forever.
  ///
  /// - Throws: `.storageFailed` when the lock cannot be taken; whatever `body` throws,
  ///   unchanged.
  public func withExclusiveLock<Value>(
    _ key: StorageKey, _ body: () throws -> Value
  ) throws -> Value {
    let path = try path(of: key, suffix: "lock")
    let descriptor = try failing(at: path) { () throws -> Int32 in
      let parent = try preparedParent(of: key)
      // Not blocking on open, in case something planted a pipe in the lock file's place.
      let flags = O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK
      let descriptor = try FileSystem.open(parent + "/" + fileName(of: key, suffix: "lock"), flags)
      do {
        try FileSystem.lockExclusively(descriptor)
      } catch {
        try? FileSystem.close(descriptor)
        throw error
      }
      return descriptor
    }
    defer {
      FileSystem.unlock(descriptor)
      try? FileSystem.close(descriptor)
    }
    return try body()
  }
}
