import Domain

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
  /// and to those learned in the version group `groupID`, when given.
  func moveRows(pokemonID: Int?, groupID: Int?) async throws -> [MoveRow] {
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
      try await db.rows("""
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
