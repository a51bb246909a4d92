#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExpandedFile {
  /// The checks a folder passes before a file is made in it or read from it.
  enum OwnFolder {
    /// Makes `path` (and the folders above it) when missing, the last one readable by its
    /// owner alone, and requires it to be the user's own: a folder (not a link to one)
    /// owned by the effective user and writable by nobody else. A folder in a shared place
    /// (`/tmp/pokecli-1000`) may have been made by another user to plant a file in it.
    /// - Throws: `SystemCallError`.
    static func prepare(_ path: String) throws {
      if try FileSystem.entry(at: path) == nil {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        if mkdir(path, 0o700) != 0 && errno != EEXIST { throw SystemCallError() }
      }
      guard let entry = try FileSystem.entry(at: path), entry.kind == .folder else {
        throw SystemCallError(code: ENOTDIR)
      }
      guard entry.owner == geteuid(), entry.permissions & 0o022 == 0 else {
        throw SystemCallError(reason: "not a folder of the user's own")
      }
    }

    /// Refuses, before a byte is written, to make a file of `size` bytes in `path` when
    /// its file system has less room than that for the user.
    /// - Throws: `SystemCallError(code: ENOSPC)`.
    static func requireRoom(for size: Int, in path: String) throws {
      var info = statvfs()
      guard statvfs(path, &info) == 0 else { return }
      let (free, overflow) = UInt64(info.f_bavail)
        .multipliedReportingOverflow(by: UInt64(info.f_frsize))
      guard overflow || free >= UInt64(max(0, size)) else {
        throw SystemCallError(code: ENOSPC)
      }
    }
  }
}
