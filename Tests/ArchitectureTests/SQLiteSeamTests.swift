import Foundation
import Testing

/// The built-in database is read through one small seam of pokecli's own
/// (`Database/SQLite/` in PokedexData): one file speaks to SQLite, and every other file
/// reads `DatabaseRow`s. A second file importing the C module, or a SQLite library coming
/// back, would spread the library's types and pointers through the layer again.
@Suite struct SQLiteSeamTests {
  static let sources = Repository.layout.directory(of: "Data")
    .appendingPathComponent("Sources/PokedexData", isDirectory: true)

  /// The modules that speak to SQLite: the C module, and the libraries that wrap it.
  static let sqliteModules: Set<String> = ["CSQLite", "SQLiteNIO", "GRDB", "GRDBSQLite", "SQLite3"]

  @Test func oneFileOfPokedexDataImportsSQLite() throws {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
    let importing = try paths.filter { path in
      let source = try String(
        contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
      return ImportScanner.imports(in: source).contains { Self.sqliteModules.contains($0.module) }
    }
    expectEqual(importing, ["Database/SQLite/DatabaseConnection.swift"])
  }
}
