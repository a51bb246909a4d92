import Foundation

/// The checkout these tests live in, found from this file's path rather than from the
/// working directory, which `swift test` does not promise.
enum Repository {
  /// `Tests/ArchitectureTests/Repository.swift`, three components up: the repository root.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/ArchitectureTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the root

  /// Where the packages sit in this checkout.
  static let layout = PackageLayout(root: root)

  /// The repository-relative form of `url`, for messages a reader can act on.
  static func relativePath(of url: URL) -> String {
    let rootPath = root.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }
}
