import Foundation
import Infrastructure
import Testing

/// Every rule of `StorageLocations`, as a table: which variable wins, on which platform.
@Suite struct StorageLocationsTests {
  /// One row: an environment and a platform, and the folder expected.
  struct Row: Sendable, CustomTestStringConvertible {
    let environment: [String: String]
    let isMacOS: Bool
    let expected: String

    var testDescription: String {
      let variables = environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "")" }
      return "\(isMacOS ? "macOS" : "Linux") [\(variables.joined(separator: " "))]"
    }
  }

  static let home = URL(filePath: "/home/ash", directoryHint: .isDirectory)

  // MARK: - Data

  static let dataRows: [Row] = [
    Row(environment: ["POKECLI_DATA_DIR": "/srv/poke"], isMacOS: false, expected: "/srv/poke"),
    Row(environment: ["POKECLI_DATA_DIR": "/srv/poke", "XDG_DATA_HOME": "/xdg"],
      isMacOS: false, expected: "/srv/poke"),
    Row(environment: ["POKECLI_DATA_DIR": "/srv/poke"], isMacOS: true, expected: "/srv/poke"),
    Row(environment: ["POKECLI_DATA_DIR": ""], isMacOS: false,
      expected: "/home/ash/.local/share/pokecli"),
    Row(environment: [:], isMacOS: true,
      expected: "/home/ash/Library/Application Support/pokecli"),
    Row(environment: ["XDG_DATA_HOME": "/xdg"], isMacOS: true,
      expected: "/home/ash/Library/Application Support/pokecli"),
    Row(environment: ["XDG_DATA_HOME": "/xdg/data"], isMacOS: false,
      expected: "/xdg/data/pokecli"),
    Row(environment: ["XDG_DATA_HOME": "relative/data"], isMacOS: false,
      expected: "/home/ash/.local/share/pokecli"),
    Row(environment: ["XDG_DATA_HOME": ""], isMacOS: false,
      expected: "/home/ash/.local/share/pokecli"),
    Row(environment: ["XDG_CACHE_HOME": "/xdg/cache"], isMacOS: false,
      expected: "/home/ash/.local/share/pokecli"),
    Row(environment: [:], isMacOS: false, expected: "/home/ash/.local/share/pokecli"),
  ]

  @Test(arguments: dataRows)
  func dataFolderFollowsTheFirstRuleThatApplies(_ row: Row) {
    let folder = StorageLocations.url(
      of: .data, environment: row.environment, home: Self.home, isMacOS: row.isMacOS)
    #expect(Self.path(of: folder) == row.expected)
  }

  // MARK: - Cache

  static let cacheRows: [Row] = [
    Row(environment: ["POKECLI_CACHE_DIR": "/var/poke"], isMacOS: false, expected: "/var/poke"),
    Row(environment: ["POKECLI_CACHE_DIR": "/var/poke", "XDG_CACHE_HOME": "/xdg"],
      isMacOS: false, expected: "/var/poke"),
    Row(environment: ["POKECLI_CACHE_DIR": "/var/poke"], isMacOS: true, expected: "/var/poke"),
    Row(environment: ["POKECLI_CACHE_DIR": ""], isMacOS: false,
      expected: "/home/ash/.cache/pokecli"),
    Row(environment: [:], isMacOS: true, expected: "/home/ash/Library/Caches/pokecli"),
    Row(environment: ["XDG_CACHE_HOME": "/xdg"], isMacOS: true,
      expected: "/home/ash/Library/Caches/pokecli"),
    Row(environment: ["XDG_CACHE_HOME": "/xdg/cache"], isMacOS: false,
      expected: "/xdg/cache/pokecli"),
    Row(environment: ["XDG_CACHE_HOME": "relative/cache"], isMacOS: false,
      expected: "/home/ash/.cache/pokecli"),
    Row(environment: ["XDG_CACHE_HOME": ""], isMacOS: false,
      expected: "/home/ash/.cache/pokecli"),
    Row(environment: ["POKECLI_DATA_DIR": "/srv/poke", "XDG_DATA_HOME": "/xdg"],
      isMacOS: false, expected: "/home/ash/.cache/pokecli"),
    Row(environment: [:], isMacOS: false, expected: "/home/ash/.cache/pokecli"),
  ]

  @Test(arguments: cacheRows)
  func cacheFolderFollowsTheFirstRuleThatApplies(_ row: Row) {
    let folder = StorageLocations.url(
      of: .cache, environment: row.environment, home: Self.home, isMacOS: row.isMacOS)
    #expect(Self.path(of: folder) == row.expected)
  }

  // MARK: - Platform

  @Test func isMacOSMatchesThePlatformBuiltFor() {
    #if os(macOS)
      #expect(StorageLocations.isMacOS)
    #else
      #expect(!StorageLocations.isMacOS)
    #endif
  }

  /// The folder's path as a user would write it, without a trailing slash.
  static func path(of folder: URL) -> String {
    let path = folder.path(percentEncoded: false)
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  // MARK: - Home

  @Test(arguments: [
    (["HOME": "/tmp/elsewhere"], "/tmp/elsewhere"),
    (["HOME": "/tmp/elsewhere/"], "/tmp/elsewhere"),
  ])
  func homeComesFromHOMEFirst(environment: [String: String], expected: String) {
    let home = StorageLocations.homeFolder(environment: environment)
    #expect(home.standardizedFileURL.path(percentEncoded: false) == expected + "/"
      || home.standardizedFileURL.path(percentEncoded: false) == expected)
  }

  @Test(arguments: [[:], ["HOME": ""], ["HOME": "relative/home"]])
  func withoutAnAbsoluteHOMEThePasswordDatabaseHomeIsUsed(environment: [String: String]) {
    let home = StorageLocations.homeFolder(environment: environment)
    #expect(home.path(percentEncoded: false).hasPrefix("/"))
    #expect(!home.path(percentEncoded: false).contains("relative"))
  }
}
