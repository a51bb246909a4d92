import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where each key lives on disk, and the checks that keep every path inside the folder.
///
/// `StorageKey` already refuses `..`, separators and hidden names. These checks are the
/// second line: the path is checked again after it is built, and the folders on the way to
/// it are resolved so a symbolic link planted inside the storage cannot lead a write out.
extension FileStorage {
  // MARK: - Paths

  /// The file that holds `key` with `suffix` (`json`, `lock`), checked to be in the folder.
  func path(of key: StorageKey, suffix: String) throws(PokedexError) -> String {
    let path = parentPath(of: key) + "/" + fileName(of: key, suffix: suffix)
    guard Self.isPath(Self.standardized(path), inside: folderPath) else {
      throw .storageFailed(path: path, reason: "outside the storage's folder")
    }
    return path
  }

  /// The folder that holds `key`'s files: the storage's folder for `favorites`, a subfolder
  /// of it for `card/25`.
  func parentPath(of key: StorageKey) -> String {
    guard key.parts.count > 1 else { return folderPath }
    let folder = folderPath == "/" ? "" : folderPath
    return key.parts.dropLast().reduce(folder) { $0 + "/" + $1 }
  }

  /// The name of `key`'s file with `suffix` in its folder: `25.json` for `card/25`.
  func fileName(of key: StorageKey, suffix: String) -> String {
    (key.parts.last ?? "") + "." + suffix
  }

  // MARK: - Folders on the way

  /// The resolved folder that holds `key`'s files, or `nil` when it does not exist yet.
  ///
  /// - Throws: `SystemCallError` when the folder resolves outside the storage's folder.
  func existingParent(of key: StorageKey) throws -> String? {
    guard let folder = try FileSystem.resolvedPath(folderPath),
      let parent = try FileSystem.resolvedPath(parentPath(of: key))
    else { return nil }
    try Self.require(parent, inside: folder)
    return parent
  }

  /// Creates the storage's folder and the subfolders that hold `key`'s files, one at a time,
  /// checking each before going into it, so no folder is ever made outside the storage.
  func preparedParent(of key: StorageKey) throws -> String {
    try makeStoreFolder()
    guard var folder = try FileSystem.resolvedPath(folderPath) else {
      throw SystemCallError(code: ENOENT)
    }
    let root = folder
    for part in key.parts.dropLast() {
      try FileSystem.makeFolder(folder + "/" + part)
      guard let resolved = try FileSystem.resolvedPath(folder + "/" + part) else {
        throw SystemCallError(code: ENOENT)
      }
      try Self.require(resolved, inside: root)
      folder = resolved
    }
    return folder
  }

  /// Creates the storage's folder and its missing ancestors, like `mkdir -p`. The folder was
  /// chosen by the user, so links on the way to it are followed.
  private func makeStoreFolder() throws {
    if try FileSystem.resolvedPath(folderPath) != nil { return }
    var path = ""
    for component in folderPath.split(separator: "/") {
      path += "/" + component
      try FileSystem.makeFolder(path)
    }
  }

  // MARK: - Checks

  /// Throws unless `path` is `folder` or below it; both already resolved.
  private static func require(_ path: String, inside folder: String) throws {
    guard isPath(path, inside: folder) else {
      throw SystemCallError(reason: "a symbolic link leads outside the storage's folder")
    }
  }

  /// Whether `path` is `folder` or below it, comparing whole components.
  static func isPath(_ path: String, inside folder: String) -> Bool {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path == folder || path.hasPrefix(prefix)
  }

  /// `path` made absolute-looking and free of `.`, `..`, repeated and trailing slashes,
  /// without asking the file system.
  static func standardized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == ".." {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    // Each component after a slash: `joined(separator:)` of substrings is not
    // specialised, and asks at run time how to walk them.
    guard !components.isEmpty else { return "/" }
    var standardized = ""
    for component in components {
      standardized.append("/")
      standardized.append(contentsOf: component)
    }
    return standardized
  }
}
