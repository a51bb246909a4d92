import Domain

/// The built-in database's items as list rows, behind Domain's `EntryCatalog`: one query
/// for all of them.
public struct DatabaseItemCatalog: EntryCatalog, BerryCatalog {
  public typealias Kind = Item

  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func rows(for criteria: ItemCriteria) async throws -> [ItemRow] {
    try await database.read { db in
      try await db.rows(Self.sql).compactMap { row -> ItemRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return ItemRow(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          category: PokedexDatabase.named(row, "category"),
          pocket: PokedexDatabase.named(row, "pocket"), cost: row.int("cost"),
          shortEffect: row.rawText("short_effect").map(ItemEffectText.paragraph))
      }
    }
  }

  public func berries() async throws -> [BerryRow] {
    let slugs = try await database.read { db in
      try await db.rows("SELECT id, item_id FROM berries ORDER BY id")
        .compactMap { row -> (Int, Int)? in
          guard let id = row.int("id"), let item = row.int("item_id") else { return nil }
          return (id, item)
        }
    }
    // A berry's facts as its item's card reads them: 68 small reads, a few milliseconds.
    var rows: [BerryRow] = []
    for (number, itemID) in slugs {
      guard let item = try await database.item(id: itemID), let berry = item.berry else { continue }
      rows.append(BerryRow(number: number, item: item.name, displayName: item.displayName, berry: berry))
    }
    return rows
  }

  private static let sql = """
    SELECT i.id, i.identifier, i.cost, coalesce((SELECT name FROM names
        WHERE kind = 'item' AND entry_id = i.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      e.short_effect,
      c.identifier AS category_slug, coalesce((SELECT name FROM names
          WHERE kind = 'item-category' AND entry_id = c.id AND language_id = SHOWN_LANGUAGE), cn.name) AS category,
      p.identifier AS pocket_slug, coalesce((SELECT name FROM names
          WHERE kind = 'item-pocket' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), pn.name) AS pocket
    FROM items i
    LEFT JOIN names n ON n.kind = 'item' AND n.entry_id = i.id AND n.language_id = 9
    LEFT JOIN effects e ON e.kind = 'item' AND e.entry_id = i.id AND e.language_id = 9
    LEFT JOIN item_categories c ON c.id = i.category_id
    LEFT JOIN names cn ON cn.kind = 'item-category' AND cn.entry_id = c.id AND cn.language_id = 9
    LEFT JOIN item_pockets p ON p.id = c.pocket_id
    LEFT JOIN names pn ON pn.kind = 'item-pocket' AND pn.entry_id = p.id AND pn.language_id = 9
    ORDER BY i.id
    """
}
