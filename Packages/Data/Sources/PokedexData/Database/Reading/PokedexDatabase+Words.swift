import Domain

/// What every reader of the database's words shares: the games' texts of an entry, and a
/// slug with its English name.
extension PokedexDatabase {
  /// The texts of `kind`'s entry `id` in the language shown, one per game group, oldest
  /// first; its English ones (marked so) when that language has none. `groups` when the
  /// caller has read them already.
  static func gameTexts(
    _ db: DatabaseReader, kind: String, id: Int, groups known: [Int: GameGroup]? = nil
  ) async throws -> [GameText] {
    let groups: [Int: GameGroup]
    if let known { groups = known } else { groups = try await gameGroups(db) }
    let rows = try await db.rows("""
        SELECT version_group_id, text, language_id FROM flavor_texts
        WHERE kind = ? AND entry_id = ? AND language_id IN (SHOWN_LANGUAGE, 9)
        """,
      [kind, id])
    let shown = rows.contains { $0.int("language_id") == db.language } ? db.language : DatabaseReader.english
    return rows.compactMap { row -> GameText? in
      guard row.int("language_id") == shown,
        let group = row.int("version_group_id").flatMap({ groups[$0] }),
        let text = row.rawText("text")
      else { return nil }
      var gameText = GameText(game: group, text: FlavorText.clean(SafeText.clean(text)))
      if shown != db.language { gameText.isEnglishFallback = true }
      return gameText
    }.sorted { $0.game < $1.game }
  }

  /// `column`'s slug (in `<column>_slug`) with its name (in the language shown, else
  /// English); `nil` without a slug.
  static func named(_ row: DatabaseRow, _ column: String) -> NamedSlug? {
    guard let slug = row.text(column + "_slug") else { return nil }
    return NamedSlug(slug: slug, displayName: row.text(column) ?? DisplayName.titleCased(slug))
  }
}

extension PokedexDatabase {
  /// The slug of the game one of whose names, in any language, has `key` as its
  /// `SearchKey` (`Écarlate`, `朱` → `scarlet`): one indexed read of `name_keys`; the
  /// oldest game when several share the name; `nil` for none.
  public func gameSlug(namedBy key: String) async throws -> String? {
    try await read { db in
      try await db.strings("""
          SELECT v.identifier FROM name_keys k JOIN versions v ON v.id = k.entry_id
          WHERE k.key = ? AND k.kind = 'version' ORDER BY v.id LIMIT 1
          """, [key]
      ).first
    }
  }
}
