import Domain

/// The moves tables read as Domain's `Move`: the move and its battle numbers, its English
/// name, effect and game texts, its machines and how many Pokémon learn it.
extension PokedexDatabase {
  /// The move numbered `id`; `nil` when the database has none.
  func move(id: Int) async throws -> Move? {
    try await read { db -> Move? in
      guard let row = try await db.row(Self.moveSQL, [id]),
        let slug = row.text("identifier")
      else { return nil }
      let groups = try await Self.gameGroups(db)
      let descriptions = try await Self.gameTexts(db, kind: "move", id: id, groups: groups)
      let machines = try await db.rows("""
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
      let chance = row.int("effect_chance")
      let learners = try await db.int("SELECT count(DISTINCT pokemon_id) FROM pokemon_moves WHERE move_id = ?",
        [id]) ?? 0
      return Move(
        id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
        type: row.text("type").map(PokemonType.init(slug:)), damageClass: row.text("class"),
        power: row.int("power"), accuracy: row.int("accuracy"), pp: row.int("pp"),
        priority: row.int("priority") ?? 0, target: row.text("target"),
        generation: row.int("generation_id"),
        effect: MoveEffectText(
          full: row.rawText("effect").map { Self.paragraph($0, chance: chance) },
          short: row.rawText("short_effect").map { Self.paragraph($0, chance: chance) },
          chance: chance),
        battleEffects: try await Self.battleEffects(row, statChanges: Self.statChanges(db, id)),
        descriptions: descriptions,
        machines: machines.sorted { $0.game < $1.game }, learnerCount: learners)
    }
  }

  /// Every version group by id, with its games in id order.
  static func gameGroups(_ db: DatabaseReader) async throws -> [Int: GameGroup] {
    var versions: [Int: [String]] = [:]
    for row in try await db.rows("SELECT identifier, version_group_id FROM versions ORDER BY id")
    {
      guard let group = row.int("version_group_id"), let slug = row.text("identifier") else {
        continue
      }
      versions[group, default: []].append(slug)
    }
    var groups: [Int: GameGroup] = [:]
    for row in try await db.rows("SELECT id, identifier, sort_order FROM version_groups") {
      guard let id = row.int("id"), let slug = row.text("identifier") else { continue }
      groups[id] = GameGroup(
        slug: slug, order: row.int("sort_order") ?? id, versions: versions[id] ?? [])
    }
    return groups
  }

  private static let moveSQL = """
    SELECT m.identifier, m.generation_id, m.power, m.pp, m.accuracy, m.priority, m.effect_chance,
      t.identifier AS type, tg.identifier AS target, dc.identifier AS class, coalesce((SELECT name FROM names
          WHERE kind = 'move' AND entry_id = m.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      e.effect, e.short_effect, a.identifier AS ailment, mm.min_hits, mm.max_hits,
      mm.min_turns, mm.max_turns, mm.drain, mm.healing, mm.crit_rate, mm.ailment_chance,
      mm.flinch_chance, mm.stat_chance
    FROM moves m
    LEFT JOIN types t ON t.id = m.type_id
    LEFT JOIN move_targets tg ON tg.id = m.target_id
    LEFT JOIN move_damage_classes dc ON dc.id = m.damage_class_id
    LEFT JOIN names n ON n.kind = 'move' AND n.entry_id = m.id AND n.language_id = 9
    LEFT JOIN effects e ON e.kind = 'move' AND e.entry_id = m.id AND e.language_id = 9
    LEFT JOIN move_meta mm ON mm.move_id = m.id
    LEFT JOIN move_ailments a ON a.id = mm.ailment_id
    WHERE m.id = ?
    """

  /// An effect text as one safe paragraph, its chance filled in.
  private static func paragraph(_ text: String, chance: Int?) -> String {
    MoveEffectText.filling(FlavorText.clean(SafeText.clean(text)), chance: chance)
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
      turns: MoveBattleEffects.range(row.int("min_turns"), row.int("max_turns")))
  }
}
