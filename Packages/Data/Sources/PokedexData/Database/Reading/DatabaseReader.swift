import SQLiteNIO

/// The read side of one open connection: statements in, rows out, each statement run on
/// SQLiteNIO's thread pool so no caller's thread waits on the disk.
///
/// Arguments are bound, never written into the SQL. What leaves here is SQLiteNIO's row
/// type, which stays inside this layer (`DatabaseRow.swift` reads its columns).
struct DatabaseReader: Sendable {
  /// The word a query writes for the id of the language its words are shown in: every
  /// `SHOWN_LANGUAGE` of a query's text is replaced with the id (`--language`), so that
  /// one query reads the chosen language's name and, beside it, the English one to fall
  /// back on (`coalesce(shown, english)`). Left unreplaced it would be an unknown column,
  /// never a silent English. The id is the database's own, never the user's text.
  static let shownLanguage = "SHOWN_LANGUAGE"

  /// PokeAPI's id of English, the language every text falls back to.
  static let english = 9

  let connection: SQLiteConnection

  /// The id of the language names and texts are shown in (`languages.id`).
  var language: Int = DatabaseReader.english

  /// Every row `sql` yields with `arguments` bound to its `?`s in order.
  func rows(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> [SQLiteRow] {
    let text = sql.contains(Self.shownLanguage)
      ? sql.replacing(Self.shownLanguage, with: String(language)) : sql
    return try await connection.query(text, arguments.map(\.databaseValue))
  }

  /// The first row `sql` yields, or `nil` when it yields none.
  func row(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> SQLiteRow? {
    try await rows(sql, arguments).first
  }

  /// The integer in the first column of the first row, or `nil`.
  func int(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> Int? {
    try await row(sql, arguments).flatMap(Self.firstInteger)
  }

  /// The integers in the first column of every row; rows holding none are skipped.
  func ints(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> [Int] {
    try await rows(sql, arguments).compactMap(Self.firstInteger)
  }

  /// The texts in the first column of every row; rows holding none are skipped.
  func strings(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> [String] {
    try await rows(sql, arguments).compactMap { row in
      if case .text(let value)? = row.columns.first?.data { return value }
      return nil
    }
  }

  private static func firstInteger(_ row: SQLiteRow) -> Int? {
    switch row.columns.first?.data {
    case .integer(let value)?: Int(exactly: value)
    case .float(let value)?: Int(exactly: value)
    default: nil
    }
  }
}

/// A value a statement's `?` can be bound to: an integer, a text, or either's absence
/// (bound as NULL).
protocol DatabaseArgument: Sendable {
  var databaseValue: SQLiteData { get }
}

extension Int: DatabaseArgument {
  var databaseValue: SQLiteData { .integer(SQLiteInt64(self)) }
}

extension String: DatabaseArgument {
  var databaseValue: SQLiteData { .text(self) }
}

extension Optional: DatabaseArgument where Wrapped: DatabaseArgument {
  var databaseValue: SQLiteData { self?.databaseValue ?? .null }
}
