import Domain

/// The built-in database's natures behind Domain's `NatureRepository`: one query, with
/// the names of the nature, its stats and its flavors in the language shown.
public struct DatabaseNatureRepository: NatureRepository, EntryRepository {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func natures() async throws -> [Nature] {
    try await read()
  }

  public var kind: EntryKind { .nature }

  /// The nature `query` names, by slug or number, else by its name in any language
  /// ("Hardi", "がんばりや"): the table is 25 rows, so it is read whole.
  public func entry(_ query: EntryQuery) async throws -> Nature {
    let natures = try await read()
    do {
      return try Nature.named(query, in: natures)
    } catch let error as PokedexError {
      guard case .name(let slug) = query,
        let id = try await database.entryIDs(namedBy: SearchKey.of(slug), kind: "nature").first,
        let nature = natures.first(where: { $0.id == id })
      else { throw error }
      return nature
    }
  }

  private func read() async throws -> [Nature] {
    try await database.read { db in
      try await db.rows(Self.sql).compactMap { row -> Nature? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return Nature(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          raises: Self.named(row, "raises"), lowers: Self.named(row, "lowers"),
          likes: Self.named(row, "likes"), dislikes: Self.named(row, "dislikes"))
      }
    }
  }

  /// The slug in `column`'s `_slug` column with its name (else the slug in title case);
  /// `nil` when there is none.
  private static func named(_ row: DatabaseRow, _ column: String) -> NamedSlug? {
    guard let slug = row.text(column + "_slug") else { return nil }
    return NamedSlug(slug: slug, displayName: row.text(column) ?? DisplayName.titleCased(slug))
  }

  private static let sql = """
    SELECT n.id, n.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'nature' AND entry_id = n.id AND language_id = SHOWN_LANGUAGE), nn.name) AS name,
      su.identifier AS raises_slug, coalesce((SELECT name FROM names
          WHERE kind = 'stat' AND entry_id = n.increased_stat_id AND language_id = SHOWN_LANGUAGE), up.name) AS raises,
        sd.identifier AS lowers_slug,
      coalesce((SELECT name FROM names
          WHERE kind = 'stat' AND entry_id = n.decreased_stat_id AND language_id = SHOWN_LANGUAGE), dn.name) AS lowers,
        fl.identifier AS likes_slug, coalesce((SELECT name FROM names
          WHERE kind = 'berry-flavor' AND entry_id = n.likes_flavor_id AND language_id = SHOWN_LANGUAGE), lk.name) AS likes,
      fh.identifier AS dislikes_slug, coalesce((SELECT name FROM names
          WHERE kind = 'berry-flavor' AND entry_id = n.hates_flavor_id AND language_id = SHOWN_LANGUAGE), ht.name) AS dislikes
    FROM natures n
    LEFT JOIN names nn ON nn.kind = 'nature' AND nn.entry_id = n.id AND nn.language_id = 9
    LEFT JOIN stats su ON su.id = n.increased_stat_id
    LEFT JOIN names up ON up.kind = 'stat' AND up.entry_id = n.increased_stat_id AND up.language_id = 9
    LEFT JOIN stats sd ON sd.id = n.decreased_stat_id
    LEFT JOIN names dn ON dn.kind = 'stat' AND dn.entry_id = n.decreased_stat_id AND dn.language_id = 9
    LEFT JOIN berry_flavors fl ON fl.id = n.likes_flavor_id
    LEFT JOIN names lk ON lk.kind = 'berry-flavor' AND lk.entry_id = n.likes_flavor_id AND lk.language_id = 9
    LEFT JOIN berry_flavors fh ON fh.id = n.hates_flavor_id
    LEFT JOIN names ht ON ht.kind = 'berry-flavor' AND ht.entry_id = n.hates_flavor_id AND ht.language_id = 9
    ORDER BY n.id
    """
}
