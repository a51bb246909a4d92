import Domain

/// The list side of the Pokémon tables: the national list, the rows, the species of a
/// generation and the Pokémon of a type. Everything leaves as Domain or Swift values.
extension PokedexDatabase {
  /// The national list (every `pokemon` row, in id order, as PokeAPI lists them) and the
  /// species slugs whose default Pokémon has another slug (`giratina` → 487).
  func pokemonNames() async throws -> BuiltInNames {
    try await read { db in
      let pokemon = try await db.rows("SELECT id, identifier FROM pokemon ORDER BY id")
        .compactMap { row -> (Int, String)? in
          guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
          return (id, slug)
        }
      let species = try await db.rows("""
          SELECT s.identifier, p.id FROM species s
          JOIN pokemon p ON p.species_id = s.id AND p.is_default = 1
          WHERE p.identifier <> s.identifier ORDER BY s.id, p.id
          """
      ).compactMap { row -> (String, Int)? in
        guard let slug = row.text("identifier"), let id = row.int("id") else { return nil }
        return (slug, id)
      }
      return BuiltInNames(
        ids: pokemon.map(\.0), slugs: pokemon.map(\.1),
        speciesNames: Dictionary(species, uniquingKeysWith: { first, _ in first }))
    }
  }

  /// Whether a `pokemon` row has id `id`.
  func holdsPokemon(id: Int) async throws -> Bool {
    try await read { db in
      try await db.row("SELECT 1 AS held FROM pokemon WHERE id = ?", [id]) != nil
    }
  }

  /// The id of the Pokémon whose slug is `slug`, else of the default Pokémon of the
  /// species whose slug it is; `nil` when neither exists.
  func pokemonID(slug: String) async throws -> Int? {
    try await read { db -> Int? in
      if let row = try await db.row("SELECT id FROM pokemon WHERE identifier = ?", [slug])
      {
        return row.int("id")
      }
      return try await db.row("""
          SELECT p.id FROM species s JOIN pokemon p ON p.species_id = s.id AND p.is_default = 1
          WHERE s.identifier = ? ORDER BY p.id LIMIT 1
          """,
        [slug]
      )?.int("id")
    }
  }

  /// The id of the Pokémon whose slug without its hyphens is `compact` (`porygonz`), else
  /// of the default Pokémon of the species whose slug it so is; the lowest id of two;
  /// `nil` when neither exists.
  ///
  /// In SQL rather than over every slug, as `id(in:slug:compact:)`: a slug's compact form
  /// (`NameNormalizer.compact`) is the slug without its hyphens because the schema holds
  /// the Pokémon's and the species' slugs to `a-z`, `0-9` and `-`.
  func pokemonID(compact: String) async throws -> Int? {
    try await read { db -> Int? in
      if let id = try await db.int(
        "SELECT id FROM pokemon WHERE replace(identifier, '-', '') = ? ORDER BY id LIMIT 1",
        [compact])
      {
        return id
      }
      return try await db.int("""
        SELECT p.id FROM species s JOIN pokemon p ON p.species_id = s.id AND p.is_default = 1
        WHERE replace(s.identifier, '-', '') = ? ORDER BY p.id LIMIT 1
        """, [compact])
    }
  }

  /// The list rows of the Pokémon `ids` the database holds, by id: slug, display name,
  /// species and types in slot order.
  func summaries(ids: [Int]) async throws -> [Int: PokemonSummary] {
    guard let list = Self.sqlList(ids) else { return [:] }
    return try await read { db in
      var types: [Int: [PokemonType]] = [:]
      for row in try await db.rows("""
          SELECT pt.pokemon_id, t.identifier FROM pokemon_types pt JOIN types t ON t.id = pt.type_id
          WHERE pt.pokemon_id IN (\(list)) ORDER BY pt.pokemon_id, pt.slot
          """)
      {
        guard let id = row.int("pokemon_id"), let slug = row.text("identifier") else { continue }
        types[id, default: []].append(PokemonType(slug: slug))
      }
      var summaries: [Int: PokemonSummary] = [:]
      for row in try await db.rows("""
          SELECT id, identifier, coalesce((SELECT name FROM names
              WHERE kind = 'pokemon' AND entry_id = id AND language_id = SHOWN_LANGUAGE),
            display_name) AS display_name, species_id
          FROM pokemon WHERE id IN (\(list))
          """)
      {
        guard let id = row.int("id"), let slug = row.text("identifier"),
          let speciesID = row.int("species_id")
        else { continue }
        summaries[id] = PokemonSummary(
          id: id, name: slug, displayName: row.text("display_name") ?? "",
          speciesID: speciesID, types: types[id] ?? [])
      }
      return summaries
    }
  }

  /// The Pokémon, forms included (Giratina's Origin Forme, Mega Garchomp), whose species
  /// generation `generation` introduced, ascending; `nil` when the database knows no such
  /// generation.
  func pokemonIDs(inGeneration generation: Int) async throws -> [Int]? {
    try await read { db -> [Int]? in
      guard
        try await db.row("SELECT 1 AS held FROM generations WHERE id = ?", [generation]) != nil
      else { return nil }
      return try await db.rows("""
          SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id
          WHERE s.generation_id = ? ORDER BY p.id
          """,
        [generation]
      ).compactMap { $0.int("id") }
    }
  }

  /// The Pokémon (forms included) that have the type `slug`; `nil` when the database
  /// knows no such type.
  func pokemonIDs(ofType slug: String) async throws -> [Int]? {
    try await read { db -> [Int]? in
      guard
        let type = try await db.row("SELECT id FROM types WHERE identifier = ?", [slug])?.int("id")
      else { return nil }
      return try await db.rows("SELECT DISTINCT pokemon_id FROM pokemon_types WHERE type_id = ? ORDER BY pokemon_id",
        [type]
      ).compactMap { $0.int("pokemon_id") }
    }
  }

  /// Every type the database knows, in the games' order: what `update` fetches the members
  /// of.
  public func types() async throws -> [PokemonType] {
    try await read { db in
      try await db.rows("SELECT identifier FROM types")
        .compactMap { $0.text("identifier").map { PokemonType(slug: $0) } }.sorted()
    }
  }

  /// Every generation the database knows, in order.
  public func generations() async throws -> [Int] {
    try await read { db in
      try await db.rows("SELECT id FROM generations ORDER BY id").compactMap { $0.int("id") }
    }
  }
}

extension PokedexDatabase {
  /// The traits of the Pokémon numbered `ids` (base stats, the species' rare class, when
  /// it came and its past types and stats, read as their cards read them), by id; an id
  /// the database does not hold is left out. A few statements for any number of Pokémon:
  /// sorting all of them by a stat read every card before, a few milliseconds each.
  func traits(ids: [Int]) async throws -> [Int: PokemonTraits] {
    guard !ids.isEmpty else { return [:] }
    let wanted = Set(ids)
    // A stat sort asks for every Pokémon: its ids written out are two lists of 1,351
    // numbers for SQLite to parse (a tenth of `list --sort total`), for no row left out.
    // Many ids read every row, and the rows of others are passed over here.
    let list = wanted.count < Self.manyIDs ? Self.sqlList(ids) : nil
    return try await read { db in
      // The stats' names read once, not on each of the thousands of rows.
      var names: [Int: String] = [:]
      for row in try await db.rows("SELECT id, identifier FROM stats") {
        guard let id = row.int("id"), let name = row.text("identifier") else { continue }
        names[id] = name
      }
      var stats: [Int: [BaseStat]] = [:]
      for row in try await db.rows("""
          SELECT pokemon_id, stat_id, base_stat FROM pokemon_stats
          \(list.map { "WHERE pokemon_id IN (\($0))" } ?? "")
          ORDER BY pokemon_id, stat_id
          """)
      {
        guard let id = row.int("pokemon_id"), wanted.contains(id),
          let name = row.int("stat_id").flatMap({ names[$0] })
        else { continue }
        stats[id, default: []].append(BaseStat(name: name, value: row.int("base_stat") ?? 0))
      }
      let past = try await Self.everyPokemonsPastValues(
        in: db, typesAndAbilities: true, abilities: false)
      var traits: [Int: PokemonTraits] = [:]
      // An alternate form came by the later of its species' generation and its group's,
      // as `forms(species:in:)` tells a card's forms.
      for row in try await db.rows("""
          SELECT p.id, s.is_baby, s.is_legendary, s.is_mythical, s.generation_id,
            \(Self.formGenerationColumn)
          FROM pokemon p
          LEFT JOIN species s ON s.id = p.species_id
          \(list.map { "WHERE p.id IN (\($0))" } ?? "")
          """)
      {
        guard let id = row.int("id"), wanted.contains(id) else { continue }
        traits[id] = PokemonTraits(
          id: id, stats: stats[id] ?? [], rarity: Self.rarity(row),
          came: [row.int("generation_id"), row.int("form_generation")].compactMap { $0 }.max(),
          past: PokemonPastValues.typesAndStats(of: past[id]))
      }
      return traits
    }
  }

  /// The generation an alternate form's group of games came in, of the Pokémon row `p`
  /// (NULL for a species' default Pokémon): the group of the form of the Pokémon's own
  /// name, as `forms(species:in:)` tells a card's forms. A column named `form_generation`.
  static let formGenerationColumn = """
    CASE WHEN p.is_default THEN NULL ELSE (SELECT g.generation_id FROM pokemon_forms f
        JOIN version_groups g ON g.id = f.version_group_id
        WHERE f.pokemon_id = p.id AND f.identifier = p.identifier ORDER BY f.id LIMIT 1)
      END AS form_generation
    """

  /// How many ids a read takes whole rather than as an `IN` list (`traits(ids:)`).
  private static let manyIDs = 500

  /// `ids` written as an SQL list (`1,4,25`), each once, or `nil` for none. The ids are
  /// Swift integers, so writing them into the SQL is safe; as arguments, a list this long
  /// (every Pokémon) would pass SQLite's limit on variables.
  private static func sqlList(_ ids: [Int]) -> String? {
    guard !ids.isEmpty else { return nil }
    return Set(ids).sorted().map(String.init).joined(separator: ",")
  }
}
