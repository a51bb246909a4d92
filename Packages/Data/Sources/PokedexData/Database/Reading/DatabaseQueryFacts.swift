import Domain

/// The built-in database behind the search language (`PokemonQueryFacts`): every term
/// answered by a read or two, each with its values bound, never written into the SQL.
public struct DatabaseQueryFacts: PokemonQueryFacts {
  let database: PokedexDatabase

  /// Creates the facts of `database`.
  public init(database: PokedexDatabase) {
    self.database = database
  }

  public func everyID() async throws -> Set<Int> {
    Set(try await database.read { db in try await db.ints("SELECT id FROM pokemon") })
  }

  /// A part of a name (the slug rules `search` has always had, and a name in any
  /// language starting with the word), or a type's name in any language.
  public func ids(matchingWord word: String) async throws -> Set<Int> {
    let term = SearchCriteria.fold(word)
    guard !term.isEmpty else { return [] }
    var ids = Set(try await database.pokemonNames().entries.filter {
      PokedexSearch.matches(term: term, name: $0.name, types: [])
    }.map(\.id))
    let key = SearchKey.of(word)
    if key.count >= 2 { ids.formUnion(try await database.pokemonIDs(namedStartingWith: key)) }
    let types = try await database.entryIDs(naming: word, .type)
    if !types.isEmpty { ids.formUnion(try await members(of: .type, types)) }
    return ids
  }

  public func ids(with field: QueryField, named name: String) async throws -> Set<Int> {
    try await members(of: field, try await database.namedIDs(name, Self.wordKind(of: field)))
  }

  public func ids(
    learning move: String, in game: String?, by method: String?
  ) async throws -> Set<Int> {
    guard let moveID = try await database.namedIDs(move, .move).first else { return [] }
    let narrowing = try await database.learnsetNarrowing(game: game, method: method)
    return try await ids(
      "SELECT DISTINCT pokemon_id FROM pokemon_moves WHERE move_id = ?" + narrowing.sql,
      [moveID] + narrowing.arguments)
  }

  public func ids(inGenerations generations: ClosedRange<Int>) async throws -> Set<Int> {
    try await ids("""
      SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id
      WHERE s.generation_id BETWEEN ? AND ?
      """, [generations.lowerBound, generations.upperBound])
  }

  public func ids(of pokemonClass: PokemonClass) async throws -> Set<Int> {
    let speciesHas: String
    switch pokemonClass {
    case .legendary: speciesHas = "s.is_legendary = 1"
    case .mythical: speciesHas = "s.is_mythical = 1"
    case .baby: speciesHas = "s.is_baby = 1"
    case .fullyEvolved:
      speciesHas = "NOT EXISTS (SELECT 1 FROM species c WHERE c.evolves_from_species_id = s.id)"
    case .hasEvolution:
      speciesHas = "EXISTS (SELECT 1 FROM species c WHERE c.evolves_from_species_id = s.id)"
    case .mega:
      return try await ids("SELECT DISTINCT pokemon_id FROM pokemon_forms WHERE is_mega = 1")
    case .form:
      return try await ids("SELECT id FROM pokemon WHERE is_default = 0")
    }
    return try await ids(
      "SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE \(speciesHas)")
  }

  public func ids(
    where lhs: QueryQuantity, _ comparison: QueryComparison, _ rhs: QueryQuantity
  ) async throws -> Set<Int> {
    let (left, leftArguments) = try await column(lhs)
    let (right, rightArguments) = try await column(rhs)
    return try await ids(
      "SELECT p.id FROM pokemon p WHERE \(left) \(comparison.rawValue) \(right)",
      leftArguments + rightArguments)
  }

  public func ids(
    where quantity: QueryQuantity, within range: ClosedRange<Double>
  ) async throws -> Set<Int> {
    let (value, arguments) = try await column(quantity)
    return try await ids(
      "SELECT p.id FROM pokemon p WHERE \(value) BETWEEN ? AND ?",
      arguments + [range.lowerBound, range.upperBound])
  }

  public func ids(taking matchup: QueryMatchup, from type: String) async throws -> Set<Int> {
    let attacking = try await attackingType(named: type)
    let chart = try await DatabaseTypeChartRepository(database: database).chart(generation: nil)
    var kept: Set<Int> = []
    for defender in try await database.defenders() {
      let multiplier = QueryMatchups.multiplier(
        of: attacking, against: defender.types, abilities: defender.abilities, chart: chart)
      if QueryMatchups.holds(matchup, multiplier) { kept.insert(defender.id) }
    }
    return kept
  }

  public func matchups(
    of ids: [Int], against types: [String]
  ) async throws -> [Int: [QueryMatchupValue]] {
    var attacking: [PokemonType] = []
    for type in types {
      // `ice` and `glace` name one type: one value for it.
      let named = try await attackingType(named: type)
      if !attacking.contains(named) { attacking.append(named) }
    }
    let chart = try await DatabaseTypeChartRepository(database: database).chart(generation: nil)
    guard !ids.isEmpty else { return [:] }
    var matchups: [Int: [QueryMatchupValue]] = [:]
    for defender in try await database.defenders(ids: ids) {
      matchups[defender.id] = attacking.compactMap {
        QueryMatchups.matchup(of: $0, against: defender.types, abilities: defender.abilities, chart: chart)
      }
    }
    return matchups
  }

  /// The type `word` names, in any language.
  /// - Throws: `noSuchChoice` with the closest types when it names none.
  private func attackingType(named word: String) async throws -> PokemonType {
    let named = try await database.entryIDs(naming: word, .type)
    guard let typeID = named.first else { throw try await database.noSuch(.type, named: word) }
    let slug = try await database.read { db in
      try await db.strings("SELECT identifier FROM types WHERE id = ?", [typeID])
    }.first
    guard let slug else { throw try await database.noSuch(.type, named: word) }
    return PokemonType(slug: slug)
  }

  // MARK: Reading

  private func ids(_ sql: String, _ arguments: [any DatabaseArgument] = []) async throws -> Set<Int> {
    try await database.idSet(sql, arguments)
  }

  /// The Pokémon whose `field` holds one of `entries` (ids of its table).
  private func members(of field: QueryField, _ entries: [Int]) async throws -> Set<Int> {
    var kept: Set<Int> = []
    for entry in entries {
      let sql: String
      switch field {
      case .type: sql = "SELECT pokemon_id FROM pokemon_types WHERE type_id = ?"
      case .ability: sql = "SELECT pokemon_id FROM pokemon_abilities WHERE ability_id = ?"
      case .eggGroup:
        sql = """
          SELECT p.id FROM pokemon p JOIN species_egg_groups e ON e.species_id = p.species_id
          WHERE e.egg_group_id = ?
          """
      case .color: sql = Self.speciesWhere("color_id")
      case .shape: sql = Self.speciesWhere("shape_id")
      case .habitat: sql = Self.speciesWhere("habitat_id")
      case .pokedex:
        sql = """
          SELECT p.id FROM pokemon p JOIN pokedex_numbers n ON n.species_id = p.species_id
          WHERE n.pokedex_id = ?
          """
      }
      kept.formUnion(try await ids(sql, [entry]))
    }
    return kept
  }

  private static func speciesWhere(_ column: String) -> String {
    "SELECT p.id FROM pokemon p JOIN species s ON s.id = p.species_id WHERE s.\(column) = ?"
  }

  private static func wordKind(of field: QueryField) -> PokedexDatabase.QueryWordKind {
    switch field {
    case .type: return .type
    case .ability: return .ability
    case .eggGroup: return .eggGroup
    case .color: return .color
    case .shape: return .shape
    case .habitat: return .habitat
    case .pokedex: return .pokedex
    }
  }

  /// The SQL of a quantity of Pokémon `p`, and its bound values.
  private func column(_ quantity: QueryQuantity) async throws -> (String, [any DatabaseArgument]) {
    switch quantity {
    case .number(let value): return ("?", [value])
    case .height: return ("p.height", [])
    case .weight: return ("p.weight", [])
    case .stat(QueryQuantity.total):
      return ("(SELECT sum(base_stat) FROM pokemon_stats WHERE pokemon_id = p.id)", [])
    case .stat(let slug), .statNamed(let slug):
      let stats = try await database.entryIDs(naming: slug, .stat)
      guard let stat = stats.first else {
        let suggestions = NameSuggestions.closest(
          to: slug.lowercased(), in: StatNames.short + ["bst"])
        throw PokedexError.badQuery(QueryError(.unknownStat(slug, suggestions: suggestions), in: ""))
      }
      return (
        "(SELECT base_stat FROM pokemon_stats WHERE pokemon_id = p.id AND stat_id = ?)", [stat]
      )
    }
  }
}
