import Domain

/// The built-in database behind the move search (`MoveQueryFacts`): every term answered by
/// a read or two, each with its values bound, never written into the SQL.
///
/// Beside a game (`moves --game red`), the power, accuracy, PP, type and class terms read
/// the moves as the list's rows show them there (`MoveSummary.asItWas`: Bite was Normal
/// and Fire Punch special in Red), from the moves learned in it — the only ones such a
/// list holds.
public struct DatabaseMoveQueryFacts: MoveQueryFacts {
  let database: PokedexDatabase
  /// The group of games (a slug, as `MoveCriteria.game`) whose values the terms read;
  /// today's when `nil`.
  let game: String?

  /// Creates the facts of `database`, its moves told as in `game` when given.
  public init(database: PokedexDatabase, game: String? = nil) {
    self.database = database
    self.game = game
  }

  public func everyID() async throws -> Set<Int> {
    try await ids("SELECT id FROM moves")
  }

  /// A part of a slug (`MoveSearch`'s rule, which `moves` has always had), a name in any
  /// language starting with the word, or the name of a type or a class in any language.
  public func ids(matchingWord word: String) async throws -> Set<Int> {
    var kept = try await database.entryIDs(matchingWord: word, .move)
    for field in [MoveField.type, .damageClass] {
      let named = try await database.entryIDs(naming: word, Self.wordKind(of: field))
      if !named.isEmpty { kept.formUnion(try await members(of: field, named)) }
    }
    return kept
  }

  public func moveIDs(with field: MoveField, named name: String) async throws -> Set<Int> {
    try await members(of: field, try await database.namedIDs(name, Self.wordKind(of: field)))
  }

  public func moveIDs(
    where quantity: MoveQuantity, _ comparison: QueryComparison, _ value: Double
  ) async throws -> Set<Int> {
    if let told = try await numbersInGame(of: quantity) {
      return Set(told.filter { comparison.holds(Double($0.value), value) }.keys)
    }
    return try await ids(
      "SELECT m.id FROM moves m LEFT JOIN move_meta mm ON mm.move_id = m.id "
        + "WHERE \(Self.column(quantity)) \(comparison.rawValue) ?", [value])
  }

  public func moveIDs(
    where quantity: MoveQuantity, within range: ClosedRange<Double>
  ) async throws -> Set<Int> {
    if let told = try await numbersInGame(of: quantity) {
      return Set(told.filter { range.contains(Double($0.value)) }.keys)
    }
    return try await ids(
      "SELECT m.id FROM moves m LEFT JOIN move_meta mm ON mm.move_id = m.id "
        + "WHERE \(Self.column(quantity)) BETWEEN ? AND ?", [range.lowerBound, range.upperBound])
  }

  public func moveIDs(inGenerations generations: ClosedRange<Int>) async throws -> Set<Int> {
    try await ids(
      "SELECT id FROM moves WHERE generation_id BETWEEN ? AND ?",
      [generations.lowerBound, generations.upperBound])
  }

  public func moveIDs(
    learnedBy pokemon: String, in game: String?, by method: String?
  ) async throws -> Set<Int> {
    let pokemonID = try await database.queriedPokemonID(named: pokemon)
    let narrowing = try await database.learnsetNarrowing(game: game, method: method)
    return try await ids(
      "SELECT DISTINCT move_id FROM pokemon_moves WHERE pokemon_id = ?" + narrowing.sql,
      [pokemonID] + narrowing.arguments)
  }

  public func moveIDs(taughtBy machine: MachineKind, in game: String?) async throws -> Set<Int> {
    var sql = "SELECT DISTINCT mc.move_id FROM machines mc JOIN items i ON i.id = mc.item_id WHERE 1"
    var arguments: [any DatabaseArgument] = []
    if machine != .any {
      // A machine's item is named for its kind and number: `tm01`, `hm05`, `tr12`.
      sql += " AND substr(i.identifier, 1, 2) = ?"
      arguments.append(machine.rawValue)
    }
    if let game {
      sql += " AND mc.version_group_id = ?"
      arguments.append(try await database.queriedVersionGroupID(named: game))
    }
    return try await ids(sql, arguments)
  }

  public func moveIDs(changing change: StatDirection, stat: String?) async throws -> Set<Int> {
    var sql = "SELECT DISTINCT move_id FROM move_stat_changes WHERE change " + (change == .raises ? "> 0" : "< 0")
    var arguments: [any DatabaseArgument] = []
    if let stat {
      guard let statID = try await database.entryIDs(naming: stat, .stat).first else {
        let names = StatNames.short + ["accuracy", "evasion"]
        let closest = NameSuggestions.closest(to: stat.lowercased(), in: names)
        let suggestions = closest.isEmpty ? names : closest
        throw PokedexError.badQuery(QueryError(
          .unknownStat(stat, suggestions: suggestions), in: "\(change.rawValue) \(stat)",
          examples: MoveQueryParser.examples))
      }
      sql += " AND stat_id = ?"
      arguments.append(statID)
    }
    return try await ids(sql, arguments)
  }

  // MARK: Reading

  private func ids(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> Set<Int> {
    try await database.idSet(sql, arguments)
  }

  /// The moves whose `field` holds one of `entries` (ids of its table).
  private func members(of field: MoveField, _ entries: [Int]) async throws -> Set<Int> {
    if let game, field == .type || field == .damageClass {
      return try await members(of: field, entries, asIn: game)
    }
    let column =
      switch field {
      case .type: "m.type_id"
      case .damageClass: "m.damage_class_id"
      case .target: "m.target_id"
      case .ailment: "mm.ailment_id"
      }
    var kept: Set<Int> = []
    for entry in entries {
      kept.formUnion(try await ids(
        "SELECT m.id FROM moves m LEFT JOIN move_meta mm ON mm.move_id = m.id WHERE \(column) = ?",
        [entry]))
    }
    return kept
  }

  // MARK: As in the game

  /// The moves learned in `game`, as they were there: the list's own rows, read once an
  /// opening.
  private func moves(asIn game: String) async throws -> [MoveSummary] {
    try await database.moveRows(for: MoveCriteria(game: game)).map(\.move)
  }

  /// Each move's `quantity` as it was in `game`, by move id, leaving out the moves
  /// without one; `nil` without a game or for a number no game changed.
  private func numbersInGame(of quantity: MoveQuantity) async throws -> [Int: Int]? {
    guard let game else { return nil }
    let number: (MoveSummary) -> Int?
    switch quantity {
    case .power: number = \.power
    case .accuracy: number = \.accuracy
    case .pp: number = \.pp
    default: return nil
    }
    var told: [Int: Int] = [:]
    for move in try await moves(asIn: game) {
      told[move.id] = number(move)
    }
    return told
  }

  /// The moves whose type or class, as it was in `game`, is one of `entries` (ids of
  /// the types or of the classes).
  private func members(of field: MoveField, _ entries: [Int], asIn game: String) async throws -> Set<Int> {
    let table = field == .type ? "types" : "move_damage_classes"
    var slugs: Set<String> = []
    for entry in entries {
      let rows = try await database.read { db in
        try await db.rows("SELECT identifier FROM \(table) WHERE id = ?", [entry])
      }
      slugs.formUnion(rows.compactMap { $0.text("identifier") })
    }
    return Set(try await moves(asIn: game).filter { move in
      let slug = field == .type ? move.type?.slug : move.damageClass
      return slug.map(slugs.contains) ?? false
    }.map(\.id))
  }

  private static func wordKind(of field: MoveField) -> PokedexDatabase.QueryWordKind {
    switch field {
    case .type: return .type
    case .damageClass: return .damageClass
    case .target: return .target
    case .ailment: return .ailment
    }
  }

  /// The SQL of a number of move `m` and its meta `mm`; `NULL` where it has none (a status
  /// move's power, a move PokeAPI gives no meta).
  private static func column(_ quantity: MoveQuantity) -> String {
    switch quantity {
    case .power: return "m.power"
    case .accuracy: return "m.accuracy"
    case .pp: return "m.pp"
    case .priority: return "m.priority"
    case .ailmentChance: return "mm.ailment_chance"
    case .flinchChance: return "mm.flinch_chance"
    case .statChance: return "mm.stat_chance"
    case .drain: return "mm.drain"
    case .healing: return "mm.healing"
    case .critRate: return "mm.crit_rate"
    // A move that hits once has no `max_hits`.
    case .hits: return "CASE WHEN mm.move_id IS NULL THEN NULL ELSE coalesce(mm.max_hits, 1) END"
    }
  }
}
