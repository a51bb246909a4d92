import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Clearing away the temporary files of writes that never finished.
///
/// A write goes to `.<name>.tmp-<uuid>` and is renamed over the document; a pokecli killed
/// in between (SIGKILL, a power cut) leaves the temporary file behind. A writer holds an
/// `flock` on its temporary file from creation to rename, so a temporary file nobody holds
/// a lock on, and older than `abandonedAge`, belongs to a writer that is gone.
extension FileStorage {
  /// How old an unlocked temporary file must be to be removed: far longer than the
  /// instant between a writer creating its file and locking it.
  static let abandonedAge: TimeInterval = 2

  /// Whether `name` is one of this storage's temporary files.
  static func isTemporaryName(_ name: String) -> Bool {
    name.hasPrefix(".") && name.contains(".tmp-")
  }

  /// Removes the abandoned temporary files among `names`, the entries of `folder`.
  /// Failures are ignored: a file that cannot be removed now is tried again next time.
  func removeAbandonedTemporaries(in folder: String, names: [String], now: Date = Date()) {
    for name in names where Self.isTemporaryName(name) {
      let path = folder + "/" + name
      guard let entry = try? FileSystem.entry(at: path), entry.kind == .file,
        now.timeIntervalSince(entry.modified) > Self.abandonedAge,
        let descriptor = try? FileSystem.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
      else { continue }
      defer { try? FileSystem.close(descriptor) }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
      try? FileSystem.unlinkIfPresent(path)
    }
  }

  /// Removes the abandoned temporary files in `folder`, once per folder for the life of
  /// this storage, so a run that writes a thousand documents lists each folder once.
  func removeAbandonedTemporariesOnce(in folder: String) {
    guard sweptFolders.insert(folder) else { return }
    removeAbandonedTemporaries(in: folder, names: (try? FileSystem.names(in: folder)) ?? [])
  }
}

/// The folders a storage has already cleared of abandoned temporary files, shared by its
/// copies.
final class SweptFolders: @unchecked Sendable {
  private let lock = Lock()
  private var folders: Set<String> = []

  /// Records `folder`; `true` the first time only.
  func insert(_ folder: String) -> Bool {
    lock.withLock { folders.insert(folder).inserted }
  }
}
