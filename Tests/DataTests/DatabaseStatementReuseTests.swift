import Foundation
import Testing

@testable import PokedexData

/// A connection keeps the statements it prepared and runs them again: each run binds its
/// own arguments and reads its own rows, a statement stopped by an error runs whole the
/// next time, and past the most kept the rest are prepared each time, just as right.
@Suite("A database connection runs a kept statement again")
struct DatabaseStatementReuseTests {
  @Test func aStatementRunAgainReadsItsOwnArguments() async throws {
    let (connection, file) = try DatabaseReadBoundTests.connection()
    defer { try? FileManager.default.removeItem(at: file) }
    let sql = "SELECT ?1 * 2 AS doubled, ?2 AS word"
    for number in [1, 2, 3] {
      let rows = try await connection.rows(sql, [.integer(Int64(number)), .text("n\(number)")])
      #expect(rows.map { $0.int("doubled") } == [number * 2])
      #expect(rows.map { $0.text("word") } == ["n\(number)"])
    }
    // An argument the last run bound is not left behind for one that binds fewer.
    let unbound = try await connection.rows(sql, [.integer(5)])
    #expect(unbound.map { $0.int("doubled") } == [10])
    #expect(unbound.map { $0.text("word") } == [nil])
  }

  @Test func aStatementStoppedByAnErrorRunsWholeTheNextTime() async throws {
    let (connection, file) = try DatabaseReadBoundTests.connection()
    defer { try? FileManager.default.removeItem(at: file) }
    // Five rows; the row numbered by the argument fails (`abs` of the least integer
    // overflows), after the rows before it were stepped.
    let sql = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 5) "
      + "SELECT CASE WHEN x = ?1 THEN abs(-9223372036854775807 - 1) ELSE x END AS x FROM n"
    await #expect(throws: DatabaseFailure.self) { try await connection.rows(sql, [.integer(3)]) }
    let whole = try await connection.rows(sql, [.integer(0)])
    #expect(whole.map { $0.int("x") } == [1, 2, 3, 4, 5])
  }

  @Test func statementsPastTheMostKeptAreStillRight() async throws {
    let (connection, file) = try DatabaseReadBoundTests.connection()
    defer { try? FileManager.default.removeItem(at: file) }
    for round in 0..<2 {
      for number in 0..<(DatabaseConnection.maximumPrepared + 20) {
        let rows = try await connection.rows("SELECT \(number) + ? AS n", [.integer(Int64(round))])
        #expect(rows.map { $0.int("n") } == [number + round])
      }
    }
  }

  @Test func readsSideBySideEachGetTheirOwnRows() async throws {
    let (connection, file) = try DatabaseReadBoundTests.connection()
    defer { try? FileManager.default.removeItem(at: file) }
    let sql = "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?1) "
      + "SELECT sum(x) AS total FROM n"
    let totals = try await withThrowingTaskGroup(of: [Int].self) { group in
      for count in 1...40 {
        group.addTask {
          try await connection.rows(sql, [.integer(Int64(count))]).compactMap { $0.int("total") }
            + [count]
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(totals.count == 40)
    for pair in totals {
      #expect(pair.first == pair.last.map { $0 * ($0 + 1) / 2 })
    }
  }
}
