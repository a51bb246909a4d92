import CSQLite
import Domain

/// The `effect_words` table, derived while the database is built rather than committed:
/// for each ability's and item's effect texts in a language, the words they hold as
/// `EffectWords` folds them (lowercased, accents dropped, letters and digits), each once,
/// space-separated. A query's effect word (`abilities "immune ground"`, `items "raises
/// speed"`) is then a look for ` stem` in a short line, done by SQLite, where folding every
/// text again for each word cost a query 50 ms a word. The folding is Domain's, the very
/// function the query's words are folded with.
enum EffectWordsTable {
  /// The tables made here, which have no table file.
  static let tables: Set<String> = ["effect_words"]

  /// The kinds whose effects a query reads (`QueryWordKind.namesKind`).
  static let kinds = ["ability", "item"]

  static func fill(_ connection: Connection) throws {
    let list = kinds.map { "'\($0)'" }.joined(separator: ", ")
    let read = try connection.prepare("""
      SELECT kind, entry_id, language_id, coalesce(effect, '') || ' ' || coalesce(short_effect, '')
      FROM effects WHERE kind IN (\(list))
      """)
    defer { sqlite3_finalize(read) }
    let insert = try connection.prepare("INSERT INTO effect_words VALUES (?, ?, ?, ?)")
    defer { sqlite3_finalize(insert) }
    while sqlite3_step(read) == SQLITE_ROW {
      guard let kind = sqlite3_column_text(read, 0).map({ String(cString: $0) }),
        let text = sqlite3_column_text(read, 3).map({ String(cString: $0) })
      else { continue }
      var seen: Set<Substring> = []
      let words = EffectWords.words(of: text).filter { seen.insert($0).inserted }
      guard !words.isEmpty else { continue }
      sqlite3_reset(insert)
      sqlite3_bind_text(insert, 1, kind, -1, sqliteTransient)
      sqlite3_bind_int64(insert, 2, sqlite3_column_int64(read, 1))
      sqlite3_bind_int64(insert, 3, sqlite3_column_int64(read, 2))
      sqlite3_bind_text(insert, 4, words.joined(separator: " "), -1, sqliteTransient)
      guard sqlite3_step(insert) == SQLITE_DONE else {
        throw LoadFailure("effect_words: \(connection.lastError)")
      }
    }
  }
}
