import Domain

/// `pokemon_moves` read by move (its index on move and version group): who learns a move
/// in one game, and how.
extension PokedexDatabase {
  func learners(ofMove id: Int, game: String?, method: String?) async throws -> MoveLearners {
    try await read { db in
      let groups = try await Self.gameGroups(db)
      let learned = try await db.ints("""
          SELECT DISTINCT pm.version_group_id FROM pokemon_moves pm
          LEFT JOIN move_learn_methods ml ON ml.id = pm.method_id
          WHERE pm.move_id = ? AND (? IS NULL OR ml.identifier = ?)
          """,
        [id, method, method]
      ).compactMap { groups[$0] }.sorted()
      let chosen: GameGroup?
      if let game {
        chosen = learned.first { $0.isNamed(game) }
      } else {
        let ways = LearnedMove.mainMethods
        let byMainWays = try await db.ints("""
            SELECT DISTINCT pm.version_group_id FROM pokemon_moves pm
            JOIN move_learn_methods ml ON ml.id = pm.method_id
            WHERE pm.move_id = ? AND ml.identifier IN (\(DatabaseReader.marks(ways.count)))
            """,
          [id as any DatabaseArgument] + ways.map { $0 as any DatabaseArgument })
        chosen = GameGroup.chosenByDefault(
          among: learned, counting: Set(byMainWays.compactMap { groups[$0]?.slug }))
      }
      guard let chosen, let groupID = groups.first(where: { $0.value == chosen })?.key else {
        return MoveLearners(game: nil, games: learned, learners: [])
      }
      let learners = try await db.rows("""
          SELECT pm.pokemon_id, p.identifier, coalesce((SELECT name FROM names
              WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
            ml.identifier AS method, pm.level, \(Self.machineColumn)
          FROM pokemon_moves pm
          JOIN pokemon p ON p.id = pm.pokemon_id
          LEFT JOIN move_learn_methods ml ON ml.id = pm.method_id
          WHERE pm.move_id = ? AND pm.version_group_id = ? AND (? IS NULL OR ml.identifier = ?)
          ORDER BY pm.pokemon_id, pm.method_id, pm.level
          """,
        [id, groupID, method, method]
      ).compactMap { row -> MoveLearner? in
        guard let pokemon = row.int("pokemon_id"), let slug = row.text("identifier"),
          let method = row.text("method")
        else { return nil }
        return MoveLearner(
          pokemonID: pokemon, pokemon: slug,
          displayName: row.text("display_name") ?? DisplayName.titleCased(slug),
          method: method, level: method == "level-up" ? row.int("level") : nil,
          machine: method == "machine" ? row.text("machine") : nil)
      }
      return MoveLearners(game: chosen, games: learned, learners: learners)
    }
  }
}
