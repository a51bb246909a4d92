import Domain

/// `pokemon_moves` read as Domain's `Learnset`: the games a Pokémon learns moves in, and
/// its moves in one of them with what a row shows of each move.
extension PokedexDatabase {
  /// The learnset of Pokémon `id` in the game `game` names (a game or a group), else in
  /// the newest game it learns moves in by level-up (`GameGroup.chosenByDefault`), each
  /// move's numbers as they were in that game.
  func learnset(pokemonID id: Int, game: String?) async throws -> Learnset {
    try await read { db in
      let groups = try await Self.gameGroups(db)
      let learned = try await db.ints("SELECT DISTINCT version_group_id FROM pokemon_moves WHERE pokemon_id = ?",
        [id]
      ).compactMap { groups[$0] }.sorted()
      let chosen: GameGroup?
      if let game {
        chosen = learned.first { $0.isNamed(game) }
      } else {
        let byLevelUp = try await db.ints("""
            SELECT DISTINCT pm.version_group_id FROM pokemon_moves pm
            JOIN move_learn_methods ml ON ml.id = pm.method_id
            WHERE pm.pokemon_id = ? AND ml.identifier = 'level-up'
            """,
          [id])
        chosen = GameGroup.chosenByDefault(
          among: learned, counting: Set(byLevelUp.compactMap { groups[$0]?.slug }))
      }
      guard let chosen,
        let groupID = groups.first(where: { $0.value == chosen })?.key
      else { return Learnset(game: nil, games: learned, moves: []) }
      // Each move's numbers as they were in that game (Vine Whip's 35 power in Red).
      let changes = try await Self.pastValues(
        db, of: "SELECT move_id FROM pokemon_moves WHERE pokemon_id = ? AND version_group_id = ?",
        [id, groupID], groups: groups)
      let moves = try await db.rows(Self.learnsetSQL, [id, groupID]
      ).compactMap(Self.learnedMove).map { learned in
        var learned = learned
        learned.move = learned.move.asItWas(in: chosen, changes: changes[learned.move.id] ?? [])
        return learned
      }
      return Learnset(
        game: chosen, games: learned, moves: LearnedMove.inShowingOrder(moves))
    }
  }

  /// The column `machine` of a `pokemon_moves pm` row: the item of the machine that
  /// teaches its move in its game (`tm24`), the first when a game has two; `NULL` when
  /// none does. A learnset and the learners of a move both read it.
  static let machineColumn = """
    (SELECT i.identifier FROM machines mc JOIN items i ON i.id = mc.item_id
        WHERE mc.move_id = pm.move_id AND mc.version_group_id = pm.version_group_id
        ORDER BY mc.id LIMIT 1) AS machine
    """

  private static let learnsetSQL = """
    SELECT pm.move_id, pm.level, ml.identifier AS method, m.identifier, coalesce((SELECT name FROM names
        WHERE kind = 'move' AND entry_id = m.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      t.identifier AS type, dc.identifier AS class, m.power, m.accuracy, m.pp,
      \(machineColumn)
    FROM pokemon_moves pm
    JOIN moves m ON m.id = pm.move_id
    LEFT JOIN move_learn_methods ml ON ml.id = pm.method_id
    LEFT JOIN names n ON n.kind = 'move' AND n.entry_id = m.id AND n.language_id = 9
    LEFT JOIN types t ON t.id = m.type_id
    LEFT JOIN move_damage_classes dc ON dc.id = m.damage_class_id
    WHERE pm.pokemon_id = ? AND pm.version_group_id = ?
    """

  private static func learnedMove(_ row: DatabaseRow) -> LearnedMove? {
    guard let id = row.int("move_id"), let slug = row.text("identifier"),
      let method = row.text("method")
    else { return nil }
    return LearnedMove(
      move: MoveSummary(
        id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
        type: row.text("type").map(PokemonType.init(slug:)), damageClass: row.text("class"),
        power: row.int("power"), accuracy: row.int("accuracy"), pp: row.int("pp")),
      method: method, level: method == "level-up" ? row.int("level") : nil,
      machine: method == "machine" ? row.text("machine") : nil)
  }
}
