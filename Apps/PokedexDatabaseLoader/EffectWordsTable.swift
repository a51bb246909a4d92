import PokedexKeys

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
    let texts = try connection.rows("""
      SELECT kind, entry_id, language_id, coalesce(effect, '') || ' ' || coalesce(short_effect, '')
      FROM effects WHERE kind IN (\(list))
      """)
    let lines = texts.compactMap { row -> [String]? in
      guard row.count == 4 else { return nil }
      var seen: Set<Substring> = []
      let words = EffectWords.words(of: row[3]).filter { seen.insert($0).inserted }
      return words.isEmpty ? nil : Array(row[0..<3]) + [words.joined(separator: " ")]
    }
    try connection.insert("INSERT INTO effect_words VALUES (?, ?, ?, ?)", each: lines, table: "effect_words")
  }
}
