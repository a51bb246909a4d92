import PokedexKeys

/// The `name_keys` table, derived while the database is built rather than committed:
/// every name of the looked-up kinds in every language, and every Pokémon's English name
/// as shown (kind `pokemon`), as its `SearchKey`, with the entry it names, so that `show
/// Glurak`, `show リザードン` and `move Tonnerre` are one indexed read. A key several
/// languages share is one row. The keys are Domain's `SearchKey`, the very function a
/// look-up folds what the user typed with.
enum NameKeys {
  /// The kinds of `names` a look-up by name reads: every kind of entry (its `names.kind`
  /// is its `EntryKind`'s raw value, so a new kind is keyed without a line here), the
  /// species and forms a Pokémon is also named by, the games `--game` names, and every
  /// other thing a query's word can name (`PokedexDatabase.QueryWordKind`: `oeuf`,
  /// `vitesse`, `spécial`), about 900 names more.
  static let kinds =
    EntryKind.allCases.map(\.rawValue) + ["pokemon-species", "pokemon-form", "version"]
    + [
      "egg-group", "pokemon-color", "pokemon-shape", "pokemon-habitat", "pokedex",
      "move-learn-method", "stat", "item-category", "item-pocket", "item-attribute",
      "move-damage-class", "move-target", "move-ailment",
    ]

  /// The tables made here, which have no table file.
  static let tables: Set<String> = ["name_keys"]

  static func fill(_ connection: Connection) throws {
    let list = kinds.map { "'\($0)'" }.joined(separator: ", ")
    let names = try connection.rows("""
      SELECT 'pokemon', id, display_name FROM pokemon
      UNION ALL
      SELECT kind, entry_id, name FROM names WHERE kind IN (\(list))
      """)
    let keyed = names.compactMap { row -> [String]? in
      guard row.count == 3 else { return nil }
      let key = SearchKey.of(row[2])
      return key.isEmpty ? nil : [key, row[0], row[1]]
    }
    try connection.insert("INSERT OR IGNORE INTO name_keys VALUES (?, ?, ?)", each: keyed, table: "name_keys")
  }
}
