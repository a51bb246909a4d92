import Domain

// Moves, as the built-in database and PokeAPI hold them: this file is the kind's one
// declaration in Data. Its storage (first) names the table and the reads below it: the
// database's SQL of one move and of the rows a list may select, the reads of one move and
// one row over PokeAPI, and the `move` document with its mapping to Domain's `Move`. Who
// learns a move is read beside the learnsets (`PokedexDatabase+MoveLearners.swift`).

/// Moves; a list of them is narrowed by game and Pokémon in the database's query.
extension Move: StoredKind {
  public static let storage = KindStorage<Move>(
    table: "moves", builtInEntry: { try await $0.move(id: $1) },
    builtInRows: { try await $0.moveRows(for: $1) },
    remoteEntry: { try await $0.move($1) },
    remoteRow: { source in { try await source.reader.moveRow($0) } },
    // Over PokeAPI a Pokémon's moves are named by its own document; a game's would need
    // every Pokémon's, so a game is refused before this is asked.
    remoteSlugs: { source, criteria in
      guard let pokemon = criteria.pokemon else { return try await source.names.hits(of: .move) }
      return try await source.reader.movesLearned(by: pokemon)
    })
}

extension Move {
  /// The built-in moves as a battle's arithmetic reads them (a calculation of damage, a
  /// coverage, a team's moves): without their game texts, machines and learner count.
  public static func builtInBattleEntries(_ database: PokedexDatabase) -> any EntryRepository<Move> {
    DatabaseEntryRepository<Move>(database: database) { try await database.move(id: $0, reading: .battle) }
  }
}

extension PokeAPIResource {
  /// The `move` documents.
  public static let move = PokeAPIResource("move")
}

// MARK: - The built-in database

/// The moves tables read as Domain's `Move`: the move and its battle numbers, its English
/// name, effect and game texts, its machines and how many Pokémon learn it.
extension PokedexDatabase {
  /// The move numbered `id` (the part `reading` says: a battle's leaves out its game
  /// texts, machines and learner count, half the statements); `nil` when the database
  /// has none.
  func move(id: Int, reading: CardReading = .whole) async throws -> Move? {
    try await read { db -> Move? in
      guard let row = try await db.row(Self.moveSQL, [id]),
        let slug = row.text("identifier")
      else { return nil }
      let groups = try await Self.gameGroups(db)
      let whole = reading == .whole
      let descriptions = whole ? try await Self.gameTexts(db, kind: "move", id: id, groups: groups) : []
      let machines = whole ? try await Self.machines(db, move: id, groups: groups) : []
      let chance = row.int("effect_chance")
      let learners = whole ? try await db.int(
        "SELECT count(DISTINCT pokemon_id) FROM pokemon_moves WHERE move_id = ?", [id]) ?? 0 : 0
      var move = Move(
        id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
        type: row.text("type").map(PokemonType.init(slug:)), damageClass: row.text("class"),
        power: row.int("power"), accuracy: row.int("accuracy"), pp: row.int("pp"),
        priority: row.int("priority") ?? 0, target: row.text("target"),
        generation: row.int("generation_id"),
        effect: Self.effect(row, in: db, chance: chance) { Self.paragraph($0, chance: chance) },
        battleEffects: try await Self.battleEffects(row, statChanges: Self.statChanges(db, id)),
        descriptions: descriptions,
        machines: machines.sorted { $0.game < $1.game }, learnerCount: learners)
      let past = try await Self.pastValues(db, id, groups: groups)
      move.pastValues = past.isEmpty ? nil : past
      return move
    }
  }

  /// The machines that teach move `id`, one a group of games.
  private static func machines(
    _ db: DatabaseReader, move id: Int, groups: [Int: GameGroup]
  ) async throws -> [MoveMachine] {
    try await db.rows("""
        SELECT m.version_group_id, i.identifier FROM machines m JOIN items i ON i.id = m.item_id
        WHERE m.move_id = ?
        """,
      [id]
    ).compactMap { row -> MoveMachine? in
      guard let group = row.int("version_group_id").flatMap({ groups[$0] }),
        let item = row.text("identifier")
      else { return nil }
      return MoveMachine(game: group, item: item)
    }
  }

  /// What move `id` was before the groups that changed it, oldest change first.
  static func pastValues(
    _ db: DatabaseReader, _ id: Int, groups: [Int: GameGroup]
  ) async throws -> [MovePastValues] {
    try await pastValues(db, of: "?", [id], groups: groups)[id] ?? []
  }

  /// What each move of `moves` (an SQL list of move ids, with its `arguments`) was before
  /// the groups that changed it, by move id, oldest change first.
  static func pastValues(
    _ db: DatabaseReader, of moves: String, _ arguments: [any DatabaseArgument],
    groups: [Int: GameGroup]
  ) async throws -> [Int: [MovePastValues]] {
    var changes: [Int: [MovePastValues]] = [:]
    for row in try await db.rows("""
        SELECT p.move_id, p.version_group_id, p.power, p.pp, p.accuracy,
          t.identifier AS type
        FROM move_past_values p LEFT JOIN types t ON t.id = p.type_id
        WHERE p.move_id IN (\(moves))
        """, arguments)
    {
      guard let move = row.int("move_id"),
        let group = row.int("version_group_id").flatMap({ groups[$0] })
      else { continue }
      changes[move, default: []].append(
        MovePastValues(
          changedIn: group, power: row.int("power"), accuracy: row.int("accuracy"),
          pp: row.int("pp"), type: row.text("type").map(PokemonType.init(slug:))))
    }
    return changes.mapValues { $0.sorted { $0.changedIn < $1.changedIn } }
  }

  private static let moveSQL = """
    SELECT m.identifier, m.generation_id, m.power, m.pp, m.accuracy, m.priority, m.effect_chance,
      t.identifier AS type, tg.identifier AS target, dc.identifier AS class, coalesce((SELECT name FROM names
          WHERE kind = 'move' AND entry_id = m.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      \(effectColumns), a.identifier AS ailment, mm.min_hits, mm.max_hits,
      mm.min_turns, mm.max_turns, mm.drain, mm.healing, mm.crit_rate, mm.ailment_chance,
      mm.flinch_chance, mm.stat_chance, mc.identifier AS meta_category
    FROM moves m
    LEFT JOIN types t ON t.id = m.type_id
    LEFT JOIN move_targets tg ON tg.id = m.target_id
    LEFT JOIN move_damage_classes dc ON dc.id = m.damage_class_id
    LEFT JOIN names n ON n.kind = 'move' AND n.entry_id = m.id AND n.language_id = 9
    \(effectJoin(kind: "move", entry: "m.id"))
    LEFT JOIN move_meta mm ON mm.move_id = m.id
    LEFT JOIN move_ailments a ON a.id = mm.ailment_id
    LEFT JOIN move_meta_categories mc ON mc.id = mm.category_id
    WHERE m.id = ?
    """

  /// An effect text as one safe paragraph, its chance filled in.
  private static func paragraph(_ text: String, chance: Int?) -> String {
    EffectText.filling(FlavorText.clean(SafeText.clean(text)), chance: chance)
  }

  private static func statChanges(_ db: DatabaseReader, _ id: Int) async throws -> [MoveStatChange] {
    try await db.rows("""
        SELECT s.identifier, c.change FROM move_stat_changes c JOIN stats s ON s.id = c.stat_id
        WHERE c.move_id = ? ORDER BY c.stat_id
        """,
      [id]
    ).compactMap { row in
      guard let stat = row.text("identifier"), let change = row.int("change") else { return nil }
      return MoveStatChange(stat: stat, change: change)
    }
  }

  private static func battleEffects(
    _ row: DatabaseRow, statChanges: [MoveStatChange]
  ) throws -> MoveBattleEffects {
    MoveBattleEffects(
      ailment: row.text("ailment"), ailmentChance: row.int("ailment_chance"),
      statChanges: statChanges, statChance: row.int("stat_chance"),
      flinchChance: row.int("flinch_chance"), drain: row.int("drain"),
      healing: row.int("healing"), critRate: row.int("crit_rate"),
      hits: MoveBattleEffects.range(row.int("min_hits"), row.int("max_hits")),
      turns: MoveBattleEffects.range(row.int("min_turns"), row.int("max_turns")),
      category: row.text("meta_category"))
  }
}

/// The moves as list rows, for `pokecli moves`: every move, or those learnable in a game,
/// or by a Pokémon.
extension PokedexDatabase {
  /// The rows of the moves learnable in the criteria's game, and by its Pokémon, when
  /// given; every move's otherwise.
  /// - Throws: `PokedexError.entryNotFound(.pokemon, …)` when the criteria's Pokémon is none.
  func moveRows(for criteria: MoveCriteria) async throws -> [MoveRow] {
    let pokemon = DatabasePokemonRepository(database: self)
    var pokemonID: Int?
    if let query = criteria.pokemon {
      guard let id = try await pokemon.id(for: query) else { throw try await pokemon.notHeld(query) }
      pokemonID = id
    }
    var groupID: Int?
    if let game = criteria.game {
      // A game the data does not know has no moves: the list is empty, not an error
      // (the command refuses names that are no game at all).
      guard let id = try await versionGroupID(named: game) else { return [] }
      groupID = id
    }
    return try await moveRows(pokemonID: pokemonID, groupID: groupID)
  }

  /// The rows of every move, in number order, narrowed to the moves `pokemonID` learns
  /// and to those learned in the version group `groupID`, when given; then each row's
  /// numbers are that group's (`MoveSummary.asItWas`), so a sort by power is the game's.
  /// A group's rows without a Pokémon are read once an opening (`ReadOnce`): a query's
  /// terms read them (`DatabaseMoveQueryFacts`) and then its list does.
  func moveRows(pokemonID: Int?, groupID: Int?) async throws -> [MoveRow] {
    guard pokemonID == nil, let groupID else {
      return try await readMoveRows(pokemonID: pokemonID, groupID: groupID)
    }
    return try await read { db in
      try await db.readOnce.moveRows(inGroup: groupID) {
        try await readMoveRows(pokemonID: nil, groupID: groupID)
      }
    }
  }

  private func readMoveRows(pokemonID: Int?, groupID: Int?) async throws -> [MoveRow] {
    var conditions: [String] = []
    var arguments: [any DatabaseArgument] = []
    if pokemonID != nil || groupID != nil {
      var learned = "SELECT 1 FROM pokemon_moves pm WHERE pm.move_id = m.id"
      if let pokemonID {
        learned += " AND pm.pokemon_id = ?"
        arguments.append(pokemonID)
      }
      if let groupID {
        learned += " AND pm.version_group_id = ?"
        arguments.append(groupID)
      }
      conditions.append("EXISTS (\(learned))")
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    return try await read { db in
      let rows = try await db.rows("""
          SELECT m.id, m.identifier, coalesce((SELECT name FROM names
              WHERE kind = 'move' AND entry_id = m.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
            t.identifier AS type, dc.identifier AS class,
            m.power, m.accuracy, m.pp, m.priority, m.generation_id
          FROM moves m
          LEFT JOIN names n ON n.kind = 'move' AND n.entry_id = m.id AND n.language_id = 9
          LEFT JOIN types t ON t.id = m.type_id
          LEFT JOIN move_damage_classes dc ON dc.id = m.damage_class_id
          \(filter)
          ORDER BY m.id
          """,
        arguments
      ).compactMap { row -> MoveRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return MoveRow(
          move: MoveSummary(
            id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
            type: row.text("type").map(PokemonType.init(slug:)), damageClass: row.text("class"),
            power: row.int("power"), accuracy: row.int("accuracy"), pp: row.int("pp")),
          priority: row.int("priority") ?? 0, generation: row.int("generation_id"))
      }
      let groups = try await Self.gameGroups(db)
      guard let game = groupID.flatMap({ groups[$0] }) else { return rows }
      let changes = try await Self.pastValues(
        db, of: "SELECT move_id FROM move_past_values", [], groups: groups)
      return rows.map { row in
        var told = row
        told.move = row.move.asItWas(in: game, changes: changes[row.move.id] ?? [])
        return told
      }
    }
  }

  /// The id of the version group `game` names (a game's slug or a group's); `nil` when
  /// none does.
  func versionGroupID(named game: String) async throws -> Int? {
    try await read { db in
      try await Self.gameGroups(db).first { $0.value.isNamed(game) }?.key
    }
  }
}

// MARK: - PokeAPI

/// Moves from PokeAPI itself: the `move` document, and the `machine` document of each game
/// that teaches it by machine (PokeAPI names a machine's item only there), at most
/// `maxConcurrentRequests` at once.
///
/// A name PokeAPI does not know (`willowisp`) is looked up in the list of every move's
/// name: one spelled the same but for hyphens and spaces is loaded instead, by its number;
/// otherwise the error carries the closest names.
extension PokeAPIReader {
  /// The move `query` names, with the machine that teaches it in each game.
  func move(_ query: EntryQuery) async throws -> Move {
    let answer = try await entryDocument(MoveDTO.self, of: .move, kind: .move, query)
    guard let id = answer.id else {
      throw PokedexError.invalidResponse(
        url: endpoints.document(.move, query.pathComponent).absoluteString,
        reason: "the move's document says no id")
    }
    let move = answer.document
    let machineIDs = Array(Set((move.machines ?? []).compactMap(\.machine.id))).sorted()
    let items = try await OrderedConcurrency.map(machineIDs) { [self] id in
      (id, try await document(MachineDTO.self, of: .machine, id: id).item.name)
    }
    return move.toDomain(
      id: id, machineItems: Dictionary(items, uniquingKeysWith: { first, _ in first }))
  }

  /// The moves `pokemon` learns in any game, from its `pokemon` document, by number and
  /// named from their slugs.
  func movesLearned(by pokemon: EntryQuery) async throws -> [ReferenceHit] {
    var seen = Set<Int>()
    return (try await pokemonMoves(pokemon).moves ?? []).compactMap { entry -> ReferenceHit? in
      guard let id = entry.move.linkedID, seen.insert(id).inserted else { return nil }
      let slug = SafeText.clean(entry.move.name)
      return ReferenceHit(
        kind: .move, id: id, name: slug, displayName: DisplayName.titleCased(slug))
    }.sorted { $0.id < $1.id }
  }

  /// Move `id`'s row, from its document.
  func moveRow(_ id: Int) async throws -> MoveRow {
    let move = try await document(MoveDTO.self, of: .move, id: id)
      .toDomain(id: id, machineItems: [:])
    var row = MoveRow(move: move.summary, priority: move.priority, generation: move.generation)
    row.translations = move.translations?.mapValues(\.name) ?? [:]
    return row
  }
}

// MARK: - The document

/// The fields of a `move` document the built-in database keeps: the move, its effect in
/// battle, how it changes stats, and its texts.
package struct MoveDTO: Decodable, Sendable {
  /// A stat the move raises or lowers, and by how many stages.
  package struct StatChange: Decodable, Sendable {
    /// Stages up (positive) or down (negative).
    package let change: Int
    /// The stat changed.
    package let stat: NamedAPIResourceDTO
  }

  /// The numbers the move had before a group of games changed them; a number the change
  /// left alone is `nil`.
  package struct PastValues: Decodable, Sendable {
    package let power: Int?
    package let pp: Int?
    package let accuracy: Int?
    package let type: NamedAPIResourceDTO?
    /// The first group in which the move no longer had them.
    package let versionGroup: NamedAPIResourceDTO
  }

  /// The move's slug, such as `thunderbolt`.
  package let name: String
  /// The generation that introduced it.
  package let generation: NamedAPIResourceDTO?
  /// Its type.
  package let type: NamedAPIResourceDTO?
  /// Its base power; none for moves that deal no direct damage.
  package let power: Int?
  /// Its power points.
  package let pp: Int?
  /// Its accuracy in percent; none for moves that never miss.
  package let accuracy: Int?
  /// Its priority, from -7 to 5; 0 for most moves.
  package let priority: Int
  /// Whom it targets.
  package let target: NamedAPIResourceDTO?
  /// Physical, special or status.
  package let damageClass: NamedAPIResourceDTO?
  /// The chance of its secondary effect, in percent.
  package let effectChance: Int?
  /// Its contest type, such as `cool`.
  package let contestType: NamedAPIResourceDTO?
  /// Its effect in battle, as numbers; none for a few moves PokeAPI has no data for.
  package let meta: MoveMetaDTO?
  /// The stats it raises or lowers.
  package let statChanges: [StatChange]?
  /// What it does, in each language.
  package let effectEntries: [EffectTextDTO]?
  /// Its in-game texts, per game and language.
  package let flavorTextEntries: [VersionGroupTextDTO]?
  /// The move's name in each language.
  package let names: [LocalizedNameDTO]?
  /// The machines that teach it, one per game.
  package let machines: [MachineLinkDTO]?
  /// Every Pokémon that learns it in some game (a move's card counts them).
  package let learnedByPokemon: [NamedAPIResourceDTO]?
  /// What it was before the games that changed it.
  package let pastValues: [PastValues]?
}

extension MoveDTO: NamedTextsDocument {
  var textLanguages: Set<String> { Set((flavorTextEntries ?? []).map(\.language.code)) }

  /// The move as Domain has it. Every outside string is made safe to print; the games'
  /// groups carry their id as their order (a `version-group` document would give the true
  /// order and the games' names, at a request each; the card reads well without them).
  /// - Parameters:
  ///   - id: the move's id, from its link or the document.
  ///   - machineItems: the item slug (`tm24`) of each machine id the document links to;
  ///     a machine missing from it is left off the card.
  /// It carries its name and game texts in every other language the document speaks.
  func toDomain(id: Int, machineItems: [Int: String]) -> Move {
    translating(english(id: id, machineItems: machineItems))
  }

  private func english(id: Int, machineItems: [Int: String]) -> Move {
    var move = Move(
      id: id, name: SafeText.clean(name),
      displayName: displayName(in: "en"),
      type: type.map { PokemonType(slug: SafeText.clean($0.name)) },
      damageClass: damageClass.map { SafeText.clean($0.name) },
      power: power, accuracy: accuracy, pp: pp, priority: priority,
      target: target.map { SafeText.clean($0.name) }, generation: generation?.linkedID,
      effect: effect(in: "en"),
      battleEffects: battleEffects,
      descriptions: descriptions(in: "en"),
      machines: (machines ?? []).compactMap { machine -> MoveMachine? in
        guard let group = machine.versionGroup.map(GameGroup.init(link:)),
          let item = machine.machine.id.flatMap({ machineItems[$0] })
        else { return nil }
        return MoveMachine(game: group, item: SafeText.clean(item))
      }.sorted { $0.game < $1.game },
      learnerCount: learnedByPokemon?.count ?? 0)
    let past = (pastValues ?? []).map { values in
      MovePastValues(
        changedIn: GameGroup(link: values.versionGroup), power: values.power,
        accuracy: values.accuracy, pp: values.pp,
        type: values.type.map { PokemonType(slug: SafeText.clean($0.name)) })
    }.sorted { $0.changedIn < $1.changedIn }
    move.pastValues = past.isEmpty ? nil : past
    return move
  }

  private var battleEffects: MoveBattleEffects {
    MoveBattleEffects(
      ailment: meta?.ailment.map { SafeText.clean($0.name) },
      ailmentChance: meta?.ailmentChance,
      // In the games' order of stats (their ids), as the database keeps them.
      statChanges: (statChanges ?? []).sorted { ($0.stat.linkedID ?? 0) < ($1.stat.linkedID ?? 0) }
        .map { MoveStatChange(stat: SafeText.clean($0.stat.name), change: $0.change) },
      statChance: meta?.statChance, flinchChance: meta?.flinchChance, drain: meta?.drain,
      healing: meta?.healing, critRate: meta?.critRate,
      hits: MoveBattleEffects.range(meta?.minHits, meta?.maxHits),
      turns: MoveBattleEffects.range(meta?.minTurns, meta?.maxTurns),
      category: meta?.category.map { SafeText.clean($0.name) })
  }

  /// The effect in `language`, else in English (`EffectTexts`), its chance filled in.
  func effect(in language: String) -> EffectText {
    EffectTexts.of(effectEntries, in: language, chance: effectChance) {
      Self.paragraph($0, chance: effectChance)
    }
  }

  /// The descriptions in `language`, else in English (`GameTexts`).
  func descriptions(in language: String) -> [GameText] {
    GameTexts.of(
      flavorTextEntries, in: language, language: \.language.code, group: \.versionGroup,
      text: \.text)
  }

  /// An effect text as one safe paragraph, its chance filled in.
  private static func paragraph(_ text: String, chance: Int?) -> String {
    EffectText.filling(FlavorText.clean(SafeText.clean(text)), chance: chance)
  }

}
