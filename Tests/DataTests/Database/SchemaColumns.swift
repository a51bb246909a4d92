import Foundation

/// The columns of each table of the built-in database's schema.sql, in their order, read
/// from its `CREATE TABLE name (column TYPE …, …, PRIMARY KEY (…))` statements.
enum SchemaColumns {
  /// schema.sql in this checkout, found from this file's place in the tree.
  static let schemaFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Apps/BuiltInPokedex/tables/schema.sql")

  /// Every table's columns, by table name.
  static func read(from file: URL = schemaFile) throws -> [String: [String]] {
    parse(try String(contentsOf: file, encoding: .utf8))
  }

  /// Every table's columns in `sql`: the first word of each top-level part of the
  /// parenthesised list, leaving out table constraints (`PRIMARY KEY (…)`).
  static func parse(_ sql: String) -> [String: [String]] {
    var tables: [String: [String]] = [:]
    for statement in sql.split(separator: ";") {
      let text = statement.split(separator: "\n").filter { !$0.hasPrefix("--") }
        .joined(separator: " ")
      guard let start = text.range(of: "CREATE TABLE ") else { continue }
      let rest = text[start.upperBound...]
      guard let open = rest.firstIndex(of: "(") else { continue }
      let name = rest[..<open].trimmingCharacters(in: .whitespaces)
      tables[name] = topLevelParts(rest[rest.index(after: open)...]).compactMap { part in
        let words = part.split(separator: " ")
        guard let first = words.first, first != "PRIMARY", first != "UNIQUE" else { return nil }
        return String(first)
      }
    }
    return tables
  }

  /// The comma-separated parts of a list up to its closing parenthesis.
  private static func topLevelParts(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(": depth += 1
      case ")" where depth == 0:
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
      case ")": depth -= 1
      case "," where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
