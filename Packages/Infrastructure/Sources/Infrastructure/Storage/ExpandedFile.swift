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
/// Contract: the file is written beside its final name and renamed into place, so a run
/// killed while writing leaves no file under the final name, and a reader never opens a
/// half-written one; a file of the wrong size (damaged, or cut short by a full disk) is
/// made again. Files of the same `prefix` but another name (an older build's) are removed.
public enum ExpandedFile {
  /// The file `name` in `folder`, made by `make` unless it is already there with
  /// `expectedSize` bytes. `make` hands its bytes, in order, to the writer it is given, so
  /// a large file is never held in memory whole.
  /// - Throws: the file system's error when the folder cannot be made or written; what
  ///   `make` throws; `SystemCallError` when the file cannot be written or renamed, or
  ///   what was made is not `expectedSize` bytes.
  public static func path(
    named name: String, prefix: String, in folder: URL, expectedSize: Int,
    make: (_ write: (Data) throws -> Void) throws -> Void
  ) throws -> URL {
    let file = folder.appendingPathComponent(name)
    // One lstat(2) on every run: FileManager's attributesOfItem would also look up the
    // owner's and group's names, reading /etc/passwd and /etc/group each time.
    if let entry = try? FileSystem.entry(at: file.path), entry.kind == .file,
      entry.size == expectedSize
    {
      return file
    }
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let partial = folder.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).partial")
    defer { try? manager.removeItem(at: partial) }
    let descriptor = try FileSystem.open(partial.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW)
    var written = 0
    do {
      try make { piece in
        try FileSystem.writeAll(piece, to: descriptor)
        written += piece.count
      }
      close(descriptor)
    } catch {
      close(descriptor)
      throw error
    }
    guard written == expectedSize else {
      throw SystemCallError(code: EIO)
    }
    // rename(2) replaces the name in one step, even when another run made it meanwhile.
    guard rename(partial.path, file.path) == 0 else { throw SystemCallError() }
    for stale in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    where stale.hasPrefix(prefix) && stale != name {
      try? manager.removeItem(at: folder.appendingPathComponent(stale))
    }
    return file
  }
}
