import Domain

/// What a search query's words name, in any language the data speaks: a type, an
/// ability, a move, an egg group, a colour, a shape, a habitat, a Pokédex, a game, a
/// learn method or a stat.
extension PokedexDatabase {
  /// A kind of thing a query's word can name: its table (its ids and slugs) and its kind
  /// in the `names` table, whose names' keys `name_keys` holds (the database loader's
  /// `NameKeys.kinds` lists every one). Both are names the code declares, never text
  /// from outside.
  struct QueryWordKind: Sendable {
    /// What a user calls it, for "no egg group named …".
    let noun: String
    let table: String
    let namesKind: String

    static let type = Self("type", "types", "type")
    static let ability = Self("ability", "abilities", "ability")
    static let move = Self("move", "moves", "move")
    static let eggGroup = Self("egg group", "egg_groups", "egg-group")
    static let color = Self("colour", "pokemon_colors", "pokemon-color")
    static let shape = Self("shape", "pokemon_shapes", "pokemon-shape")
    static let habitat = Self("habitat", "pokemon_habitats", "pokemon-habitat")
    static let pokedex = Self("Pokédex", "pokedexes", "pokedex")
    static let learnMethod = Self("learn method", "move_learn_methods", "move-learn-method")
    static let stat = Self("stat", "stats", "stat")
    static let pokemon = Self("Pokémon", "pokemon", "pokemon")
    static let item = Self("item", "items", "item")
    static let itemCategory = Self("item category", "item_categories", "item-category")
    static let itemPocket = Self("pocket", "item_pockets", "item-pocket")
    static let itemAttribute = Self("item attribute", "item_attributes", "item-attribute")
    static let damageClass = Self("class", "move_damage_classes", "move-damage-class")
    static let target = Self("target", "move_targets", "move-target")
    static let ailment = Self("ailment", "move_ailments", "move-ailment")

    /// Every kind above: what the check that `name_keys` keys each one reads.
    static let every: [Self] = [
      .type, .ability, .move, .eggGroup, .color, .shape, .habitat, .pokedex, .learnMethod,
      .stat, .pokemon, .item, .itemCategory, .itemPocket, .itemAttribute, .damageClass,
      .target, .ailment,
    ]

    private init(_ noun: String, _ table: String, _ namesKind: String) {
      self.noun = noun
      self.table = table
      self.namesKind = namesKind
    }
  }

  /// The ids of `kind`'s entries that `word` names: by slug (hyphens or not), else by a
  /// name in any language; none when it names nothing.
  func entryIDs(naming word: String, _ kind: QueryWordKind) async throws -> [Int] {
    let slug = NameNormalizer.slug(word)
    if !slug.isEmpty,
      let id = try await id(in: kind.table, slug: slug, compact: NameNormalizer.compact(word))
    {
      return [id]
    }
    let key = SearchKey.of(word)
    guard !key.isEmpty else { return [] }
    return try await entryIDs(namedBy: key, kind: kind.namesKind)
  }

  /// The ids `sql` reads (its one column), its values bound: what each query term is
  /// answered by.
  func idSet(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> Set<Int> {
    Set(try await read { db in try await db.ints(sql, arguments) })
  }

  /// The ids of the entries of a stored kind (`move`, `ability`, `item`) a list's bare
  /// word matches: part of its slug (`SlugSearch`, the rule its list has always had), or
  /// the start of one of its names in any language (one range of `name_keys`).
  func entryIDs(matchingWord word: String, _ kind: QueryWordKind) async throws -> Set<Int> {
    let term = SearchCriteria.fold(word)
    var kept: Set<Int> = []
    if !term.isEmpty {
      kept = Set(try await slugs(in: kind.table)
        .filter { SlugSearch.matches(term: term, name: $0.slug) }.map(\.id))
    }
    let key = SearchKey.of(word)
    if key.count >= 2 {
      kept.formUnion(try await read { db in
        try await db.ints(
          "SELECT entry_id FROM name_keys WHERE kind = ? AND key >= ? AND key < ?",
          [kind.namesKind, key, key + "\u{10FFFF}"])
      })
    }
    return kept
  }

  /// The entries of a kind with effects (`ability`, `item`) a bare word matches: by a
  /// name (`entryIDs(matchingWord:_:)`) or a word of an effect (`entryIDs(withEffect:)`).
  func entryIDs(namedOrDescribedBy word: String, _ kind: QueryWordKind) async throws -> Set<Int> {
    try await entryIDs(matchingWord: word, kind)
      .union(try await entryIDs(withEffect: [word], kind: kind.namesKind))
  }

  /// The ids of the entries of `kind` (`ability`, `item`) whose effect and short effect,
  /// in one language, hold every one of `words` (`EffectWords`): a word of theirs starts
  /// with each word's stem. Read from `effect_words`, the texts' words folded when the
  /// database was built, each stem bound, never written into the SQL.
  func entryIDs(withEffect words: [String], kind: String) async throws -> Set<Int> {
    let stems = words.map(EffectWords.stem)
    guard !stems.isEmpty, !stems.contains(where: \.isEmpty) else { return [] }
    // A word starts with the stem where the line, a space before its first word, holds
    // a space and the stem.
    let holds = stems.map { _ in " AND instr(' ' || words, ' ' || ?) > 0" }.joined()
    return try await idSet(
      "SELECT DISTINCT entry_id FROM effect_words WHERE kind = ?" + holds, [kind] + stems)
  }

  /// The ids of `kind`'s entries that `word` names, as `entryIDs(naming:_:)` reads them.
  /// - Throws: `noSuchChoice` with the closest names when it names none.
  func namedIDs(_ word: String, _ kind: QueryWordKind) async throws -> [Int] {
    let named = try await entryIDs(naming: word, kind)
    guard !named.isEmpty else { throw try await noSuch(kind, named: word) }
    return named
  }

  /// `noSuchChoice` for `word`, a name of `kind` that names nothing: the closest slugs,
  /// and every slug when there are few.
  func noSuch(_ kind: QueryWordKind, named word: String) async throws -> PokedexError {
    let slugs = try await slugs(in: kind.table).map(\.slug)
    return .noSuchChoice(
      noun: kind.noun, given: word,
      suggestions: NameSuggestions.closest(to: NameNormalizer.slug(word), in: slugs),
      choices: slugs.count <= 30 ? slugs : [])
  }
}


extension PokedexDatabase {
  /// A Pokémon as a matchup term reads it.
  struct Defender: Sendable {
    let id: Int
    let types: [PokemonType]
    let abilities: [String]
  }

  /// Every Pokémon's types and abilities, each in slot order; only those of `ids` when
  /// given (a page's rows: up to `PageRequest.maximumLimit`, bound one by one). Every
  /// Pokémon's are read once an opening, however many matchup terms ask
  /// (`weak ice, !weak rock`).
  func defenders(ids: [Int]? = nil) async throws -> [Defender] {
    try await read { db in
      guard let ids else {
        return try await db.readOnce.defenders { try await Self.defenders(ids: nil, in: db) }
      }
      return try await Self.defenders(ids: ids, in: db)
    }
  }

  /// `defenders(ids:)` in three plain reads in key order: a subquery a Pokémon, each
  /// sorting its two rows, and the lists split out of joined text cost five times as much.
  private static func defenders(ids: [Int]?, in db: DatabaseReader) async throws -> [Defender] {
    let only = ids.map { "IN (" + DatabaseReader.marks($0.count) + ")" }
    let arguments: [any DatabaseArgument] = ids ?? []
    let types = try await slugsBySlot(
      "SELECT pt.pokemon_id, t.identifier FROM pokemon_types pt JOIN types t ON t.id = pt.type_id",
      owner: "pt.pokemon_id", only: only, arguments, in: db)
    let abilities = try await slugsBySlot(
      "SELECT pa.pokemon_id, a.identifier FROM pokemon_abilities pa JOIN abilities a ON a.id = pa.ability_id",
      owner: "pa.pokemon_id", only: only, arguments, in: db)
    return try await db.ints(
      "SELECT id FROM pokemon" + (only.map { " WHERE id " + $0 } ?? "") + " ORDER BY id", arguments
    ).map { id in
      Defender(
        id: id, types: (types[id] ?? []).map { PokemonType(slug: $0) },
        abilities: abilities[id] ?? [])
    }
  }

  /// The slugs `select` reads (its first column the Pokémon, its second the slug), by
  /// Pokémon, each Pokémon's in the order of `owner`'s table's slots.
  private static func slugsBySlot(
    _ select: String, owner: String, only: String?, _ arguments: [any DatabaseArgument],
    in db: DatabaseReader
  ) async throws -> [Int: [String]] {
    let table = owner.prefix { $0 != "." }
    let sql = select + (only.map { " WHERE \(owner) " + $0 } ?? "")
      + " ORDER BY \(owner), \(table).slot"
    var slugs: [Int: [String]] = [:]
    for row in try await db.rows(sql, arguments) {
      guard let id = row.firstInt, let slug = row.text("identifier") else { continue }
      slugs[id, default: []].append(slug)
    }
    return slugs
  }
}

extension PokedexDatabase {
  /// The slug of the stat `word` names in any language ("vitesse" → `speed`); `nil` for
  /// none.
  public func statSlug(named word: String) async throws -> String? {
    guard let id = try await entryIDs(naming: word, .stat).first else { return nil }
    return try await read { db in
      try await db.strings("SELECT identifier FROM stats WHERE id = ?", [id]).first
    }
  }
}

extension PokedexDatabase {
  /// The Pokémon `word` names, as `show` reads a name (`DatabasePokemonRepository`): a
  /// number, a slug, or a name in any language (a species' name names its default
  /// Pokémon).
  /// - Throws: `noSuchChoice` for a word that names none, as every query's name that
  ///   names nothing does (no retry helps it), the word as typed, with the closest names
  ///   `show` would offer, in the script typed.
  func queriedPokemonID(named word: String) async throws -> Int {
    let query: EntryQuery
    do {
      query = try EntryQuery.parse(word)
    } catch {
      throw try await noSuch(.pokemon, named: word)
    }
    let pokemon = DatabasePokemonRepository(database: self)
    if let id = try await pokemon.id(for: query) { return id }
    let error = try await pokemon.notHeld(query)
    guard case .entryNotFound(_, _, let suggestions) = error else { throw error }
    throw PokedexError.noSuchChoice(
      noun: QueryWordKind.pokemon.noun, given: word, suggestions: suggestions, choices: [])
  }

  /// The SQL that narrows a read of `pokemon_moves` to `game` and `method` (each any when
  /// `nil`, as a query names them), and its bound values.
  func learnsetNarrowing(
    game: String?, method: String?
  ) async throws -> (sql: String, arguments: [any DatabaseArgument]) {
    var sql = ""
    var arguments: [any DatabaseArgument] = []
    if let game {
      sql += " AND version_group_id = ?"
      arguments.append(try await queriedVersionGroupID(named: game))
    }
    if let method {
      sql += " AND method_id = ?"
      arguments.append(try await learnMethodID(named: method))
    }
    return (sql, arguments)
  }

  /// The id of the group of games `game` names (a game's or a group's slug, or a game's
  /// name in any language).
  func queriedVersionGroupID(named game: String) async throws -> Int {
    let catalog = DatabaseGameCatalog(database: self)
    var group = try await catalog.group(named: NameNormalizer.slug(game))
    if group == nil, let slug = try await gameSlug(namedBy: SearchKey.of(game)) {
      group = try await catalog.group(named: slug)
    }
    guard let group,
      let id = try await read({ db in
        try await db.int("SELECT id FROM version_groups WHERE identifier = ?", [group.slug])
      })
    else {
      let slugs = try await catalog.groups().map(\.slug)
      throw PokedexError.noSuchChoice(
        noun: "game", given: game,
        suggestions: NameSuggestions.closest(to: NameNormalizer.slug(game), in: slugs),
        choices: [])
    }
    return id
  }

  /// The id of the learn method `method` names: its slug or name (`level-up`, `machine`),
  /// or the words players use (`level`, `tm`, `hm`, `tr`, `breeding`).
  func learnMethodID(named method: String) async throws -> Int {
    let said: String
    switch NameNormalizer.slug(method) {
    case "level", "levelup", "lvl": said = "level-up"
    case "tm", "hm", "tr", "tms", "machine", "machines": said = "machine"
    case "breeding", "egg", "eggs", "egg-move", "egg-moves": said = "egg"
    case "tutor", "move-tutor": said = "tutor"
    default: said = method
    }
    guard let id = try await entryIDs(naming: said, .learnMethod).first else {
      throw try await noSuch(.learnMethod, named: method)
    }
    return id
  }
}
