import Domain

/// Look-ups by a name: in any language through the `name_keys` table (one indexed read),
/// and by slug in a stored kind's own table; and the other way, an entry's name by its id.
extension PokedexDatabase {
  /// Every entry's id and slug in `table` (a stored kind's, `moves`), in id order: what a
  /// name is looked up in and suggestions are drawn from. `table` is a name the code
  /// declares (`KindStorage.table`), never one read from outside. Read once an opening
  /// (`ReadOnce`): each bare word of a query matches against them all.
  func slugs(in table: String) async throws -> [KindSlug] {
    try await read { db in
      try await db.readOnce.slugs(in: table) {
        try await db.rows("SELECT id, identifier FROM \(table) ORDER BY id")
          .compactMap { row in
            guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
            return (id, slug)
          }
      }
    }
  }

  /// The id of `table`'s entry whose slug is `slug`, else whose slug without its hyphens
  /// is `compact` (`NameNormalizer.compact`), the lowest of two; `nil` for none.
  ///
  /// In SQL rather than over every slug: a slug's compact form is the slug without its
  /// hyphens because the schema holds every stored kind's slug to `a-z`, `0-9` and `-`.
  /// The slug is tried alone first: most names typed are slugs, and comparing each row's
  /// slug costs a twentieth of rewriting each one without its hyphens (0.02 ms against
  /// 0.3 over the moves), which a team's thirteen moves would pay thirteen times.
  func id(in table: String, slug: String, compact: String) async throws -> Int? {
    try await read { db in
      if let id = try await db.int(
        "SELECT id FROM \(table) WHERE identifier = ? ORDER BY id LIMIT 1", [slug])
      {
        return id
      }
      return try await db.int(
        "SELECT id FROM \(table) WHERE replace(identifier, '-', '') = ? ORDER BY id LIMIT 1",
        [compact])
    }
  }

  /// The slug and shown name of `table`'s entry `id` (its name in the language shown, else
  /// in English, else its slug title-cased, as its card names it); `nil` when it holds
  /// none. `kind` is the entry's kind in the `names` table (`item`). One indexed read, for
  /// a use case that needs the name and not the card.
  func name(in table: String, kind: String, id: Int) async throws -> NamedSlug? {
    try await read { db in
      guard
        let row = try await db.row("""
          SELECT t.identifier, coalesce((SELECT name FROM names
              WHERE kind = ?2 AND entry_id = t.id AND language_id = SHOWN_LANGUAGE), (SELECT name FROM names
              WHERE kind = ?2 AND entry_id = t.id AND language_id = 9)) AS name
          FROM \(table) t WHERE t.id = ?1
          """, [id, kind]),
        let slug = row.text("identifier")
      else { return nil }
      return NamedSlug(slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug))
    }
  }

  /// The ids of `kind`'s entries (`move`, `ability`, `item`, `type`, `nature`) one of
  /// whose names, in any language, has `key` as its `SearchKey`; lowest first.
  func entryIDs(namedBy key: String, kind: String) async throws -> [Int] {
    try await read { db in
      try await db.ints(
        "SELECT entry_id FROM name_keys WHERE key = ? AND kind = ? ORDER BY entry_id", [key, kind])
    }
  }

  /// The Pokémon a name in any language names: the Pokémon pokecli shows by that name
  /// ("Méga-Mistigrix ♀"), else a species' default Pokémon ("Glurak", "リザードン"), else
  /// the Pokémon of a form so named ("Raichu d'Alola"); `nil` for none.
  func pokemonID(namedBy key: String) async throws -> Int? {
    try await read { db in
      if let id = try await db.int(
        "SELECT entry_id FROM name_keys WHERE key = ? AND kind = 'pokemon' ORDER BY entry_id LIMIT 1",
        [key])
      {
        return id
      }
      if let id = try await db.int("""
          SELECT p.id FROM name_keys k JOIN pokemon p ON p.species_id = k.entry_id
          WHERE k.key = ? AND k.kind = 'pokemon-species' AND p.is_default = 1
          ORDER BY p.id LIMIT 1
          """, [key])
      {
        return id
      }
      return try await db.int("""
          SELECT f.pokemon_id FROM name_keys k JOIN pokemon_forms f ON f.id = k.entry_id
          WHERE k.key = ? AND k.kind = 'pokemon-form'
          ORDER BY f.is_default DESC, f.pokemon_id LIMIT 1
          """, [key])
    }
  }

  /// The names of `kinds` closest to `key` (a look-up in another script that found
  /// nothing), as the data writes them, in the script typed: only names that are not in
  /// Latin letters are offered for a key that is not.
  func closestNames(to key: String, kinds: [String]) async throws -> [String] {
    try await read { db in
      let placeholders = DatabaseReader.marks(kinds.count)
      let keys = try await db.strings(
        "SELECT DISTINCT key FROM name_keys WHERE kind IN (\(placeholders))", kinds)
      let foreign = !SafeText.isASCII(key)
      let candidates = keys.filter { !foreign || !SafeText.isASCII($0) }
      var names: [String] = []
      for closest in NameSuggestions.closest(to: key, in: candidates) {
        let written = try await db.strings("""
            SELECT n.name FROM name_keys k
            JOIN names n ON n.kind = k.kind AND n.entry_id = k.entry_id
            WHERE k.key = ? AND k.kind IN (\(placeholders)) ORDER BY n.language_id
            """, [closest] + kinds)
        if let name = written.first(where: { SearchKey.of($0) == closest }) {
          names.append(SafeText.clean(name))
        }
      }
      return names
    }
  }

  /// The Pokémon whose name as shown, or its species' name (every Pokémon of the species),
  /// starts with `key` in some language (one range of the `name_keys` index); forms' own
  /// names are left out.
  public func pokemonIDs(namedStartingWith key: String) async throws -> Set<Int> {
    let end = key + "\u{10FFFF}"
    return try await read { db in
      Set(try await db.ints("""
          SELECT entry_id FROM name_keys WHERE kind = 'pokemon' AND key >= ? AND key < ?
          UNION
          SELECT p.id FROM name_keys k JOIN pokemon p ON p.species_id = k.entry_id
          WHERE k.kind = 'pokemon-species' AND k.key >= ? AND k.key < ?
          """, [key, end, key, end]))
    }
  }
}
