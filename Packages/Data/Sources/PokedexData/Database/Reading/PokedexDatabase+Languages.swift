import Domain

/// The languages of the built-in data: which `--language` takes, how complete each is,
/// and the names of the small lists in the language shown.
extension PokedexDatabase {
  /// Every language, in PokeAPI's id order, with how much it names (`language_coverage`,
  /// counted by the generator).
  public func languages() async throws -> [LanguageCoverage] {
    try await read { db in
      try await db.rows("""
          SELECT l.id, l.identifier, e.name AS english, o.name AS own, c.species,
            c.pokedex_entries, c.moves, c.abilities, c.items
          FROM languages l
          LEFT JOIN language_coverage c ON c.language_id = l.id
          LEFT JOIN names e ON e.kind = 'language' AND e.entry_id = l.id AND e.language_id = 9
          LEFT JOIN names o ON o.kind = 'language' AND o.entry_id = l.id AND o.language_id = l.id
          ORDER BY l.id
          """
      ).compactMap { row in
        guard row.int("id") != nil, let code = row.text("identifier") else { return nil }
        return LanguageCoverage(
          code: code, name: row.text("english") ?? code, ownName: row.text("own"),
          species: row.int("species") ?? 0, moves: row.int("moves") ?? 0,
          abilities: row.int("abilities") ?? 0, items: row.int("items") ?? 0,
          entries: row.int("pokedex_entries") ?? 0)
      }
    }
  }

  /// The names of the small lists' entries in the language shown. English's holds the
  /// Pokédexes' alone ("Let’s Go Kanto", "Original Hoenn"): the program spells the other
  /// lists' English names itself, but not the Pokédexes'.
  public func vocabulary() async throws -> Vocabulary {
    try await read { [language] db in
      let tables: [(Vocabulary.Kind, String)] =
        language == "en"
        ? [(.pokedex, "pokedexes")]
        : [
          (.type, "types"), (.stat, "stats"), (.version, "versions"),
          (.versionGroup, "version_groups"), (.pokedex, "pokedexes"),
          (.berryFlavor, "berry_flavors"), (.moveDamageClass, "move_damage_classes"),
          (.generation, "generations"),
        ]
      let sql = tables.map { kind, table in
        """
        SELECT '\(kind.rawValue)' AS kind, t.identifier, n.name FROM \(table) t
        JOIN names n ON n.kind = '\(kind.rawValue)' AND n.entry_id = t.id
          AND n.language_id = SHOWN_LANGUAGE
        """
      }.joined(separator: "\nUNION ALL\n")
      var names: [Vocabulary.Kind: [String: String]] = [:]
      for row in try await db.rows(sql) {
        guard let kind = row.text("kind").flatMap(Vocabulary.Kind.init(rawValue:)),
          let slug = row.text("identifier"), let name = row.text("name"), !name.isEmpty
        else { continue }
        names[kind, default: [:]][slug] = name
      }
      return Vocabulary(language: language, names: names)
    }
  }

  /// Every Pokémon's id and its name in the language shown, by id: what `list` prints.
  func everyPokemonName() async throws -> [(id: Int, name: String)] {
    try await read { db in
      try await db.rows("""
          SELECT p.id, coalesce((SELECT name FROM names WHERE kind = 'pokemon' AND entry_id = p.id
            AND language_id = SHOWN_LANGUAGE), p.display_name) AS name
          FROM pokemon p ORDER BY p.id
          """
      ).compactMap { row in
        guard let id = row.int("id"), let name = row.text("name") else { return nil }
        return (id, name)
      }
    }
  }
}
