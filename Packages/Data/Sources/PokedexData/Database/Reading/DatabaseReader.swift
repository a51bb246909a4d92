/// The read side of one open connection: statements in, rows out, with the language
/// names are shown in.
///
/// Arguments are bound, never written into the SQL. What leaves here is `DatabaseRow`,
/// which stays inside this layer.
struct DatabaseReader: Sendable {
  /// The word a query writes for the id of the language its words are shown in: every
  /// `SHOWN_LANGUAGE` of a query's text is replaced with the id (`--language`), so that
  /// one query reads the chosen language's name and, beside it, the English one to fall
  /// back on (`coalesce(shown, english)`). Left unreplaced it would be an unknown column,
  /// never a silent English. The id is the database's own, never the user's text.
  static let shownLanguage = "SHOWN_LANGUAGE"

  /// PokeAPI's id of English, the language every text falls back to.
  static let english = 9

  let connection: DatabaseConnection

  /// What this opening has read once and keeps.
  let readOnce = ReadOnce()

  /// The id of the language names and texts are shown in (`languages.id`).
  var language: Int = DatabaseReader.english

  /// Every row `sql` yields with `arguments` bound to its `?`s in order.
  func rows(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> [DatabaseRow] {
    let text = sql.replacingEvery(Self.shownLanguage, with: String(language))
    return try await connection.rows(text, arguments.map(\.databaseValue))
  }

  /// The first row `sql` yields, or `nil` when it yields none.
  func row(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> DatabaseRow? {
    try await rows(sql, arguments).first
  }

  /// The integer in the first column of the first row, or `nil`.
  func int(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> Int? {
    try await row(sql, arguments)?.firstInt
  }

  /// The integers in the first column of every row; rows holding none are skipped.
  func ints(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> [Int] {
    try await rows(sql, arguments).compactMap(\.firstInt)
  }

  /// `count` `?`s separated by commas: an `IN (…)` list of values bound in turn.
  static func marks(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ", ")
  }

  /// The texts in the first column of every row; rows holding none are skipped.
  func strings(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> [String] {
    try await rows(sql, arguments).compactMap(\.firstText)
  }
}
