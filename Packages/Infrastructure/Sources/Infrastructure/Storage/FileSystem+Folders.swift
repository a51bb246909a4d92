#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// What a path is, as `lstat` sees it: a symbolic link is reported as a link, not as
  /// whatever it points to.
  struct Entry: Equatable {
    /// The kinds of entry the storage tells apart.
    enum Kind: Equatable { case file, folder, symbolicLink, other }

    /// What the entry is.
    let kind: Kind
    /// Its size in bytes.
    let size: Int
    /// When its contents last changed.
    let modified: Date
    /// The user id of its owner.
    let owner: UInt32
    /// Its permission bits (`0o755`).
    let permissions: UInt32
    /// Its device, inode and status-change time (`ctime`): any write to the file, a
    /// change of its mode or a new file under its name changes it, and no tool can set a
    /// `ctime` back.
    let identity: String
  }

  // MARK: - Entries

  /// The entry at `path` without following a final symbolic link, or `nil` when nothing is
  /// there.
  static func entry(at path: String) throws(SystemCallError) -> Entry? {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw SystemCallError()
    }
    return Entry(info)
  }

  /// The entry open as `descriptor`.
  static func entry(of descriptor: Int32) throws(SystemCallError) -> Entry {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemCallError() }
    return Entry(info)
  }

  // MARK: - Folders

  /// Creates the folder `path`, succeeding when a folder (or a link to one) is already
  /// there.
  static func makeFolder(_ path: String) throws(SystemCallError) {
    if mkdir(path, 0o777) == 0 { return }
    let failure = SystemCallError()
    var info = stat()
    guard failure.code == EEXIST, stat(path, &info) == 0, Entry(info).kind == .folder else {
      throw failure.code == EEXIST ? SystemCallError(code: ENOTDIR) : failure
    }
  }

  /// The names in the folder `path`, without `.` and `..`, sorted so walks are repeatable;
  /// `nil` when there is no such folder.
  static func names(in path: String) throws(SystemCallError) -> [String]? {
    guard let folder = opendir(path) else {
      if errno == ENOENT { return nil }
      throw SystemCallError()
    }
    defer { closedir(folder) }
    var names: [String] = []
    while true {
      errno = 0
      guard let item = readdir(folder) else {
        if errno != 0 { throw SystemCallError() }
        return names.sorted()
      }
      let name = withUnsafeBytes(of: item.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
  }

  /// `path` with every symbolic link, `.` and `..` resolved, or `nil` when some part of it
  /// does not exist.
  static func resolvedPath(_ path: String) throws(SystemCallError) -> String? {
    guard let resolved = realpath(path, nil) else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw SystemCallError()
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

// MARK: - stat

extension FileSystem.Entry {
  /// Reads the parts of `stat` the storage uses, on Linux and on macOS.
  fileprivate init(_ info: stat) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .file
    case S_IFDIR: kind = .folder
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    size = Int(info.st_size)
    owner = UInt32(info.st_uid)
    permissions = UInt32(info.st_mode) & 0o7777
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    modified = Date(
      timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
    #if canImport(Darwin)
      let changed = info.st_ctimespec
    #else
      let changed = info.st_ctim
    #endif
    identity = "\(info.st_dev):\(info.st_ino):\(changed.tv_sec).\(changed.tv_nsec)"
  }
}
