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

  /// Every kind's id, slug and English name; types only those with a chart (the 18).
  private static let sql = """
    SELECT 'pokemon' AS kind, id, identifier, display_name AS name FROM pokemon
    UNION ALL
    SELECT 'move', m.id, m.identifier, n.name FROM moves m
      LEFT JOIN names n ON n.kind = 'move' AND n.entry_id = m.id AND n.language_id = 9
    UNION ALL
    SELECT 'ability', a.id, a.identifier, n.name FROM abilities a
      LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    UNION ALL
    SELECT 'item', i.id, i.identifier, n.name FROM items i
      LEFT JOIN names n ON n.kind = 'item' AND n.entry_id = i.id AND n.language_id = 9
    UNION ALL
    SELECT 'type', t.id, t.identifier, n.name FROM types t
      LEFT JOIN names n ON n.kind = 'type' AND n.entry_id = t.id AND n.language_id = 9
      WHERE t.id IN (SELECT DISTINCT target_type_id FROM type_efficacy)
    UNION ALL
    SELECT 'nature', x.id, x.identifier, n.name FROM natures x
      LEFT JOIN names n ON n.kind = 'nature' AND n.entry_id = x.id AND n.language_id = 9
    """
}
