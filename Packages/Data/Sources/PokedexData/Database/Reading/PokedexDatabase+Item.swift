import Domain

/// The items tables read as Domain's `Item`: the item with its category, pocket, fling
/// effect and attributes, its English texts, the wild Pokémon that hold it, the
/// evolutions it brings about and, for a berry, the berry's facts.
extension PokedexDatabase {
  /// The item numbered `id`; `nil` when the database has none.
  func item(id: Int) async throws -> Item? {
    try await read { db -> Item? in
      guard let row = try await db.row(Self.itemSQL, [id]),
        let slug = row.text("identifier")
      else { return nil }
      let displayName = row.text("name") ?? DisplayName.titleCased(slug)
      return Item(
        id: id, name: slug, displayName: displayName,
        category: Self.named(row, "category"), pocket: Self.named(row, "pocket"),
        cost: row.int("cost"), flingPower: row.int("fling_power"),
        flingEffect: Self.named(row, "fling"),
        attributes: try await Self.namedRows(
          db,
          sql: """
            SELECT a.identifier AS slug, coalesce((SELECT name FROM names
                WHERE kind = 'item-attribute' AND entry_id = a.id AND language_id = SHOWN_LANGUAGE), n.name) AS name FROM item_attribute_map m
            JOIN item_attributes a ON a.id = m.attribute_id
            LEFT JOIN names n ON n.kind = 'item-attribute' AND n.entry_id = a.id AND n.language_id = 9
            WHERE m.item_id = ? ORDER BY a.id
            """, id),
        effect: EffectText(
          full: row.rawText("effect").map(ItemEffectText.paragraph),
          short: row.rawText("short_effect").map(ItemEffectText.paragraph)),
        descriptions: try await Self.gameTexts(db, kind: "item", id: id),
        heldBy: try await Self.holders(db, item: id),
        evolutions: try await Self.evolutions(db, itemName: displayName),
        berry: try await Self.berry(db, item: id))
    }
  }

  private static let itemSQL = """
    SELECT i.identifier, i.fling_power, \(itemColumns), e.effect,
      f.identifier AS fling_slug, coalesce((SELECT name FROM names
          WHERE kind = 'item-fling-effect' AND entry_id = f.id AND language_id = SHOWN_LANGUAGE), fn.name) AS fling
    \(itemTables)
    LEFT JOIN item_fling_effects f ON f.id = i.fling_effect_id
    LEFT JOIN names fn ON fn.kind = 'item-fling-effect' AND fn.entry_id = f.id AND fn.language_id = 9
    WHERE i.id = ?
    """

  /// What an item's card and its list row both read: its cost, its name, short effect,
  /// category and pocket, each name in the language shown, else in English.
  private static let itemColumns = """
    i.cost, coalesce((SELECT name FROM names
        WHERE kind = 'item' AND entry_id = i.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
      e.short_effect,
      c.identifier AS category_slug, coalesce((SELECT name FROM names
          WHERE kind = 'item-category' AND entry_id = c.id AND language_id = SHOWN_LANGUAGE), cn.name) AS category,
      p.identifier AS pocket_slug, coalesce((SELECT name FROM names
          WHERE kind = 'item-pocket' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), pn.name) AS pocket
    """

  /// The tables `itemColumns` reads.
  private static let itemTables = """
    FROM items i
    LEFT JOIN names n ON n.kind = 'item' AND n.entry_id = i.id AND n.language_id = 9
    LEFT JOIN effects e ON e.kind = 'item' AND e.entry_id = i.id AND e.language_id = 9
    LEFT JOIN item_categories c ON c.id = i.category_id
    LEFT JOIN names cn ON cn.kind = 'item-category' AND cn.entry_id = c.id AND cn.language_id = 9
    LEFT JOIN item_pockets p ON p.id = c.pocket_id
    LEFT JOIN names pn ON pn.kind = 'item-pocket' AND pn.entry_id = p.id AND pn.language_id = 9
    """

  /// The rows of `sql` (columns `slug` and `name`, one argument) as named slugs.
  private static func namedRows(_ db: DatabaseReader, sql: String, _ id: Int) async throws -> [NamedSlug] {
    try await db.rows(sql, [id]).compactMap { row in
      guard let slug = row.text("slug") else { return nil }
      return NamedSlug(slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug))
    }
  }

  private static func holders(_ db: DatabaseReader, item: Int) async throws -> [ItemHolder] {
    var holders: [ItemHolder] = []
    for row in try await db.rows("""
        SELECT p.id, p.identifier, coalesce((SELECT name FROM names
            WHERE kind = 'pokemon' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), p.display_name) AS display_name,
          v.identifier AS version, pi.rarity
        FROM pokemon_items pi JOIN pokemon p ON p.id = pi.pokemon_id
        JOIN versions v ON v.id = pi.version_id
        WHERE pi.item_id = ? ORDER BY p.id, v.id
        """,
      [item])
    {
      guard let id = row.int("id"), let slug = row.text("identifier"),
        let version = row.text("version"), let rarity = row.int("rarity")
      else { continue }
      let held = HeldRarity(version: version, rarity: rarity)
      if holders.last?.pokemonID == id {
        holders[holders.count - 1].rarities.append(held)
      } else {
        holders.append(
          ItemHolder(
            pokemonID: id, pokemon: slug, displayName: row.text("display_name") ?? slug,
            rarities: [held]))
      }
    }
    return holders
  }

  /// The evolutions whose step names the item, used or held: the steps keep the item's
  /// English name, as the Pokémon card prints it.
  private static func evolutions(_ db: DatabaseReader, itemName: String) async throws -> [ItemEvolution] {
    try await db.rows("""
        SELECT s.trigger, s.item, s.base_form, s.evolved_form,
          coalesce(coalesce((SELECT name FROM names
              WHERE kind = 'pokemon-species' AND entry_id = e.id AND language_id = SHOWN_LANGUAGE), en.name),
            e.identifier) AS evolved, coalesce(coalesce((SELECT name FROM names
              WHERE kind = 'pokemon-species' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), pn.name),
            p.identifier) AS parent
        FROM evolution_steps s JOIN species e ON e.id = s.evolved_species_id
        LEFT JOIN names en ON en.kind = 'pokemon-species' AND en.entry_id = e.id AND en.language_id = 9
        LEFT JOIN species p ON p.id = e.evolution_parent_id
        LEFT JOIN names pn ON pn.kind = 'pokemon-species' AND pn.entry_id = p.id AND pn.language_id = 9
        WHERE s.item = ? OR s.held_item = ?
        ORDER BY coalesce(e.sort_order, e.id), s.step
        """,
      [itemName, itemName]
    ).compactMap { row -> ItemEvolution? in
      guard let into = row.text("evolved_form") ?? row.text("evolved"),
        let from = row.text("base_form") ?? row.text("parent"),
        let trigger = row.text("trigger")
      else { return nil }
      return ItemEvolution(
        from: from, into: into, trigger: trigger, isHeld: row.text("item") != itemName)
    }
  }

  private static func berry(_ db: DatabaseReader, item: Int) async throws -> Berry? {
    guard
      let row = try await db.row("""
          SELECT b.id, b.identifier, b.size, b.max_harvest, b.growth_time, b.natural_gift_power,
            t.identifier AS gift_type, f.identifier AS firmness_slug, coalesce((SELECT name FROM names
                WHERE kind = 'berry-firmness' AND entry_id = f.id AND language_id = SHOWN_LANGUAGE), fn.name) AS firmness
          FROM berries b
          LEFT JOIN types t ON t.id = b.natural_gift_type_id
          LEFT JOIN berry_firmness f ON f.id = b.firmness_id
          LEFT JOIN names fn ON fn.kind = 'berry-firmness' AND fn.entry_id = f.id AND fn.language_id = 9
          WHERE b.item_id = ?
          """,
        [item]),
      let id = row.int("id"), let slug = row.text("identifier")
    else { return nil }
    let flavors = try await db.rows("""
        SELECT f.identifier AS slug, coalesce((SELECT name FROM names
            WHERE kind = 'berry-flavor' AND entry_id = f.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
          p.potency FROM berry_flavor_potency p
        JOIN berry_flavors f ON f.id = p.flavor_id
        LEFT JOIN names n ON n.kind = 'berry-flavor' AND n.entry_id = f.id AND n.language_id = 9
        WHERE p.berry_id = ? AND p.potency > 0 ORDER BY f.id
        """,
      [id]
    ).compactMap { row -> BerryFlavor? in
      guard let slug = row.text("slug"), let potency = row.int("potency") else { return nil }
      return BerryFlavor(
        flavor: NamedSlug(slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug)),
        potency: potency)
    }
    return Berry(
      name: slug, firmness: named(row, "firmness"), size: row.int("size"),
      maxHarvest: row.int("max_harvest"), growthTime: row.int("growth_time"),
      naturalGiftType: row.text("gift_type").map(PokemonType.init(slug:)),
      naturalGiftPower: row.int("natural_gift_power"), flavors: flavors)
  }

  /// Every item as a list row, in number order: one query for all of them.
  func itemRows() async throws -> [ItemRow] {
    try await read { db in
      try await db.rows(Self.itemRowsSQL).compactMap { row -> ItemRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        return ItemRow(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          category: PokedexDatabase.named(row, "category"),
          pocket: PokedexDatabase.named(row, "pocket"), cost: row.int("cost"),
          shortEffect: row.rawText("short_effect").map(ItemEffectText.paragraph))
      }
    }
  }

  /// Every berry as a list row, in the berries' order.
  func berryRows() async throws -> [BerryRow] {
    let slugs = try await read { db in
      try await db.rows("SELECT id, item_id FROM berries ORDER BY id")
        .compactMap { row -> (Int, Int)? in
          guard let id = row.int("id"), let item = row.int("item_id") else { return nil }
          return (id, item)
        }
    }
    // A berry's facts as its item's card reads them: 68 small reads, a few milliseconds.
    var rows: [BerryRow] = []
    for (number, itemID) in slugs {
      guard let item = try await item(id: itemID), let berry = item.berry else { continue }
      rows.append(BerryRow(number: number, item: item.name, displayName: item.displayName, berry: berry))
    }
    return rows
  }

  private static let itemRowsSQL = """
    SELECT i.id, i.identifier, \(itemColumns)
    \(itemTables)
    ORDER BY i.id
    """
}
