import Foundation
import Testing

@testable import PokedexData

/// A statement's result is bounded in rows and bytes: a damaged or forged database (a
/// view of endless rows) fails one read instead of growing the process without end.
@Suite("A database read is bounded")
struct DatabaseReadBoundTests {
  /// An empty file: SQLite reads it as a database with no tables, enough for queries
  /// that make their own rows.
  static func connection() throws -> (DatabaseConnection, URL) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-bound-\(UUID().uuidString).sqlite")
    try Data().write(to: file)
    return (try DatabaseConnection.openReadOnly(path: file.path), file)
  }

  @Test func endlessRowsStopAtTheRowBound() async throws {
    let (connection, file) = try Self.connection()
    defer { try? FileManager.default.removeItem(at: file) }
    let endless = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT x FROM n"
    await #expect(throws: DatabaseFailure.self) { try await connection.rows(endless, []) }
    let bounded = try await connection.rows(
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT 70000) "
        + "SELECT x FROM n", [])
    #expect(bounded.count == 70_000)
  }

  @Test func hugeValuesStopAtTheByteBound() async throws {
    let (connection, file) = try Self.connection()
    defer { try? FileManager.default.removeItem(at: file) }
    let huge = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n LIMIT 100) "
      + "SELECT zeroblob(1048576) AS b FROM n"
    do {
      _ = try await connection.rows(huge, [])
      Issue.record("100 MB of rows were read")
    } catch let failure as DatabaseFailure {
      #expect(failure.description.contains("more than 1000000 rows or 64 MB"))
    }
  }
}
