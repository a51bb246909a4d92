#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written where the user asked for it (`pokecli data export FILE`).
///
/// Contract:
/// - Only a new file, or with `replacing` a regular file, is written. A symbolic link
///   (dangling or not), a folder, a FIFO, a device or a socket at the path is refused
///   whatever `replacing` says: writing through it would replace or fill something that
///   is not the user's file (as root, `/dev/full` itself).
/// - The bytes go to a partial file beside the path, are flushed to the disk and renamed
///   over it in one step, so the path holds the old file or the whole new one, never half
///   of it; a failed write removes the partial file and leaves the path as it was.
public enum UserFile {
  /// Why a file was not written, in a user's words (`… is a symbolic link`, `no space
  /// left on device`).
  public struct Refusal: Error, Equatable, Sendable {
    public let reason: String
    /// Whether the path is a regular file that `replacing` would have allowed.
    public let isExistingFile: Bool
  }

  /// Refuses `path` now if `write(_:to:replacing:)` would, so a caller can fail before it
  /// makes the bytes; `write` checks again.
  /// - Throws: `Refusal`.
  public static func check(_ path: String, replacing: Bool) throws(Refusal) {
    do {
      try requireWritable(path, replacing: replacing)
    } catch let refusal as Refusal {
      throw refusal
    } catch let failure as SystemCallError {
      throw Refusal(reason: failure.reason, isExistingFile: false)
    } catch {
      throw Refusal(reason: "\(error)", isExistingFile: false)
    }
  }

  /// Writes `bytes` to `path` as the contract says.
  /// - Throws: `Refusal`.
  public static func write(_ bytes: Data, to path: String, replacing: Bool) throws(Refusal) {
    try check(path, replacing: replacing)
    do {
      try writeThroughPartial(bytes, to: path)
    } catch {
      throw Refusal(reason: error.reason, isExistingFile: false)
    }
  }

  private static func requireWritable(_ path: String, replacing: Bool) throws {
    guard let entry = try FileSystem.entry(at: path) else { return }
    guard entry.kind == .file else {
      throw Refusal(
        reason: "it is \(description(of: entry.kind)), not a file", isExistingFile: false)
    }
    guard replacing else { throw Refusal(reason: "it exists already", isExistingFile: true) }
  }

  private static func writeThroughPartial(_ bytes: Data, to path: String) throws(SystemCallError) {
    let url = URL(fileURLWithPath: path)
    let partial = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
    let descriptor = try FileSystem.open(
      partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o644)
    var isOpen = true
    do {
      try FileSystem.writeAll(bytes, to: descriptor)
      try FileSystem.synchronize(descriptor)
      isOpen = false
      try FileSystem.close(descriptor)
      // rename(2) replaces a regular file, or a link made since the check, as a name:
      // never what a link points to.
      try FileSystem.rename(partial, to: path)
    } catch {
      if isOpen { try? FileSystem.close(descriptor) }
      try? FileSystem.unlinkIfPresent(partial)
      throw error
    }
  }

  private static func description(of kind: FileSystem.Entry.Kind) -> String {
    switch kind {
    case .file: "a file"
    case .folder: "a folder"
    case .symbolicLink: "a symbolic link"
    case .other: "a special file (a FIFO, a device or a socket)"
    }
  }
}
