import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import SQLiteNIO

/// What every reader of the database's words shares: the games' texts of an entry, and a
/// slug with its English name.
extension PokedexDatabase {
  /// The English texts of `kind`'s entry `id`, one per game group, oldest first;
  /// `groups` when the caller has read them already.
  static func gameTexts(
    _ db: DatabaseReader, kind: String, id: Int, groups known: [Int: GameGroup]? = nil
  ) async throws -> [GameText] {
    let groups: [Int: GameGroup]
    if let known { groups = known } else { groups = try await gameGroups(db) }
    return try await db.rows("""
        SELECT version_group_id, text FROM flavor_texts
        WHERE kind = ? AND entry_id = ? AND language_id = 9
        """,
      [kind, id]
    ).compactMap { row -> GameText? in
      guard let group = row.int("version_group_id").flatMap({ groups[$0] }),
        let text = row.rawText("text")
      else { return nil }
      return GameText(game: group, text: FlavorText.clean(SafeText.clean(text)))
    }.sorted { $0.game < $1.game }
  }

  /// `column`'s slug (in `<column>_slug`) with its English name; `nil` without a slug.
  static func named(_ row: SQLiteRow, _ column: String) -> NamedSlug? {
    guard let slug = row.text(column + "_slug") else { return nil }
    return NamedSlug(slug: slug, displayName: row.text(column) ?? DisplayName.titleCased(slug))
  }
}

extension PokedexDatabase {
  /// Every name `--game` takes: each game's slug (`red`, `scarlet`), oldest first, then
  /// each group's that is not also a game's (`red-blue`, `scarlet-violet`).
  public func gameNames() async throws -> [String] {
    try await read { db in
      let games = try await db.strings("SELECT identifier FROM versions ORDER BY id")
      let groups = try await db.strings("SELECT identifier FROM version_groups ORDER BY id")
      let named = Set(games)
      return games + groups.filter { !named.contains($0) }
    }
  }
}
