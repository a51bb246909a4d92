import Foundation
import CSQLite
import PokedexKeys

/// Creates a database from a folder of table files (`schema.sql` and one `<table>.tsv` per
/// table, docs/database.md) and loads every table into it: the build's step that makes the
/// built-in database, and the tests' way to make small ones of their own.
///
/// It speaks SQLite's C API through Data's `CSQLite` module: the system's SQLite, the one
/// pokecli reads the database with at run time.
public struct DatabaseLoader {
  /// Where the new database file goes; it must not exist yet.
  public let path: String
  /// Whether every foreign key must name a row (`DatabaseChecks.foreignKeys`): always for
  /// the built-in database. A test's small database, made from a few fixture documents
  /// whose rows name many the fixtures lack, is loaded without that check.
  public let linksMustResolve: Bool

  public init(path: String, linksMustResolve: Bool = true) {
    self.path = path
    self.linksMustResolve = linksMustResolve
  }

  /// Creates the database at `path` from the tables in `folder`: each table's
  /// `<table>.tsv`, or its `<table>.tsv.z`, which `expand` turns back into the text. Then
  /// checks it (`DatabaseChecks`): its foreign keys and the file's integrity.
  /// - Throws: `LoadFailure` naming the file and line that cannot be loaded, or the
  ///   check that fails.
  public func load(tables folder: URL, expand: (Data) throws -> Data = { _ in
    throw LoadFailure("no way to expand a compressed table file")
  }) throws {
    let connection = try Connection(path: path)
    // A new file nobody reads until this step ends: no journal, no syncing.
    try connection.execute("PRAGMA page_size = 4096; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
    let schema = try String(contentsOf: folder.appendingPathComponent("schema.sql"), encoding: .utf8)
    try connection.execute(schema)
    try connection.execute("BEGIN")
    let derived = NameKeys.tables.union(RosterTable.tables).union(EffectWordsTable.tables)
      .union(PlaceTables.tables)
    for table in try connection.tableNames() where !derived.contains(table) {
      let file = folder.appendingPathComponent("\(table).tsv")
      let compressed = folder.appendingPathComponent("\(table).tsv.z")
      let text: String
      if FileManager.default.fileExists(atPath: file.path) {
        text = try String(contentsOf: file, encoding: .utf8)
      } else if FileManager.default.fileExists(atPath: compressed.path) {
        guard let expanded = String(data: try expand(Data(contentsOf: compressed)), encoding: .utf8)
        else { throw LoadFailure("\(table).tsv.z is not UTF-8 text") }
        text = expanded
      } else {
        throw LoadFailure("no \(table).tsv for table \(table)")
      }
      try load(table, text: text, into: connection)
    }
    let made = try connection.tableNames()
    if made.contains("name_keys") { try NameKeys.fill(connection) }
    if made.contains("roster") { try RosterTable.fill(connection) }
    if made.contains("effect_words") { try EffectWordsTable.fill(connection) }
    if made.contains("place_counts") { try PlaceTables.fill(connection) }
    if linksMustResolve { try DatabaseChecks.foreignKeys(connection) }
    try connection.execute("COMMIT")
    // Statistics for the query planner, then the file written afresh, compact.
    try connection.execute("ANALYZE; VACUUM;")
    try DatabaseChecks.integrity(connection)
  }

  /// The `pokedex_info` table of the database at `path`: the data's date, source and
  /// counts, by key; with its languages' codes (`languages`) and its types' names
  /// (`type_names`: lines of a language's code, a name as its `SearchKey`, folded here so
  /// that a run looking a type up folds only what the user typed, and the type's slug).
  public func info() throws -> [String: String] {
    let connection = try Connection(path: path)
    let languages = try connection.pairs("""
      SELECT 'languages', group_concat(identifier, ' ')
      FROM (SELECT identifier FROM languages ORDER BY id)
      UNION ALL
      SELECT 'type_names', group_concat(line, char(10)) FROM (
        SELECT l.identifier || char(9) || n.name || char(9) || t.identifier AS line
        FROM names n JOIN types t ON t.id = n.entry_id JOIN languages l ON l.id = n.language_id
        -- The main games' types: the chart's and Stellar, which has no matchups;
        -- not PokeAPI's Unknown and Shadow, numbered from 10001.
        WHERE n.kind = 'type' AND t.id < 10000
        ORDER BY t.id, l.id)
      """)
    var made = languages
    made["type_names"] = made["type_names"].map(Self.keyed)
    return try connection.pairs("SELECT key, value FROM pokedex_info")
      .merging(made) { stored, _ in stored }
  }

  /// Type-name lines (code, name, slug) with each name as its `SearchKey`; a name with no
  /// key (nothing but marks) is left out.
  private static func keyed(_ lines: String) -> String {
    lines.split(separator: "\n").compactMap { line -> String? in
      var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3 else { return nil }
      fields[1] = SearchKey.of(fields[1])
      return fields[1].isEmpty ? nil : fields.joined(separator: "\t")
    }.joined(separator: "\n")
  }

  private func load(_ table: String, text: String, into connection: Connection) throws {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.last == "" else { throw LoadFailure("\(table).tsv does not end with a line break") }
    lines.removeLast()
    guard let header = lines.first else { throw LoadFailure("\(table).tsv has no header") }
    let columns = header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let declared = try connection.columns(of: table)
    guard columns == declared.map(\.name) else {
      throw LoadFailure("\(table).tsv has columns \(columns), the schema \(declared.map(\.name))")
    }
    let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    let insert = try connection.prepare("INSERT INTO \(table) VALUES (\(placeholders))")
    defer { sqlite3_finalize(insert) }
    var previous: [Substring] = []
    for (number, line) in lines.dropFirst().enumerated() {
      var fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == columns.count else {
        throw LoadFailure("\(table).tsv line \(number + 2): \(fields.count) values for \(columns.count) columns")
      }
      // `^`: the value of the row above, in the same column.
      for index in fields.indices where fields[index] == "^" {
        guard index < previous.count else {
          throw LoadFailure("\(table).tsv line \(number + 2): ^ with no row above")
        }
        fields[index] = previous[index]
      }
      previous = fields
      sqlite3_reset(insert)
      for (index, field) in fields.enumerated() {
        let position = Int32(index + 1)
        if field.isEmpty {
          sqlite3_bind_null(insert, position)
          continue
        }
        switch declared[index].type {
        case .integer:
          guard let number = Int64(field) else {
            throw LoadFailure("\(table).tsv line \(number + 2): \"\(field)\" is not an integer")
          }
          sqlite3_bind_int64(insert, position, number)
        case .blob:
          guard let bytes = Data(base64Encoded: String(field)),
            let length = Int32(exactly: bytes.count)
          else {
            throw LoadFailure("\(table).tsv line \(number + 2): a BLOB that is not base64")
          }
          _ = bytes.withUnsafeBytes { buffer in
            sqlite3_bind_blob(insert, position, buffer.baseAddress, length, sqliteTransient)
          }
        case .text:
          let value = TableField.unescaped(field)
          sqlite3_bind_text(insert, position, value, -1, sqliteTransient)
        }
      }
      guard sqlite3_step(insert) == SQLITE_DONE else {
        throw LoadFailure("\(table).tsv line \(number + 2): \(connection.lastError)")
      }
    }
  }
}

/// SQLite's "copy this text now" destructor, which Swift cannot spell as a constant.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

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
