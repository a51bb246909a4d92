import Foundation
import GRDBSQLite

/// Creates the database from the schema and loads every table's text file into it.
struct DatabaseLoader {
  let path: String

  func load(tables folder: URL) throws {
    let connection = try Connection(path: path)
    // A new file nobody reads until this step ends: no journal, no syncing.
    try connection.execute("PRAGMA page_size = 4096; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
    let schema = try String(contentsOf: folder.appendingPathComponent("schema.sql"), encoding: .utf8)
    try connection.execute(schema)
    try connection.execute("BEGIN")
    for table in try connection.tableNames() {
      let file = folder.appendingPathComponent("\(table).tsv")
      guard FileManager.default.fileExists(atPath: file.path) else {
        throw ToolFailure("no \(table).tsv for table \(table)")
      }
      try load(table, from: file, into: connection)
    }
    try connection.execute("COMMIT")
    // Statistics for the query planner, then the file written afresh, compact.
    try connection.execute("ANALYZE; VACUUM;")
  }

  private func load(_ table: String, from file: URL, into connection: Connection) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.last == "" else { throw ToolFailure("\(table).tsv does not end with a line break") }
    lines.removeLast()
    guard let header = lines.first else { throw ToolFailure("\(table).tsv has no header") }
    let columns = header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let declared = try connection.columns(of: table)
    guard columns == declared.map(\.name) else {
      throw ToolFailure("\(table).tsv has columns \(columns), the schema \(declared.map(\.name))")
    }
    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    let insert = try connection.prepare("INSERT INTO \(table) VALUES (\(placeholders))")
    defer { sqlite3_finalize(insert) }
    var previous: [Substring] = []
    for (number, line) in lines.dropFirst().enumerated() {
      var fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == columns.count else {
        throw ToolFailure("\(table).tsv line \(number + 2): \(fields.count) values for \(columns.count) columns")
      }
      // `^`: the value of the row above, in the same column.
      for index in fields.indices where fields[index] == "^" {
        guard index < previous.count else {
          throw ToolFailure("\(table).tsv line \(number + 2): ^ with no row above")
        }
        fields[index] = previous[index]
      }
      previous = fields
      sqlite3_reset(insert)
      for (index, field) in fields.enumerated() {
        let position = Int32(index + 1)
        if field.isEmpty {
          sqlite3_bind_null(insert, position)
        } else if declared[index].isInteger {
          guard let number = Int64(field) else {
            throw ToolFailure("\(table).tsv line \(number + 2): \"\(field)\" is not an integer")
          }
          sqlite3_bind_int64(insert, position, number)
        } else {
          let value = TableField.unescaped(field)
          sqlite3_bind_text(insert, position, value, -1, SQLITE_TRANSIENT)
        }
      }
      guard sqlite3_step(insert) == SQLITE_DONE else {
        throw ToolFailure("\(table).tsv line \(number + 2): \(connection.lastError)")
      }
    }
  }
}

/// SQLite's "copy this text now" destructor, which Swift cannot spell as a constant.
let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// The text files' escapes undone: `\\`, `\t`, `\n`, `\r`, `\^`, and `\e` (docs/database.md).
enum TableField {
  static func unescaped(_ field: Substring) -> String {
    guard field.contains("\\") else { return String(field) }
    var result = ""
    var escaping = false
    for character in field {
      if escaping {
        switch character {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "e": break  // `\e` alone: an empty text
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
