import Domain
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import SQLiteNIO

/// The built-in database's entries of every kind, by name, behind Domain's
/// `ReferenceCatalog`: one query, about 4,900 rows.
public struct DatabaseReferenceCatalog: ReferenceCatalog {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func everyEntry() async throws -> [ReferenceHit] {
    try await database.read { db in
      try await db.rows(Self.sql).compactMap { row -> ReferenceHit? in
        guard let kind = row.text("kind").flatMap(EntryKind.init(rawValue:)),
          let id = row.int("id"), let slug = row.text("identifier")
        else { return nil }
        return ReferenceHit(
          kind: kind, id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug))
      }
    }
  }

  /// Every kind's id, slug and name in the language shown (else English); types only
  /// those with a chart (the 18).
  private static let sql = """
    SELECT 'pokemon' AS kind, p.id, p.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS name
      FROM pokemon p
    UNION ALL
    SELECT 'move', m.id, m.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'move' AND entry_id = m.id AND language_id = SHOWN_LANGUAGE), n.name) FROM moves m
      LEFT JOIN names n ON n.kind = 'move' AND n.entry_id = m.id AND n.language_id = 9
    UNION ALL
    SELECT 'ability', a.id, a.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) FROM abilities a
      LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    UNION ALL
    SELECT 'item', i.id, i.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'item' AND entry_id = i.id AND language_id = SHOWN_LANGUAGE), n.name) FROM items i
      LEFT JOIN names n ON n.kind = 'item' AND n.entry_id = i.id AND n.language_id = 9
    UNION ALL
    SELECT 'type', t.id, t.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'type' AND entry_id = t.id AND language_id = SHOWN_LANGUAGE), n.name) FROM types t
      LEFT JOIN names n ON n.kind = 'type' AND n.entry_id = t.id AND n.language_id = 9
      WHERE t.id IN (SELECT DISTINCT target_type_id FROM type_efficacy)
    UNION ALL
    SELECT 'nature', x.id, x.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'nature' AND entry_id = x.id AND language_id = SHOWN_LANGUAGE), n.name) FROM natures x
      LEFT JOIN names n ON n.kind = 'nature' AND n.entry_id = x.id AND n.language_id = 9
    """
}
