import Domain

/// How much of a card a read fills.
enum CardReading: Sendable {
  /// All of it.
  case whole
  /// What a battle needs, about half the queries. Of a Pokémon, what
  /// `PokemonRepository.battleCard(_:)` promises: no type defenses, Pokédex entries or egg
  /// groups, and the abilities by name without their effects. Of a
  /// move, no game texts, machines or learner count (`Move.builtInBattleEntries`).
  case battle
}

/// The card of one Pokémon, read from the tables the way `PokemonMapping` assembles it
/// from PokeAPI's documents, every game's Pokédex entry included (a whole card).
extension PokedexDatabase {
  /// The card of Pokémon `id` (the part `reading` says), or `nil` when the database holds
  /// no such Pokémon.
  func card(id: Int, reading: CardReading = .whole) async throws -> Pokemon? {
    let whole = reading == .whole
    return try await read { db -> Pokemon? in
      guard
        let row = try await db.row("""
            SELECT p.id, p.identifier, coalesce((SELECT name FROM names
                WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
              p.species_id, p.height, p.weight,
              p.sprite_front, p.sprite_shiny, p.sprite_female, p.sprite_shiny_female,
              s.generation_id, s.evolution_chain_id, s.gender_rate, s.capture_rate,
              s.base_happiness, s.hatch_counter, s.is_baby, s.is_legendary, s.is_mythical,
              g.identifier AS growth_rate, coalesce(gl.genus, ge.genus) AS genus
            FROM pokemon p
            LEFT JOIN species s ON s.id = p.species_id
            LEFT JOIN growth_rates g ON g.id = s.growth_rate_id
            LEFT JOIN genera ge ON ge.species_id = p.species_id AND ge.language_id = 9
            LEFT JOIN genera gl ON gl.species_id = p.species_id AND gl.language_id = SHOWN_LANGUAGE
            WHERE p.id = ?
            """,
          [id]),
        let slug = row.text("identifier"), let speciesID = row.int("species_id")
      else { return nil }
      let types = try await Self.types(of: id, in: db)
      var damageRelations: [DamageRelations] = []
      for type in types where whole {
        damageRelations.append(try await Self.damageRelations(target: type.id, in: db))
      }
      var evolution: EvolutionNode?
      if let chain = row.int("evolution_chain_id") {
        evolution = try await Self.evolution(chain: chain, in: db)
      }
      let stats = try await Self.stats(of: id, in: db)
      let summary = PokemonSummary(
        id: id, name: slug, displayName: row.text("display_name") ?? "", speciesID: speciesID,
        types: types.map { $0.type })
      return Pokemon(
        summary: summary,
        genus: row.text("genus"),
        generation: row.int("generation_id"),
        rarity: Self.rarity(row),
        heightDecimetres: row.int("height") ?? 0,
        weightHectograms: row.int("weight") ?? 0,
        abilities: try await Self.abilities(of: id, in: db, withEffects: whole),
        stats: stats.map { BaseStat(name: $0.name, value: $0.base) },
        typeDefenses: TypeDefenses(combining: damageRelations),
        pokedexEntries: whole ? try await Self.pokedexEntries(species: speciesID, in: db) : [],
        evolution: evolution,
        forms: try await Self.forms(species: speciesID, in: db),
        profile: SpeciesProfile(
          eggGroups: whole ? try await Self.eggGroups(species: speciesID, in: db) : [],
          genderRate: row.int("gender_rate"),
          captureRate: row.int("capture_rate"),
          baseHappiness: row.int("base_happiness"),
          growthRate: row.text("growth_rate").map { ProfileNames.growthRate($0) },
          hatchCounter: row.int("hatch_counter"),
          effortYield: stats.filter { $0.effort > 0 }.map { BaseStat(name: $0.name, value: $0.effort) },
          regionalNumbers: try await Self.regionalNumbers(species: speciesID, in: db)),
        sprites: SpriteLinks(
          front: row.text("sprite_front"), shiny: row.text("sprite_shiny"),
          female: row.text("sprite_female"), shinyFemale: row.text("sprite_shiny_female")),
        past: try await Self.pastValues(ofPokemon: id, in: db))
    }
  }

  /// The rare class: mythical before legendary before baby.
  static func rarity(_ row: DatabaseRow) -> Rarity {
    if row.flag("is_mythical") { return .mythical }
    if row.flag("is_legendary") { return .legendary }
    if row.flag("is_baby") { return .baby }
    return .ordinary
  }

  /// The Pokémon's types in slot order, with their ids for the type chart.
  private static func types(of id: Int, in db: DatabaseReader) async throws -> [(id: Int, type: PokemonType)] {
    try await db.rows("""
        SELECT t.id, t.identifier FROM pokemon_types pt JOIN types t ON t.id = pt.type_id
        WHERE pt.pokemon_id = ? ORDER BY pt.slot
        """,
      [id]
    ).compactMap { row in
      guard let typeID = row.int("id"), let slug = row.text("identifier") else { return nil }
      return (id: typeID, type: PokemonType(slug: slug))
    }
  }

  /// The base stats and effort yields, in stat order.
  private static func stats(of id: Int, in db: DatabaseReader) async throws -> [(name: String, base: Int, effort: Int)] {
    try await db.rows("""
        SELECT st.identifier, ps.base_stat, ps.effort FROM pokemon_stats ps
        JOIN stats st ON st.id = ps.stat_id WHERE ps.pokemon_id = ? ORDER BY ps.stat_id
        """,
      [id]
    ).compactMap { row in
      guard let name = row.text("identifier") else { return nil }
      return (name: name, base: row.int("base_stat") ?? 0, effort: row.int("effort") ?? 0)
    }
  }

  /// The abilities in slot order, each read as `ability(_:in:)` reads it, by name alone
  /// unless `withEffects`.
  private static func abilities(
    of id: Int, in db: DatabaseReader, withEffects: Bool
  ) async throws -> [PokemonAbility] {
    try await db.rows("""
        SELECT pa.is_hidden, \(withEffects ? abilityColumns : abilityNameColumns)
        FROM pokemon_abilities pa \(abilityJoins)
        WHERE pa.pokemon_id = ? ORDER BY pa.slot
        """,
      [id]
    ).compactMap { ability($0, in: db) }
  }

  /// What a query selects of the ability `a` (`abilityJoins`) for `ability(_:in:)`.
  static let abilityColumns = """
    a.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      e.short_effect,
      (SELECT f.text FROM flavor_texts f
        WHERE f.kind = 'ability' AND f.entry_id = a.id AND f.language_id = 9
        ORDER BY f.version_group_id DESC, f.version_id DESC LIMIT 1) AS flavor,
      (SELECT f.text FROM flavor_texts f
        WHERE f.kind = 'ability' AND f.entry_id = a.id AND f.language_id = SHOWN_LANGUAGE
        ORDER BY f.version_group_id DESC, f.version_id DESC LIMIT 1) AS shown_flavor
    """

  /// What a query selects of the ability `a` (`abilityJoins`) for `ability(_:in:)` to
  /// name it without its effect.
  static let abilityNameColumns = """
    a.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name
    """

  /// The joins `abilityColumns` and `abilityNameColumns` read, from a table `pa` with an `ability_id`.
  static let abilityJoins = """
    LEFT JOIN abilities a ON a.id = pa.ability_id
    LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    LEFT JOIN effects e ON e.kind = 'ability' AND e.entry_id = a.id AND e.language_id = 9
    """

  /// The ability of a row selecting `is_hidden` and `abilityColumns` (or
  /// `abilityNameColumns`, then without an effect): the name in the
  /// language shown, else the English one, else the title-cased slug; in English, the
  /// short effect, else the newest in-game text; in another language, its newest in-game
  /// text, else those English ones. `nil` for a row naming no ability.
  static func ability(_ row: DatabaseRow, in db: DatabaseReader) -> PokemonAbility? {
    guard let slug = row.text("identifier") else { return nil }
    let shown = db.language == DatabaseReader.english ? nil : row.rawText("shown_flavor")
    let effect = (shown ?? row.rawText("short_effect") ?? row.rawText("flavor"))
      .map { FlavorText.clean(SafeText.clean($0, lineBreaks: .kept)) }
    var ability = PokemonAbility(
      name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
      isHidden: row.flag("is_hidden"), effect: effect.flatMap { $0.isEmpty ? nil : $0 })
    if ability.effect != nil, shown == nil, db.language != DatabaseReader.english {
      ability.isEnglishFallback = true
    }
    return ability
  }

  /// The species' numbers in the regional Pokédexes, in the Pokédexes' order.
  private static func regionalNumbers(species: Int, in db: DatabaseReader) async throws -> [RegionalNumber] {
    try await db.rows("""
        SELECT d.identifier, n.number FROM pokedex_numbers n JOIN pokedexes d ON d.id = n.pokedex_id
        WHERE n.species_id = ? AND d.identifier != 'national' ORDER BY d.id, n.number
        """,
      [species]
    ).compactMap { row in
      guard let pokedex = row.text("identifier"), let number = row.int("number") else { return nil }
      return RegionalNumber(pokedex: pokedex, number: number)
    }
  }

  /// How the attacking types hurt the type `target`, from the type chart.
  private static func damageRelations(target: Int, in db: DatabaseReader) async throws -> DamageRelations {
    var relations = DamageRelations(doubleDamageFrom: [], halfDamageFrom: [], noDamageFrom: [])
    for row in try await db.rows("""
        SELECT t.identifier, te.damage_factor FROM type_efficacy te
        JOIN types t ON t.id = te.damage_type_id
        WHERE te.target_type_id = ? ORDER BY te.damage_type_id
        """,
      [target])
    {
      guard let slug = row.text("identifier") else { continue }
      let type = PokemonType(slug: slug)
      switch row.int("damage_factor") {
      case 200: relations.doubleDamageFrom.append(type)
      case 50: relations.halfDamageFrom.append(type)
      case 0: relations.noDamageFrom.append(type)
      default: break
      }
    }
    return relations
  }

  /// The species' Pokédex entries, one per game in the games' order, in the language
  /// shown; the English ones, marked so, when the species has none in it: what a card
  /// over PokeAPI holds, so `--game` finds any game's entry with no request.
  private static func pokedexEntries(species: Int, in db: DatabaseReader) async throws -> [PokedexEntry] {
    try await db.rows("""
        SELECT v.identifier, f.version_id, f.text, f.language_id FROM flavor_texts f
        JOIN versions v ON v.id = f.version_id
        WHERE f.kind = 'pokemon-species' AND f.entry_id = ?1 AND f.language_id = (
          SELECT CASE WHEN EXISTS (SELECT 1 FROM flavor_texts
            WHERE kind = 'pokemon-species' AND entry_id = ?1 AND language_id = SHOWN_LANGUAGE)
          THEN SHOWN_LANGUAGE ELSE 9 END)
        ORDER BY f.version_id
        """,
      [species]
    ).compactMap { row -> PokedexEntry? in
      guard let game = row.text("identifier"), let text = row.rawText("text") else { return nil }
      var entry = PokedexEntry(
        game: game, gameOrder: row.int("version_id") ?? 0,
        text: FlavorText.clean(SafeText.clean(text, lineBreaks: .kept)))
      if db.language != DatabaseReader.english, row.int("language_id") == DatabaseReader.english {
        entry.isEnglishFallback = true
      }
      return entry
    }
  }

  /// Every variety of the species, the default first, then by id, each alternate one
  /// with the group of games that introduced it: that of the form of the Pokémon's own
  /// name (PokeAPI marks no form of `koraidon-limited-build` as its default), as over the
  /// network, where that form's document is read. The default Pokémon came with its
  /// species.
  private static func forms(species: Int, in db: DatabaseReader) async throws -> [PokemonForm] {
    try await db.rows("""
        SELECT p.identifier, coalesce((SELECT name FROM names
            WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
          p.is_default, g.identifier AS group_slug, g.sort_order AS group_order, g.generation_id
        FROM pokemon p
        LEFT JOIN version_groups g ON g.id = (SELECT f.version_group_id FROM pokemon_forms f
          WHERE f.pokemon_id = p.id AND f.identifier = p.identifier ORDER BY f.id LIMIT 1)
        WHERE p.species_id = ?
        ORDER BY p.is_default DESC, p.id
        """,
      [species]
    ).compactMap { row in
      guard let slug = row.text("identifier") else { return nil }
      let isDefault = row.flag("is_default")
      let introducedIn = isDefault ? nil : row.text("group_slug").map { group in
        GameGroup(
          slug: group, order: row.int("group_order") ?? 0, generation: row.int("generation_id"))
      }
      return PokemonForm(
        name: slug, displayName: row.text("display_name") ?? "", isDefault: isDefault,
        introducedIn: introducedIn)
    }
  }

  /// The species' egg groups' names, in egg group order: in English as the card has
  /// always spelled them (`ProfileNames`), else in the language shown where PokeAPI has
  /// them.
  private static func eggGroups(species: Int, in db: DatabaseReader) async throws -> [String] {
    try await db.rows("""
        SELECT eg.identifier, n.name FROM species_egg_groups seg
        JOIN egg_groups eg ON eg.id = seg.egg_group_id
        LEFT JOIN names n ON n.kind = 'egg-group' AND n.entry_id = eg.id
          AND n.language_id = SHOWN_LANGUAGE AND SHOWN_LANGUAGE != 9
        WHERE seg.species_id = ? ORDER BY seg.slot
        """,
      [species]
    ).compactMap { row in row.text("name") ?? row.text("identifier").map { ProfileNames.eggGroup($0) } }
  }
}
