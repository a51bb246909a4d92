import Foundation
import CSQLite

/// The few calls of SQLite's C API the build step needs, each failure said in one line.
final class Connection {
  private let handle: OpaquePointer

  init(path: String) throws {
    var handle: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    guard sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK, let handle else {
      sqlite3_close(handle)
      throw LoadFailure("cannot create \(path)")
    }
    self.handle = handle
  }

  deinit { sqlite3_close(handle) }

  var lastError: String { String(cString: sqlite3_errmsg(handle)) }

  func execute(_ sql: String) throws {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
      throw LoadFailure("SQL failed: \(lastError)")
    }
  }

  func prepare(_ sql: String) throws -> OpaquePointer {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw LoadFailure("cannot prepare \(sql): \(lastError)")
    }
    return statement
  }

  /// The tables the schema made, in name order.
  func tableNames() throws -> [String] {
    try strings(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
  }

  /// A table's columns in their declared order, and their declared type.
  func columns(of table: String) throws -> [(name: String, type: ColumnType)] {
    let statement = try prepare("SELECT name, type FROM pragma_table_info(?)")
    defer { sqlite3_finalize(statement) }
    sqlite3_bind_text(statement, 1, table, -1, sqliteTransient)
    var columns: [(String, ColumnType)] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      let name = sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? ""
      let type = sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? ""
      columns.append((name, ColumnType(declared: type)))
    }
    return columns
  }

  /// The first two columns of every row of `sql`, as a dictionary.
  func pairs(_ sql: String) throws -> [String: String] {
    let statement = try prepare(sql)
    defer { sqlite3_finalize(statement) }
    var values: [String: String] = [:]
    while sqlite3_step(statement) == SQLITE_ROW {
      let key = sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? ""
      values[key] = sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? ""
    }
    return values
  }

  /// Every row of `sql`, each column as text ("" for NULL).
  /// - Throws: `LoadFailure` when a row cannot be read.
  func rows(_ sql: String) throws -> [[String]] {
    let statement = try prepare(sql)
    defer { sqlite3_finalize(statement) }
    let count = sqlite3_column_count(statement)
    var rows: [[String]] = []
    while true {
      let status = sqlite3_step(statement)
      if status == SQLITE_DONE { return rows }
      guard status == SQLITE_ROW else { throw LoadFailure("SQL failed: \(lastError)") }
      rows.append((0..<count).map { column in
        sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""
      })
    }
  }

  func strings(_ sql: String) throws -> [String] {
    try rows(sql).map { $0.first ?? "" }
  }

  /// Runs `sql`, an insert with a `?` for each value, once for each of `rows`, every value
  /// bound as text: a column of integer affinity stores a number written so as that number.
  /// - Throws: `LoadFailure` naming `table` when a row cannot be written.
  func insert(_ sql: String, each rows: [[String]], table: String) throws {
    let statement = try prepare(sql)
    defer { sqlite3_finalize(statement) }
    for row in rows {
      sqlite3_reset(statement)
      for (index, value) in zip(Int32(1)..., row) {
        sqlite3_bind_text(statement, index, value, -1, sqliteTransient)
      }
      guard sqlite3_step(statement) == SQLITE_DONE else { throw LoadFailure("\(table): \(lastError)") }
    }
  }
}

/// How the loader reads a column's field: a decimal integer, base64 bytes, or text.
enum ColumnType {
  case integer, blob, text

  init(declared: String) {
    switch declared.uppercased() {
    case "INTEGER": self = .integer
    case "BLOB": self = .blob
    default: self = .text
    }
  }
}
