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
  /// Every name `--game` takes: each game's slug (`red`, `scarlet`), oldest first, then
  /// each group's that is not also a game's (`red-blue`, `scarlet-violet`).
  public func gameNames() async throws -> [String] {
    let slugs = try await gameSlugs()
    let named = Set(slugs.games)
    return slugs.games + slugs.groups.filter { !named.contains($0) }
  }

  /// Each game's slug and each group's, each in id order.
  public func gameSlugs() async throws -> (games: [String], groups: [String]) {
    try await read { db in
      (
        try await db.strings("SELECT identifier FROM versions ORDER BY id"),
        try await db.strings("SELECT identifier FROM version_groups ORDER BY id")
      )
    }
  }

  /// Every game's names in every language with the game's slug (`Écarlate`, `scarlet`), in
  /// the games' order then the languages': about 500 rows, read when `--game` names one
  /// that is no slug.
  public func gameNamesInEveryLanguage() async throws -> [(name: String, slug: String)] {
    try await read { db in
      try await db.rows("""
          SELECT n.name, v.identifier FROM names n JOIN versions v ON v.id = n.entry_id
          WHERE n.kind = 'version' ORDER BY v.id, n.language_id
          """
      ).compactMap { row in
        guard let name = row.text("name"), let slug = row.text("identifier") else { return nil }
        return (name, slug)
      }
    }
  }
}
