import Domain

/// The built-in database's Pokédexes behind Domain's `RegionalPokedexCatalog`: each
/// species of a Pokédex with its number there, as its default Pokémon with its types.
public struct DatabaseRegionalPokedexCatalog: RegionalPokedexCatalog {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func pokedexNames() async throws -> [String] {
    try await database.read { db in
      try await db.rows("SELECT identifier FROM pokedexes ORDER BY id")
        .compactMap { $0.text("identifier") }
    }
  }

  public func entries(of slug: String) async throws -> [RegionalEntry] {
    try await database.read { db in
      var types: [Int: [PokemonType]] = [:]
      for row in try await db.rows("""
          SELECT pt.pokemon_id, t.identifier FROM pokemon_types pt
          JOIN types t ON t.id = pt.type_id
          JOIN pokemon p ON p.id = pt.pokemon_id AND p.is_default = 1
          ORDER BY pt.pokemon_id, pt.slot
          """)
      {
        guard let id = row.int("pokemon_id"), let type = row.text("identifier") else { continue }
        types[id, default: []].append(PokemonType(slug: type))
      }
      return try await db.rows("""
          SELECT n.number, p.id, p.identifier, coalesce((SELECT name FROM names
              WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
            p.species_id
          FROM pokedex_numbers n JOIN pokedexes d ON d.id = n.pokedex_id
          JOIN pokemon p ON p.species_id = n.species_id AND p.is_default = 1
          WHERE d.identifier = ? ORDER BY n.number, p.species_id
          """,
        [slug]
      ).compactMap { row -> RegionalEntry? in
        guard let number = row.int("number"), let id = row.int("id"),
          let name = row.text("identifier"), let species = row.int("species_id")
        else { return nil }
        return RegionalEntry(
          number: number,
          pokemon: PokemonSummary(
            id: id, name: name, displayName: row.text("display_name") ?? name,
            speciesID: species, types: types[id] ?? []),
          pokedex: slug)
      }
    }
  }
}

extension DatabaseRegionalPokedexCatalog: PokedexNameIndex {
  /// Reads every Pokédex's name in every language (some 35 × 12 rows) and folds each.
  public func pokedexSlug(named name: String) async throws -> String? {
    let wanted = SearchKey.of(name)
    guard !wanted.isEmpty else { return nil }
    return try await database.read { db in
      try await db.rows("""
          SELECT d.identifier, n.name FROM pokedexes d
          JOIN names n ON n.kind = 'pokedex' AND n.entry_id = d.id ORDER BY d.id, n.language_id
          """
      ).first { row in row.text("name").map(SearchKey.of) == wanted }?.text("identifier")
    }
  }
}
