import Domain

/// The abilities tables read as Domain's `Ability`: the ability, its English name, effect
/// and game texts, and every Pokémon that can have it.
extension PokedexDatabase {
  /// The ability numbered `id`; `nil` when the database has none.
  func ability(id: Int) async throws -> Ability? {
    try await read { db -> Ability? in
      guard let row = try await db.row(Self.abilitySQL, [id]),
        let slug = row.text("identifier")
      else { return nil }
      let descriptions = try await Self.gameTexts(db, kind: "ability", id: id)
      // A Pokémon with the ability in two slots (hidden and not) is listed once, as not
      // hidden: it can have it without special means.
      let holders = try await db.rows("""
          SELECT p.id, p.identifier, coalesce((SELECT name FROM names
              WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
            min(pa.is_hidden) AS is_hidden
          FROM pokemon_abilities pa JOIN pokemon p ON p.id = pa.pokemon_id
          WHERE pa.ability_id = ? GROUP BY p.id ORDER BY p.id
          """,
        [id]
      ).compactMap { row -> AbilityHolder? in
        guard let pokemon = row.int("id"), let name = row.text("identifier") else { return nil }
        return AbilityHolder(
          id: pokemon, name: name, displayName: row.text("display_name") ?? name,
          isHidden: row.flag("is_hidden"))
      }
      return Ability(
        id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
        generation: row.int("generation_id"), isMainSeries: row.flag("is_main_series"),
        effect: EffectText(
          full: row.rawText("effect").map(Self.effectParagraph),
          short: row.rawText("short_effect").map(Self.effectParagraph)),
        descriptions: descriptions, holders: holders)
    }
  }

  private static let abilitySQL = """
    SELECT a.identifier, a.generation_id, a.is_main_series, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      e.effect, e.short_effect
    FROM abilities a
    LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    LEFT JOIN effects e ON e.kind = 'ability' AND e.entry_id = a.id AND e.language_id = 9
    WHERE a.id = ?
    """

  /// An effect text as one safe paragraph.
  static func effectParagraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }

  /// Every ability as a list row, in number order: one query for all of them.
  func abilityRows() async throws -> [AbilityRow] {
    try await read { db in
      try await db.rows(Self.abilityRowsSQL).compactMap { row -> AbilityRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return AbilityRow(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          generation: row.int("generation_id"), pokemonCount: row.int("holders") ?? 0,
          shortEffect: row.rawText("short_effect").map(PokedexDatabase.effectParagraph))
      }
    }
  }

  private static let abilityRowsSQL = """
    SELECT a.id, a.identifier, a.generation_id, coalesce((SELECT name FROM names
        WHERE kind = 'ability' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      e.short_effect,
      (SELECT count(DISTINCT pokemon_id) FROM pokemon_abilities pa WHERE pa.ability_id = a.id)
        AS holders
    FROM abilities a
    LEFT JOIN names n ON n.kind = 'ability' AND n.entry_id = a.id AND n.language_id = 9
    LEFT JOIN effects e ON e.kind = 'ability' AND e.entry_id = a.id AND e.language_id = 9
    ORDER BY a.id
    """
}
