import Domain

/// The built-in database's encounters (docs/database.md: `encounters` and the tables it
/// points into), behind Domain's `EncounterRepository`: a Pokémon's rows, then the names
/// they show and their conditions.
public struct DatabaseEncounterRepository: EncounterRepository {
  let database: PokedexDatabase

  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func encounters(ofPokemon pokemon: Int) async throws -> [Encounter] {
    try await database.read { db in try await Self.encounters(.pokemon(pokemon), in: db) }
  }

  /// The same in the games `game` names, read alone: Magikarp's rows in Red are 37 of
  /// its 4,223. The games are chosen from the 53 by Domain's rule (`Encounter.slugs`).
  public func encounters(ofPokemon pokemon: Int, inGame game: String?) async throws -> [Encounter] {
    guard let game else { return try await encounters(ofPokemon: pokemon) }
    return try await database.read { db in
      let games = try await Self.games(in: db)
      let versions = games.values
        .filter { Encounter.slugs(naming: $0.name.slug, ofGroup: $0.group).contains(game) }
        .map(\.id).sorted()
      guard !versions.isEmpty else { return [] }
      return try await Self.encounters(.pokemon(pokemon, versions: versions), in: db, games: games)
    }
  }

  /// Whose encounters are read: one Pokémon's (in every game, or in the games of
  /// `versions`, their ids), or every Pokémon's met at one place.
  enum Subject {
    case pokemon(Int, versions: [Int]? = nil)
    case location(Int)

    /// Its encounters as `e`: the end of a read, `FROM` and `WHERE`, bound to
    /// `arguments`. Joined, not an `IN` of their ids: SQLite writes such a list into a
    /// table of its own first, a row at a time (Giant's Bed's 2,328), for each read.
    var rowsClause: String {
      switch self {
      case .pokemon:
        return "FROM encounters e WHERE e.id BETWEEN \(Self.idRange)" + pokemonCondition
      case .location:
        return """
          FROM location_areas a JOIN encounters e ON e.location_area_id = a.id
          WHERE a.location_id = ?
          """
      }
    }

    /// Its encounters' conditions as `m`, with the encounters as `e`: likewise.
    var conditionsClause: String {
      switch self {
      case .pokemon:
        return """
          FROM encounter_condition_value_map m JOIN encounters e ON e.id = m.encounter_id
          WHERE m.encounter_id BETWEEN \(Self.idRange)
          """ + pokemonCondition
      case .location:
        return """
          FROM location_areas a JOIN encounters e ON e.location_area_id = a.id
          JOIN encounter_condition_value_map m ON m.encounter_id = e.id
          WHERE a.location_id = ?
          """
      }
    }

    /// The ids from a Pokémon's first encounter to its last. The generator numbers the
    /// rows Pokémon by Pokémon (docs/database.md), so its rows and their conditions are
    /// read as a stretch of their tables rather than found one by one (Magikarp's 4,223
    /// rows and 495 conditions: 4,223 look-ups of the conditions fewer); each row's
    /// Pokémon is still checked (`pokemonCondition`), so the answer holds whatever the
    /// ids.
    private static let idRange = """
      (SELECT min(id) FROM encounters WHERE pokemon_id = ?1)
        AND (SELECT max(id) FROM encounters WHERE pokemon_id = ?1)
      """

    /// The Pokémon's rows of a stretch, in the games of `versions` when given (their ids
    /// bound after the Pokémon's). `+` keeps SQLite to the stretch, not the Pokémon's
    /// index.
    private var pokemonCondition: String {
      guard case .pokemon(_, let versions) = self else { return "" }
      return " AND +e.pokemon_id = ?1"
        + (versions.map { " AND e.version_id IN (\(DatabaseReader.marks($0.count)))" } ?? "")
    }

    /// What the statements' parameters are bound to, in order: a Pokémon's id (`?1`, which
    /// its statements name three times) then its games' ids (the `?`s after it, which
    /// SQLite numbers from 2); a place's id.
    var arguments: [any DatabaseArgument] {
      switch self {
      case .pokemon(let id, let versions): return [id] + (versions ?? [])
      case .location(let id): return [id]
      }
    }
  }

  /// The encounters of `subject`, in release order of the games, then by way, place and
  /// part, each naming its Pokémon when read for a place. The bare rows, then the names
  /// of what they point to (games, ways, places, condition values and, for a place, its
  /// Pokémon), each read once rather than on every row (Magikarp's 4,223 rows name 286
  /// areas, 10 ways and 36 games), and which conditions each row has; the rows are put in
  /// order here, which costs a tenth of SQLite joining and sorting them.
  static func encounters(_ subject: Subject, in db: DatabaseReader) async throws -> [Encounter] {
    try await encounters(subject, in: db, games: nil)
  }

  /// The same, with the games when the caller has read them (`games(in:)`).
  private static func encounters(
    _ subject: Subject, in db: DatabaseReader, games: SortedIDs<GameRow>?
  ) async throws -> [Encounter] {
    let statements = Statements.of(subject)
    let rows = try await db.rows(statements.rows, subject.arguments)
    guard !rows.isEmpty else { return [] }
    let games = if let games { games } else { try await Self.games(in: db) }
    let methods = try await Self.methods(in: db)
    let places = try await Self.places(of: rows, in: db)
    let conditions = try await Self.conditions(statements.conditions, subject.arguments, in: db)
    let pokemon: SortedIDs<MetPokemon> =
      if case .location = subject { try await Self.pokemon(of: rows, in: db) } else { SortedIDs([]) }
    // The encounters are made in the rows' order, then moved, not copied, into the order
    // they sort in: a copy of each (a retain and a release of each of its dozen strings)
    // cost more than the sort, and moving whole encounters as they sort cost more still.
    let made = UnsafeMutableBufferPointer<Encounter>.allocate(capacity: rows.count)
    defer { made.deallocate() }
    var order: [(key: Order, index: Int)] = []
    order.reserveCapacity(rows.count)
    let column = RowColumns(rows[0])
    // Each row's game, way, place and Pokémon are taken field by field from where they
    // stand (`SortedIDs.position(of:)`): a copy of each a row cost 3 M instructions of
    // Magikarp's read.
    for row in rows {
      guard let id = row.int(at: column.id),
        let game = row.int(at: column.version).flatMap(games.position(of:)),
        let method = row.int(at: column.method).flatMap(methods.position(of:)),
        let place = row.int(at: column.area).flatMap(places.position(of:))
      else { continue }
      let met = row.int(at: column.pokemon).flatMap(pokemon.position(of:))
      made.initializeElement(
        at: order.count,
        to: Encounter(
          game: games.values[game].name, group: games.values[game].group,
          generation: games.values[game].generation, place: places.values[place].place,
          method: methods.values[method].name, minLevel: row.int(at: column.minLevel),
          maxLevel: row.int(at: column.maxLevel), chance: row.int(at: column.chance),
          slots: max(row.int(at: column.slots) ?? 1, 1), conditions: conditions[id] ?? []))
      if let met { made[order.count].pokemon = pokemon.values[met] }
      order.append(
        (Order(
          first: (
            games.values[game].order, games.values[game].id, methods.values[method].order,
            methods.values[method].id
          ),
          then: (
            places.values[place].location, places.values[place].id,
            met.map { pokemon.values[$0].id } ?? 0, id
          )), order.count))
    }
    // Each encounter made above is moved out exactly once: `order` holds each index once.
    return order.sorted { $0.key < $1.key }.map { made.moveElement(from: $0.index) }
  }

  /// Where the columns of `rowsSQL` stand, found once for all its rows.
  private struct RowColumns {
    let id, pokemon, version, area, method, minLevel, maxLevel, chance, slots: Int?

    init(_ row: DatabaseRow) {
      id = row.position(of: "id")
      pokemon = row.position(of: "pokemon_id")
      version = row.position(of: "version_id")
      area = row.position(of: "location_area_id")
      method = row.position(of: "encounter_method_id")
      minLevel = row.position(of: "min_level")
      maxLevel = row.position(of: "max_level")
      chance = row.position(of: "chance")
      slots = row.position(of: "slots")
    }
  }

  /// Where an encounter sorts: by game in release order, way, place, part, Pokémon (for
  /// a place's), then as stored.
  private struct Order: Comparable {
    /// The game's order and id, the way's order and id.
    let first: (Int, Int, Int, Int)
    /// The place's id, the area's, the Pokémon's (0 for a Pokémon's own) and the row's.
    let then: (Int, Int, Int, Int)

    static func < (a: Order, b: Order) -> Bool {
      a.first != b.first ? a.first < b.first : a.then < b.then
    }

    static func == (a: Order, b: Order) -> Bool {
      a.first == b.first && a.then == b.then
    }
  }

  /// A game as its encounters name it, and where it sorts.
  private struct GameRow {
    let id: Int
    let name: NamedSlug
    let group: String
    let generation: Int?
    let order: Int
  }

  /// Every game by id: 53 rows.
  private static func games(in db: DatabaseReader) async throws -> SortedIDs<GameRow> {
    SortedIDs(
      try await db.rows(gamesSQL).compactMap { row in
        guard let id = row.int("id"), let version = row.text("version"),
          let group = row.text("version_group")
        else { return nil }
        // The game's name is the theme's to say ("Red (Japan)"), from its slug.
        return (
          id,
          GameRow(
            id: id, name: NamedSlug(slug: version, displayName: DisplayName.titleCased(version)),
            group: group, generation: row.int("generation_id"), order: row.int("sort_order") ?? 0)
        )
      })
  }

  /// Every way of meeting a Pokémon by id, named, and where it sorts: 66 rows.
  private static func methods(
    in db: DatabaseReader
  ) async throws -> SortedIDs<(id: Int, name: NamedSlug, order: Int)> {
    SortedIDs(
      try await db.rows(methodsSQL).compactMap { row in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        let name = NamedSlug(
          slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug))
        return (id, (id, name, row.int("sort_order") ?? 0))
      })
  }

  /// The areas `rows` are at, by id, each with its place's id: read by their ids, taken
  /// from the rows. A subquery of the subject's encounters had SQLite gather the ids of
  /// every row into a table of its own again (Magikarp: 4,223 rows at 286 areas).
  private static func places(
    of rows: [DatabaseRow], in db: DatabaseReader
  ) async throws -> SortedIDs<(id: Int, location: Int, place: EncounterPlace)> {
    let ids = distinctIDs(in: rows, column: "location_area_id")
    guard !ids.isEmpty else { return SortedIDs([]) }
    return SortedIDs(
      try await db.rows(placesSQL(count: ids.count), ids).compactMap { row in
        guard let id = row.int("id"), let area = row.text("area"),
          let locationID = row.int("location_id"), let location = row.text("location")
        else { return nil }
        let locationName = row.text("location_name")
        let place = EncounterPlace(
          slug: area,
          location: NamedSlug(
            slug: location, displayName: locationName ?? DisplayName.titleCased(location)),
          part: EncounterPlace.part(
            areaName: row.text("area_name"), slug: area, location: location,
            locationName: locationName))
        return (id, (id, locationID, place))
      })
  }

  /// The conditions of a subject's encounters, by encounter: the pairs `sql` (its
  /// `conditions` statement) reads, then the values they name, each once (Giant's Bed's
  /// 4,082 pairs name 17 values, where a read of the pairs with their names looked each
  /// name up again). Encounters with the same values share one list (Giant's Bed's 1,710
  /// encounters with conditions have 44 lists).
  private static func conditions(
    _ sql: String, _ arguments: [any DatabaseArgument], in db: DatabaseReader
  ) async throws -> SortedIDs<[NamedSlug]> {
    var pairs: [(encounter: Int, value: Int)] = []
    let rows = try await db.rows(sql, arguments)
    let encounterColumn = rows.first?.position(of: "encounter_id")
    let valueColumn = rows.first?.position(of: "encounter_condition_value_id")
    pairs.reserveCapacity(rows.count)
    for row in rows {
      guard let encounter = row.int(at: encounterColumn), let value = row.int(at: valueColumn)
      else { continue }
      pairs.append((encounter, value))
    }
    guard !pairs.isEmpty else { return SortedIDs([]) }
    let ids = distinct(pairs.map(\.value))
    let values = SortedIDs<NamedSlug>(
      try await db.rows(conditionValuesSQL(count: ids.count), ids).compactMap { row in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        let name = row.text("name") ?? DisplayName.titleCased(slug)
        return (id, NamedSlug(slug: slug, displayName: name))
      })
    // Each encounter's values, in their ids' order (one to four of them): a run of the
    // pairs sorted by encounter, then value.
    pairs.sort { ($0.encounter, $0.value) < ($1.encounter, $1.value) }
    var lists: [(id: Int, value: [NamedSlug])] = []
    var shared: [[Int]: [NamedSlug]] = [:]
    var start = pairs.startIndex
    while start < pairs.endIndex {
      let encounter = pairs[start].encounter
      var end = start
      while end < pairs.endIndex, pairs[end].encounter == encounter { end += 1 }
      let valueIDs = pairs[start..<end].map(\.value)
      if let list = shared[valueIDs] {
        lists.append((encounter, list))
      } else {
        let list = valueIDs.compactMap { values[$0] }
        shared[valueIDs] = list
        lists.append((encounter, list))
      }
      start = end
    }
    return SortedIDs(lists)
  }

  /// The ids `column` holds in `rows`, each once, in ascending order: what the rows point
  /// to, read by those ids (`places(of:in:)`, `pokemon(of:in:)`).
  private static func distinctIDs(in rows: [DatabaseRow], column: String) -> [Int] {
    let position = rows.first?.position(of: column)
    return distinct(rows.compactMap { $0.int(at: position) })
  }

  /// `ids` each once, in ascending order: sorted, then each run kept once, which costs
  /// less than hashing every one.
  private static func distinct(_ ids: [Int]) -> [Int] {
    var ids = ids
    ids.sort()
    var distinct: [Int] = []
    distinct.reserveCapacity(ids.count)
    for id in ids where id != distinct.last { distinct.append(id) }
    return distinct
  }

  /// The Pokémon `rows` (a place's) name, by id, named: read by their ids, taken from
  /// the rows, as the areas are (Giant's Bed: 205 Pokémon in 2,328 rows).
  private static func pokemon(
    of rows: [DatabaseRow], in db: DatabaseReader
  ) async throws -> SortedIDs<MetPokemon> {
    let ids = distinctIDs(in: rows, column: "pokemon_id")
    guard !ids.isEmpty else { return SortedIDs([]) }
    return SortedIDs(
      try await db.rows(pokemonSQL(count: ids.count), ids).compactMap { row in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return (
          id,
          MetPokemon(
            id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug))
        )
      })
  }

  /// The name of the `kind` entry `entry` in the language shown, else in English: a
  /// subquery, for a read of one row (a place's own name).
  static func name(_ kind: String, _ entry: String) -> String {
    """
    (SELECT name FROM names WHERE kind = '\(kind)' AND entry_id = \(entry)
      AND language_id IN (SHOWN_LANGUAGE, 9) ORDER BY language_id = 9 LIMIT 1)
    """
  }

  /// The joins that name the `kind` entry `entry` as `alias`, in the language shown
  /// (`alias_shown`) and in English (`alias_english`): a lookup of the names' key a row,
  /// two when another language is shown, where a subquery per name sorted its two rows.
  private static func nameJoins(_ alias: String, _ kind: String, _ entry: String) -> String {
    // The shown language's is looked up only when it is not English, whose name the
    // first join found (SHOWN_LANGUAGE != 9 is false before any row is read).
    [("english", "9", ""), ("shown", "SHOWN_LANGUAGE", "SHOWN_LANGUAGE != 9 AND ")].map {
      suffix, language, guarded in
      """
      LEFT JOIN names \(alias)_\(suffix) ON \(guarded)\(alias)_\(suffix).kind = '\(kind)'
        AND \(alias)_\(suffix).entry_id = \(entry) AND \(alias)_\(suffix).language_id = \(language)
      """
    }.joined(separator: "\n")
  }

  /// The name `nameJoins(alias, …)` read: the shown language's, else the English one.
  private static func joinedName(_ alias: String) -> String {
    "coalesce(\(alias)_shown.name, \(alias)_english.name)"
  }

  /// The statements that read a subject's encounters, made once for each kind of
  /// subject rather than on every read; a Pokémon's in some games has as many `?`s as
  /// games, and is made for the read.
  private struct Statements {
    let rows: String
    let conditions: String

    static func of(_ subject: Subject) -> Statements {
      switch subject {
      case .pokemon(_, nil): return ofPokemon
      case .pokemon: return Statements(subject)
      case .location: return ofLocation
      }
    }

    private static let ofPokemon = Statements(.pokemon(0))
    private static let ofLocation = Statements(.location(0))

    private init(_ subject: Subject) {
      rows = DatabaseEncounterRepository.rowsSQL(subject)
      conditions = DatabaseEncounterRepository.conditionsSQL(subject)
    }
  }

  private static func rowsSQL(_ subject: Subject) -> String {
    """
    SELECT e.id AS id, e.pokemon_id AS pokemon_id, e.version_id AS version_id,
      e.location_area_id AS location_area_id, e.encounter_method_id AS encounter_method_id,
      e.min_level AS min_level, e.max_level AS max_level, e.chance AS chance, e.slots AS slots
    \(subject.rowsClause)
    """
  }

  private static let gamesSQL = """
    SELECT v.id, v.identifier AS version, g.identifier AS version_group, g.generation_id,
      g.sort_order
    FROM versions v JOIN version_groups g ON g.id = v.version_group_id
    """

  private static let methodsSQL = """
    SELECT m.id, m.identifier, m.sort_order, \(joinedName("mn")) AS name
    FROM encounter_methods m
    \(nameJoins("mn", "encounter-method", "m.id"))
    """

  /// The areas of `count` ids bound in turn, named, with their places.
  private static func placesSQL(count: Int) -> String {
    """
    SELECT a.id, a.identifier AS area, \(joinedName("an")) AS area_name,
      l.id AS location_id, l.identifier AS location, \(joinedName("ln")) AS location_name
    FROM location_areas a
    JOIN locations l ON l.id = a.location_id
    \(nameJoins("an", "location-area", "a.id"))
    \(nameJoins("ln", "location", "l.id"))
    WHERE a.id IN (\(DatabaseReader.marks(count)))
    """
  }

  /// Which condition values each of `subject`'s encounters has (put in the values' order
  /// by `conditions`, which saves SQLite a sort).
  private static func conditionsSQL(_ subject: Subject) -> String {
    """
    SELECT m.encounter_id AS encounter_id,
      m.encounter_condition_value_id AS encounter_condition_value_id
    \(subject.conditionsClause)
    """
  }

  /// The condition values of `count` ids bound in turn, named.
  private static func conditionValuesSQL(count: Int) -> String {
    """
    SELECT cv.id, cv.identifier, \(joinedName("cn")) AS name
    FROM encounter_condition_values cv
    \(nameJoins("cn", "encounter-condition-value", "cv.id"))
    WHERE cv.id IN (\(DatabaseReader.marks(count)))
    """
  }

  /// The Pokémon of `count` ids bound in turn, named in the language shown (their
  /// English names are the table's own); the shown language's looked up only when it is
  /// not English.
  private static func pokemonSQL(count: Int) -> String {
    """
    SELECT p.id, p.identifier, coalesce((SELECT name FROM names
        WHERE SHOWN_LANGUAGE != 9 AND kind = 'pokemon' AND entry_id = p.id
          AND language_id = SHOWN_LANGUAGE),
      p.display_name) AS name
    FROM pokemon p
    WHERE p.id IN (\(DatabaseReader.marks(count)))
    """
  }
}
