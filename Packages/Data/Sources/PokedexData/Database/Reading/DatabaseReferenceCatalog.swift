import Domain

/// The built-in database's entries of every kind, by name, behind Domain's
/// `ReferenceCatalog`: one query, about 6,000 rows.
public struct DatabaseReferenceCatalog: ReferenceCatalog {
  let database: PokedexDatabase
  /// The kinds besides the Pokémon, and their tables, in the order their entries come.
  let tables: [FoundTable]

  /// - Parameter tables: the kinds besides the Pokémon whose entries are searched; the
  ///   app passes its registry's (`ShownKinds.foundTables`), so a new kind is found by
  ///   declaring it there.
  public init(database: PokedexDatabase, tables: [FoundTable]) {
    self.database = database
    self.tables = tables
  }

  /// The entries a name in any language starts with `key`: one range of the `name_keys`
  /// index, a species' or a form's name read as its Pokémon's.
  public func entries(namedStartingWith key: String) async throws -> [NamedEntry] {
    // Every key that starts with `key` sorts from it to it followed by the last scalar.
    let end = key + "\u{10FFFF}"
    return try await database.read { db in
      try await db.rows("""
          SELECT 'pokemon' AS kind, entry_id AS id, key FROM name_keys
          WHERE kind = 'pokemon' AND key >= ? AND key < ?
          UNION ALL
          SELECT 'pokemon', p.id, k.key FROM name_keys k
          JOIN pokemon p ON p.species_id = k.entry_id AND p.is_default = 1
          WHERE k.kind = 'pokemon-species' AND k.key >= ? AND k.key < ?
          UNION ALL
          SELECT 'pokemon', f.pokemon_id, k.key FROM name_keys k
          JOIN pokemon_forms f ON f.id = k.entry_id
          WHERE k.kind = 'pokemon-form' AND k.key >= ? AND k.key < ?
          UNION ALL
          SELECT kind, entry_id, key FROM name_keys
          WHERE kind IN (\(kindList)) AND key >= ? AND key < ?
          """,
        [key, end, key, end, key, end, key, end]
      ).compactMap { row -> NamedEntry? in
        guard let kind = row.text("kind").flatMap(EntryKind.init(rawValue:)),
          let id = row.int("id"), let found = row.rawText("key")
        else { return nil }
        return NamedEntry(kind: kind, id: id, isExact: found == key)
      }
    }
  }

  public func everyEntry() async throws -> [ReferenceHit] {
    try await database.read { db in
      try await db.rows(everyEntrySQL).compactMap { row -> ReferenceHit? in
        guard let kind = row.text("kind").flatMap(EntryKind.init(rawValue:)),
          let id = row.int("id"), let slug = row.text("identifier")
        else { return nil }
        return ReferenceHit(
          kind: kind, id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug))
      }
    }
  }

  /// The kinds besides the Pokémon, as an SQL list (`'move', 'ability'`); the names are
  /// `EntryKind`'s own, never a user's.
  private var kindList: String {
    tables.map { "'\($0.kind.rawValue)'" }.joined(separator: ", ")
  }

  /// Every kind's id, slug and name in the language shown (else English); types only
  /// those with a chart (the 18). The shown language's name is looked up only when that
  /// is not English: the English name is beside it (a Pokémon's is its `display_name`),
  /// and `find` reads about 6,000 entries.
  private var everyEntrySQL: String {
    ([
      """
      SELECT 'pokemon' AS kind, p.id, p.identifier, coalesce((SELECT name FROM names
          WHERE SHOWN_LANGUAGE != 9 AND kind = 'pokemon' AND entry_id = p.id
            AND language_id = SHOWN_LANGUAGE), p.display_name) AS name
        FROM pokemon p
      """
    ] + tables.map { Self.entries(of: $0.kind, in: $0.table, $0.condition) })
      .joined(separator: "\nUNION ALL\n")
  }

  /// One kind's part of the query: the id, slug and name of each entry of `table` that
  /// `condition` keeps. `table` and `condition` are the code's own (a `FoundTable`'s),
  /// never outside text.
  private static func entries(
    of kind: EntryKind, in table: String, _ condition: String = ""
  ) -> String {
    """
    SELECT '\(kind.rawValue)', x.id, x.identifier, coalesce((SELECT name FROM names
        WHERE SHOWN_LANGUAGE != 9 AND kind = '\(kind.rawValue)' AND entry_id = x.id
          AND language_id = SHOWN_LANGUAGE), n.name)
      FROM \(table) x
      LEFT JOIN names n ON n.kind = '\(kind.rawValue)' AND n.entry_id = x.id AND n.language_id = 9
      \(condition)
    """
  }
}

/// A kind `find` searches besides the Pokémon, and the built-in table of its entries
/// (whose `id`, `identifier` and names are read), with the condition a row must meet.
///
/// Contract: the table's name is written in pokecli's source (a kind's `KindStorage`),
/// never taken from outside: it becomes part of an SQL query.
public struct FoundTable: Sendable {
  public let kind: EntryKind
  public let table: String
  let condition: String

  public init(kind: EntryKind, table: String) {
    self.init(kind: kind, table: table, condition: "")
  }

  private init(kind: EntryKind, table: String, condition: String) {
    self.kind = kind
    self.table = table
    self.condition = condition
  }

  /// The eighteen battle types: those the chart has (not `unknown`, `shadow`, `stellar`).
  public static let types = FoundTable(
    kind: .type, table: "types",
    condition: "WHERE x.id IN (SELECT DISTINCT target_type_id FROM type_efficacy)")
  /// The natures.
  public static let natures = FoundTable(kind: .nature, table: "natures")
}
