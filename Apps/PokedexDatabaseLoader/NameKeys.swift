import Domain
import CSQLite

/// The `name_keys` table, derived while the database is built rather than committed:
/// every name of the looked-up kinds in every language, and every Pokémon's English name
/// as shown (kind `pokemon`), as its `SearchKey`, with the entry it names, so that `show
/// Glurak`, `show リザードン` and `move Tonnerre` are one indexed read. A key several
/// languages share is one row. The keys are Domain's `SearchKey`, the very function a
/// look-up folds what the user typed with.
enum NameKeys {
  /// The kinds of `names` a look-up by name reads: every kind of entry (its `names.kind`
  /// is its `EntryKind`'s raw value, so a new kind is keyed without a line here), and the
  /// species and forms a Pokémon is also named by, and the games `--game` names.
  static let kinds =
    EntryKind.allCases.map(\.rawValue) + ["pokemon-species", "pokemon-form", "version"]

  /// The tables made here, which have no table file.
  static let tables: Set<String> = ["name_keys"]

  static func fill(_ connection: Connection) throws {
    let list = kinds.map { "'\($0)'" }.joined(separator: ", ")
    let read = try connection.prepare("""
      SELECT 'pokemon', id, display_name FROM pokemon
      UNION ALL
      SELECT kind, entry_id, name FROM names WHERE kind IN (\(list))
      """)
    defer { sqlite3_finalize(read) }
    let insert = try connection.prepare("INSERT OR IGNORE INTO name_keys VALUES (?, ?, ?)")
    defer { sqlite3_finalize(insert) }
    while sqlite3_step(read) == SQLITE_ROW {
      guard let kind = sqlite3_column_text(read, 0).map({ String(cString: $0) }),
        let name = sqlite3_column_text(read, 2).map({ String(cString: $0) })
      else { continue }
      let key = SearchKey.of(name)
      guard !key.isEmpty else { continue }
      sqlite3_reset(insert)
      sqlite3_bind_text(insert, 1, key, -1, sqliteTransient)
      sqlite3_bind_text(insert, 2, kind, -1, sqliteTransient)
      sqlite3_bind_int64(insert, 3, sqlite3_column_int64(read, 1))
      guard sqlite3_step(insert) == SQLITE_DONE else {
        throw LoadFailure("name_keys: \(connection.lastError)")
      }
    }
  }
}
