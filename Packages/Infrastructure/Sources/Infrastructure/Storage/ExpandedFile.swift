#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file made once from bytes the program carries, then reused: the first run writes it,
/// every later run finds it.
///
/// Contract:
/// - Only a folder that is the user's own is used (owned by the effective user, writable
///   by nobody else), so another user cannot plant the file a run then reads.
/// - One run at a time makes the file (an exclusive `flock` on `.NAME.lock` beside it,
///   removed when done); the others wait, then find it made. A run makes nothing when the disk has no room for
///   it, and says so before writing a byte.
/// - The file is written beside its final name, flushed to the disk and renamed into
///   place read-only, so a killed run leaves no file under the final name and a reader
///   never opens a half-written one; what a killed run left half-written is removed by
///   the next run that makes the file. A file of the wrong size is made again.
/// - Once made (its bytes checked by `make`), the file's identity (device, inode and
///   `ctime`) is noted in `.NAME.stamp` beside it. A run uses the file only while it is
///   that same file: one changed since (a byte written into it, its mode changed, another
///   file put in its place) is made again, so what a run reads is what was made and
///   checked, without reading 55 MB to check it on every run.
/// - Files of the same name pattern (`prefix`, then as many hexadecimal digits as `name`
///   has there, then the same ending) left by another build are removed once they are
///   30 days old and no run holds them; nothing else in the folder is ever touched. Every
///   run holds a shared `flock` on the file it was handed until it exits, so two builds
///   sharing a folder never remove each other's file while it is in use.
public enum ExpandedFile {
  /// How long another build's file is kept after it was made.
  public static let staleAge: TimeInterval = 30 * 24 * 60 * 60

  /// The file `name` in `folder`, made by `make` unless it is already there with
  /// `expectedSize` bytes. `make` hands its bytes, in order, to the writer it is given, so
  /// a large file is never held in memory whole; it checks what it makes (the caller's
  /// zlib stream ends with the checksum of the bytes it expands to).
  /// - Throws: `SystemCallError` when the folder is not the user's own, cannot be made or
  ///   written, has no room, or what was made is not `expectedSize` bytes; what `make`
  ///   throws.
  public static func path(
    named name: String, prefix: String, in folder: URL, expectedSize: Int,
    now: Date = Date(),
    make: (_ write: (Data) throws -> Void) throws -> Void
  ) throws -> URL {
    let file = folder.appendingPathComponent(name)
    try OwnFolder.prepare(folder.path)
    if let found = try held(file.path, expectedSize: expectedSize) { return found }
    let lockPath = folder.appendingPathComponent(".\(name).lock").path
    let lock = try FileSystem.open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o600)
    defer { try? FileSystem.close(lock) }
    try FileSystem.lockExclusively(lock)
    // Removed once the file is made, while still locked: a run that waited on it then
    // finds the file, and a later one never needs the lock.
    defer { try? FileSystem.unlinkIfPresent(lockPath) }
    // Another run may have made it while this one waited.
    if let found = try held(file.path, expectedSize: expectedSize) { return found }
    let names = try FileSystem.names(in: folder.path) ?? []
    for leftover in names where leftover.hasPrefix(".\(name).") && leftover.hasSuffix(".partial") {
      try? FileSystem.unlinkIfPresent(folder.appendingPathComponent(leftover).path)
    }
    try OwnFolder.requireRoom(for: expectedSize, in: folder.path)
    try write(file, expectedSize: expectedSize, make: make)
    let pattern = NamePattern(name: name, prefix: prefix)
    for other in names where other != name && pattern.matches(other) {
      removeIfStale(other, in: folder, now: now)
    }
    guard let made = try held(file.path, expectedSize: expectedSize) else {
      throw SystemCallError(code: EIO)
    }
    return made
  }

  /// `path` when a regular file of `expectedSize` bytes of the user's is there, unchanged
  /// since it was made (its stamp), held with a shared lock for the rest of the process;
  /// `nil` when it must be made.
  private static func held(_ path: String, expectedSize: Int) throws -> URL? {
    guard let entry = try FileSystem.entry(at: path), entry.kind == .file,
      entry.size == expectedSize, entry.owner == geteuid(),
      stamp(of: path) == entry.identity,
      let descriptor = try? FileSystem.open(path, O_RDONLY | O_NOFOLLOW)
    else { return nil }
    // Deliberately left open once held: the shared lock says "in use" to other runs
    // (`cache clear`, other builds) until this process exits, and costs one descriptor.
    // It may have waited on a run removing the file (`removeAll`): the file is used only
    // if the name still leads to the one now held; else it is made again.
    guard flock(descriptor, LOCK_SH) == 0,
      (try? FileSystem.entry(of: descriptor))?.identity == entry.identity,
      (try? FileSystem.entry(at: path))?.identity == entry.identity
    else {
      try? FileSystem.close(descriptor)
      return nil
    }
    return URL(fileURLWithPath: path)
  }

  /// Writes `file` through a partial file beside it: flushed, read-only, renamed.
  private static func write(
    _ file: URL, expectedSize: Int, make: ((Data) throws -> Void) throws -> Void
  ) throws {
    let partial = file.deletingLastPathComponent()
      .appendingPathComponent(".\(file.lastPathComponent).\(getpid()).partial").path
    defer { try? FileSystem.unlinkIfPresent(partial) }
    let descriptor = try FileSystem.open(
      partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o444)
    defer { try? FileSystem.close(descriptor) }
    var written = 0
    try make { piece in
      guard piece.count <= expectedSize - written else { throw SystemCallError(code: EIO) }
      try FileSystem.writeAll(piece, to: descriptor)
      written += piece.count
    }
    guard written == expectedSize else { throw SystemCallError(code: EIO) }
    try FileSystem.synchronize(descriptor)
    // rename(2) replaces the name in one step.
    try FileSystem.rename(partial, to: file.path)
    try noteStamp(of: file.path)
  }

  /// Where the identity of the file at `path` is noted once it is made.
  static func stampPath(of path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).stamp").path
  }

  /// The identity noted for the file at `path`, or `nil` when none is.
  private static func stamp(of path: String) -> String? {
    guard let descriptor = try? FileSystem.open(stampPath(of: path), O_RDONLY | O_NOFOLLOW)
    else { return nil }
    defer { try? FileSystem.close(descriptor) }
    return (try? FileSystem.readAll(descriptor, limit: 256))?.flatMap {
      String(data: $0, encoding: .utf8)
    }
  }

  /// Notes the identity of the file just made at `path`, through a partial file renamed
  /// into place. Should it fail, the next run makes the file again: a cost, not a risk.
  private static func noteStamp(of path: String) throws {
    guard let entry = try FileSystem.entry(at: path) else { throw SystemCallError(code: EIO) }
    let stamp = stampPath(of: path)
    let partial = stamp + ".\(getpid()).partial"
    defer { try? FileSystem.unlinkIfPresent(partial) }
    let descriptor = try FileSystem.open(
      partial, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, mode: 0o644)
    defer { try? FileSystem.close(descriptor) }
    try FileSystem.writeAll(Data(entry.identity.utf8), to: descriptor)
    try FileSystem.synchronize(descriptor)
    try FileSystem.rename(partial, to: stamp)
  }

  /// Removes every file of `name`'s pattern in `folder`, this build's included, with its
  /// stamp, that is a regular file of the user's and that no run holds: what `cache clear`
  /// asks, so that the next run makes the file again from the bytes the program carries.
  /// Returns how many were removed; a file a run holds is left, and so is anything else.
  public static func removeAll(like name: String, prefix: String, in folder: URL) -> Int {
    // Only a folder of the user's own, as `path` requires: nothing is created (a lock
    // file) in one another user could write.
    guard let entry = try? FileSystem.entry(at: folder.path), entry.kind == .folder,
      entry.owner == geteuid(), entry.permissions & 0o022 == 0
    else { return 0 }
    let pattern = NamePattern(name: name, prefix: prefix)
    var removed = 0
    for other in (try? FileSystem.names(in: folder.path)) ?? [] where pattern.matches(other) {
      if removeIfUnheld(other, in: folder, olderThan: nil) { removed += 1 }
    }
    return removed
  }

  /// Removes another build's file `name` in `folder` when it is a regular file of the
  /// user's, older than `staleAge`, and no run holds it.
  private static func removeIfStale(_ name: String, in folder: URL, now: Date) {
    _ = removeIfUnheld(name, in: folder, olderThan: now.addingTimeInterval(-staleAge))
  }

  /// Removes the file `name` in `folder` and its stamp when it is a regular file of the
  /// user's, last changed before `date` (when one is given), no run is making it (its
  /// `.NAME.lock` is granted at once) and no run holds it (nor is its exclusive `flock`);
  /// whether it did.
  ///
  /// The lock keeps a run from renaming a new file into place while this one removes the
  /// old: without it, the name could be removed from under the new file a run has just
  /// made and is about to open.
  private static func removeIfUnheld(_ name: String, in folder: URL, olderThan date: Date?)
    -> Bool
  {
    let path = folder.appendingPathComponent(name).path
    let lockPath = folder.appendingPathComponent(".\(name).lock").path
    guard
      let lock = try? FileSystem.open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW, mode: 0o600)
    else { return false }
    defer { try? FileSystem.close(lock) }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return false }
    // Removed while still locked, as a run that makes the file does.
    defer { try? FileSystem.unlinkIfPresent(lockPath) }
    guard let entry = try? FileSystem.entry(at: path), entry.kind == .file,
      entry.owner == geteuid(), date.map({ entry.modified < $0 }) ?? true,
      let descriptor = try? FileSystem.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
    else { return false }
    defer { try? FileSystem.close(descriptor) }
    // The file opened is the one looked at, and no run holds it.
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0,
      (try? FileSystem.entry(of: descriptor))?.identity == entry.identity,
      (try? FileSystem.unlinkIfPresent(path)) != nil
    else { return false }
    try? FileSystem.unlinkIfPresent(stampPath(of: path))
    return true
  }
}
