import Domain

// Items, as the built-in database and PokeAPI hold them: this file is the kind's one
// declaration in Data. Its storage (first) names the table and the reads below it: the
// database's SQL of one item and of every row, the reads of one item and one row over
// PokeAPI, and the `item` document with its mapping to Domain's `Item`.

/// Items, berries included (a berry's facts come with its item).
extension Item: StoredKind {
  public static let storage = KindStorage<Item>(
    table: "items", builtInEntry: { try await $0.item(id: $1) },
    builtInRows: { database, _ in try await database.itemRows() },
    remoteEntry: { try await $0.item($1) },
    remoteRow: { source in
      let categories = ItemCategoryNames(reader: source.reader)
      return { try await source.reader.itemRow($0, categories: categories) }
    })
}

extension PokeAPIResource {
  /// The `item` documents.
  public static let item = PokeAPIResource("item")
}

// MARK: - The built-in database

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
      // Read once for the prices and the moves taught alike.
      let groups = try await Self.gameGroups(db)
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
        effect: Self.effect(row, in: db, paragraph: ItemEffectText.paragraph),
        descriptions: try await Self.gameTexts(db, kind: "item", id: id),
        heldBy: try await Self.holders(db, item: id),
        evolutions: try await Self.evolutions(db, itemName: displayName),
        berry: try await Self.berry(db, item: id)
      ).with(
        prices: try await Self.prices(db, item: id, groups: groups),
        teaches: try await Self.teaches(db, item: id, groups: groups))
    }
  }

  /// Item `item`'s prices per group of games, in release order.
  private static func prices(
    _ db: DatabaseReader, item: Int, groups: [Int: GameGroup]
  ) async throws -> [ItemPrice] {
    return try await db.rows(
      "SELECT version_group_id, purchase_price, sell_price FROM item_prices WHERE item_id = ?",
      [item]
    ).compactMap { row -> ItemPrice? in
      guard let group = row.int("version_group_id").flatMap({ groups[$0] }) else { return nil }
      return ItemPrice(game: group, purchase: row.int("purchase_price"), sell: row.int("sell_price"))
    }.sorted { $0.game < $1.game }
  }

  /// The move machine `item` teaches in each group of games, in release order; none for
  /// an item that is no machine.
  private static func teaches(
    _ db: DatabaseReader, item: Int, groups: [Int: GameGroup]
  ) async throws -> [TaughtMove] {
    return try await db.rows("""
        SELECT m.version_group_id, v.identifier AS slug, coalesce((SELECT name FROM names
            WHERE kind = 'move' AND entry_id = v.id AND language_id = SHOWN_LANGUAGE), n.name) AS name
        FROM machines m JOIN moves v ON v.id = m.move_id
        LEFT JOIN names n ON n.kind = 'move' AND n.entry_id = v.id AND n.language_id = 9
        WHERE m.item_id = ?
        """, [item]
    ).compactMap { row -> TaughtMove? in
      guard let group = row.int("version_group_id").flatMap({ groups[$0] }),
        let slug = row.text("slug")
      else { return nil }
      return TaughtMove(
        game: group,
        move: NamedSlug(slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug)))
    }.sorted { $0.game < $1.game }
  }

  private static let itemSQL = """
    SELECT i.identifier, i.fling_power, \(itemColumns), \(effectColumns),
      f.identifier AS fling_slug, coalesce((SELECT name FROM names
          WHERE kind = 'item-fling-effect' AND entry_id = f.id AND language_id = SHOWN_LANGUAGE), fn.name) AS fling
    \(itemTables)
    LEFT JOIN item_fling_effects f ON f.id = i.fling_effect_id
    LEFT JOIN names fn ON fn.kind = 'item-fling-effect' AND fn.entry_id = f.id AND fn.language_id = 9
    WHERE i.id = ?
    """

  /// What an item's card and its list row both read: its name in the language shown
  /// (looked up only when that is not English, whose name the join has), else in English,
  /// and (through `nameTables`) its effect.
  private static let nameColumn = """
    coalesce((SELECT name FROM names WHERE SHOWN_LANGUAGE != 9
        AND kind = 'item' AND entry_id = i.id AND language_id = SHOWN_LANGUAGE), n.name) AS name
    """

  /// The tables `nameColumn` and the effect columns read.
  private static let nameTables = """
    FROM items i
    LEFT JOIN names n ON n.kind = 'item' AND n.entry_id = i.id AND n.language_id = 9
    \(effectJoin(kind: "item", entry: "i.id"))
    """

  /// A category `c` and its pocket, each named in the language shown, else in English:
  /// what an item's card reads beside it, and what the list reads once for every
  /// category (54 of them) rather than once for each of the 2,223 items.
  private static let categoryColumns = """
    c.identifier AS category_slug, coalesce((SELECT name FROM names
        WHERE kind = 'item-category' AND entry_id = c.id AND language_id = SHOWN_LANGUAGE), cn.name) AS category,
      p.identifier AS pocket_slug, coalesce((SELECT name FROM names
        WHERE kind = 'item-pocket' AND entry_id = p.id AND language_id = SHOWN_LANGUAGE), pn.name) AS pocket
    """

  /// The tables `categoryColumns` reads, after `c`.
  private static let categoryTables = """
    LEFT JOIN names cn ON cn.kind = 'item-category' AND cn.entry_id = c.id AND cn.language_id = 9
    LEFT JOIN item_pockets p ON p.id = c.pocket_id
    LEFT JOIN names pn ON pn.kind = 'item-pocket' AND pn.entry_id = p.id AND pn.language_id = 9
    """

  /// An item's cost, name, category and pocket: what its card reads.
  private static let itemColumns = "i.cost, \(nameColumn), \(categoryColumns)"

  /// The tables `itemColumns` reads.
  private static let itemTables = """
    \(nameTables)
    LEFT JOIN item_categories c ON c.id = i.category_id
    \(categoryTables)
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

  /// The berry item `item` is, with its facts; `nil` for an item that is no berry.
  private static func berry(_ db: DatabaseReader, item: Int) async throws -> Berry? {
    guard let row = try await db.row(berrySQL("WHERE b.item_id = ?"), [item]),
      let id = row.int("id")
    else { return nil }
    let flavors = try await berryFlavors(db, of: "?", [id])
    return berry(row, flavors: flavors[id] ?? [])
  }

  /// A berry from a row of `berrySQL(_:)` and its flavors; `nil` for a row without its slug.
  private static func berry(_ row: DatabaseRow, flavors: [BerryFlavor]) -> Berry? {
    guard let slug = row.text("identifier") else { return nil }
    return Berry(
      name: slug, firmness: named(row, "firmness"), size: row.int("size"),
      maxHarvest: row.int("max_harvest"), growthTime: row.int("growth_time"),
      naturalGiftType: row.text("gift_type").map(PokemonType.init(slug:)),
      naturalGiftPower: row.int("natural_gift_power"), flavors: flavors)
  }

  /// The flavors of the berries `berries` (an id or a subquery of ids) selects, those of
  /// potency 0 left out, by berry, each berry's in the flavors' order.
  private static func berryFlavors(
    _ db: DatabaseReader, of berries: String, _ arguments: [any DatabaseArgument] = []
  ) async throws -> [Int: [BerryFlavor]] {
    var flavors: [Int: [BerryFlavor]] = [:]
    for row in try await db.rows("""
        SELECT p.berry_id, f.identifier AS slug, coalesce((SELECT name FROM names
            WHERE kind = 'berry-flavor' AND entry_id = f.id AND language_id = SHOWN_LANGUAGE), n.name) AS name,
          p.potency FROM berry_flavor_potency p
        JOIN berry_flavors f ON f.id = p.flavor_id
        LEFT JOIN names n ON n.kind = 'berry-flavor' AND n.entry_id = f.id AND n.language_id = 9
        WHERE p.berry_id IN (\(berries)) AND p.potency > 0 ORDER BY p.berry_id, f.id
        """, arguments)
    {
      guard let berry = row.int("berry_id"), let slug = row.text("slug"),
        let potency = row.int("potency")
      else { continue }
      flavors[berry, default: []].append(BerryFlavor(
        flavor: NamedSlug(slug: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug)),
        potency: potency))
    }
    return flavors
  }

  /// A berry's facts, its firmness named, and its item's slug and name, then `tail`: the
  /// card's read with its `WHERE`, the list's with its `ORDER BY`.
  private static func berrySQL(_ tail: String) -> String {
    """
    SELECT b.id, b.identifier, b.size, b.max_harvest, b.growth_time, b.natural_gift_power,
      t.identifier AS gift_type, f.identifier AS firmness_slug, coalesce((SELECT name FROM names
          WHERE kind = 'berry-firmness' AND entry_id = f.id AND language_id = SHOWN_LANGUAGE), fn.name) AS firmness,
      i.identifier AS item, \(nameColumn)
    FROM berries b
    JOIN items i ON i.id = b.item_id
    LEFT JOIN names n ON n.kind = 'item' AND n.entry_id = i.id AND n.language_id = 9
    LEFT JOIN types t ON t.id = b.natural_gift_type_id
    LEFT JOIN berry_firmness f ON f.id = b.firmness_id
    LEFT JOIN names fn ON fn.kind = 'berry-firmness' AND fn.entry_id = f.id AND fn.language_id = 9
    \(tail)
    """
  }

  /// Every item as a list row, in number order: one read for the categories, one for
  /// all the items.
  func itemRows() async throws -> [ItemRow] {
    try await read { db in
      var categories: [Int: (category: NamedSlug?, pocket: NamedSlug?)] = [:]
      for row in try await db.rows(Self.categoriesSQL) {
        guard let id = row.int("id") else { continue }
        categories[id] = (PokedexDatabase.named(row, "category"), PokedexDatabase.named(row, "pocket"))
      }
      return try await db.rows(Self.itemRowsSQL).compactMap { row -> ItemRow? in
        guard let id = row.int("id"), let slug = row.text("identifier") else { return nil }
        let placed = row.int("category_id").flatMap { categories[$0] }
        return ItemRow(
          id: id, name: slug, displayName: row.text("name") ?? DisplayName.titleCased(slug),
          category: placed?.category, pocket: placed?.pocket, cost: row.int("cost"),
          shortEffect: row.rawText("short_effect").map(ItemEffectText.paragraph))
      }
    }
  }

  /// Every berry as a list row, in the berries' order: two reads, the berries' facts
  /// with their items' names, then every berry's flavors.
  func berryRows() async throws -> [BerryRow] {
    try await read { db in
      let flavors = try await Self.berryFlavors(db, of: "SELECT id FROM berries")
      return try await db.rows(Self.berrySQL("ORDER BY b.id")).compactMap { row -> BerryRow? in
        guard let number = row.int("id"), let item = row.text("item"),
          let berry = Self.berry(row, flavors: flavors[number] ?? [])
        else { return nil }
        return BerryRow(
          number: number, item: item,
          displayName: row.text("name") ?? DisplayName.titleCased(item), berry: berry)
      }
    }
  }

  private static let itemRowsSQL = """
    SELECT i.id, i.identifier, i.cost, i.category_id, \(nameColumn), \(shortEffectColumn)
    \(nameTables)
    ORDER BY i.id
    """

  private static let categoriesSQL = """
    SELECT c.id, \(categoryColumns)
    FROM item_categories c
    \(categoryTables)
    """
}

// MARK: - PokeAPI

/// Items from PokeAPI itself: one `item` document each (see `ItemDTO.toDomain` for what
/// it leaves out), its category's and pocket's documents for their names, and for an
/// item named like a berry (`oran-berry`) the `berry` document
/// with its facts (`oran`). A name written another way (`waterstone`) is found through the
/// list of every item's name, as a move's is.
extension PokeAPIReader {
  /// The item `query` names, with its berry's facts when it is one.
  func item(_ query: EntryQuery) async throws -> Item {
    let document = try await entryDocument(ItemDTO.self, of: .item, kind: .item, query).document
    let number: Int
    if case .number(let id) = query { number = id } else { number = 0 }
    var item = document.toDomain(id: number)
    item.berry = try await berry(of: item.name)
    item.teaches = try await taughtMoves(document.machines ?? [])
    if let category = item.category?.slug {
      item = item.naming(try await ItemCategoryNames(reader: self).named(category))
    }
    return item
  }

  /// The move each of a machine item's `machines` teaches: one `machine` document each
  /// (TM01 has 24), kept in the cache as every document is; ordered by the groups' ids,
  /// all a link says (not release order: Red and Green (Japan) is 28).
  private func taughtMoves(_ machines: [MachineLinkDTO]) async throws -> [TaughtMove] {
    let links = machines.compactMap { link -> (id: Int, group: GameGroup)? in
      guard let id = link.machine.id, let group = link.versionGroup else { return nil }
      return (id, GameGroup(link: group))
    }
    return try await OrderedConcurrency.map(links) { [self] link -> TaughtMove in
      let move = try await document(MachineDTO.self, of: .machine, id: link.id).move
      let slug = SafeText.clean(move.name)
      return TaughtMove(
        game: link.group, move: NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug)))
    }.sorted { $0.game < $1.game }
  }

  /// The facts of the berry the item `slug` is. An item's document does not link its
  /// berry, but PokeAPI names every berry for its item without "-berry" (`oran-berry` is
  /// the berry `oran`). An item so named that is no berry (the old `gold-berry`) costs
  /// one unanswered request and has none.
  private func berry(of slug: String) async throws -> Berry? {
    let suffix = "-berry"
    let name = String(slug.dropLast(suffix.count))
    // Only a plain slug becomes a path: the name came from the network.
    let plain = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard slug.hasSuffix(suffix), !name.isEmpty, plain else { return nil }
    do {
      return try await answer(BerryDTO.self, of: .berry, .name(name)).document.toDomain()
    } catch PokedexError.notFound {
      return nil
    }
  }

  /// Item `id`'s row: its document, with its category's and pocket's names in every
  /// language.
  func itemRow(_ id: Int, categories: ItemCategoryNames) async throws -> ItemRow {
    let item = try await document(ItemDTO.self, of: .item, id: id).toDomain(id: id)
    var named: ItemCategoryNames.Named?
    if let slug = item.category?.slug { named = try await categories.named(slug) }
    func row(in language: String) -> ItemRow {
      let said = named?.said(in: language)
      let shown = item.shown(in: language)
      return ItemRow(
        id: id, name: item.name, displayName: shown.displayName,
        category: said?.category ?? item.category, pocket: said?.pocket, cost: item.cost,
        shortEffect: shown.effect.short)
    }
    let languages = Set((item.translations ?? [:]).keys).union(named?.languages ?? [])
    return row(in: "en").translated(into: languages.subtracting(["en"]).sorted(), worded: row(in:))
  }
}

extension Item {
  /// Itself with its category and pocket as `category`'s documents name them, in English
  /// and in every language it carries or they speak: the category's own document names
  /// it and its pocket, as the list's rows do.
  fileprivate func naming(_ category: ItemCategoryNames.Named) -> Item {
    func said(in language: String) -> Item {
      var said = shown(in: language)
      (said.category, said.pocket) = category.said(in: language)
      return said
    }
    let languages = Set((translations ?? [:]).keys).union(category.languages)
    return said(in: "en").translated(into: languages.subtracting(["en"]).sorted(), worded: said(in:))
  }
}

// MARK: - The document

/// The fields of an `item` document the built-in database keeps, and the card reads over
/// the network.
package struct ItemDTO: Decodable, Sendable {
  /// The item's pictures; only the default one is kept.
  package struct Sprites: Decodable, Sendable {
    /// The link to the item's picture, as PokeAPI gives it.
    package let `default`: String?
  }

  /// A wild Pokémon that may hold the item, with its chance per game.
  package struct Holder: Decodable, Sendable {
    package let pokemon: NamedAPIResourceDTO
    package let versionDetails: [VersionRarityDTO<NamedAPIResourceDTO>]
  }

  /// PokeAPI's id of the item.
  package let id: Int?
  /// The item's slug, such as `master-ball`.
  package let name: String
  /// Its category, such as `standard-balls`.
  package let category: NamedAPIResourceDTO?
  /// What it costs in one game's shops, and what a shop pays for it.
  package struct Price: Decodable, Sendable {
    package let versionGroup: NamedAPIResourceDTO
    package let purchasePrice: Int?
    package let sellPrice: Int?
  }

  /// Its price in a shop, where the document gives one price for every game.
  package let cost: Int?
  /// Its prices per game, where the document gives them (in the games' order).
  package let prices: [Price]?
  /// The power of Fling when the item is thrown.
  package let flingPower: Int?
  /// What Fling does with it besides damage.
  package let flingEffect: NamedAPIResourceDTO?
  /// Its attributes, such as `holdable` or `consumable`.
  package let attributes: [NamedAPIResourceDTO]?
  /// Its pictures.
  package let sprites: Sprites?
  /// What it does, in each language.
  package let effectEntries: [EffectTextDTO]?
  /// Its in-game texts, per game and language.
  package let flavorTextEntries: [VersionGroupTextDTO]?
  /// The item's name in each language.
  package let names: [LocalizedNameDTO]?
  /// The wild Pokémon that may hold it.
  package let heldByPokemon: [Holder]?
  /// For a TM, HM or TR, its machine in each game.
  package let machines: [MachineLinkDTO]?
}

extension ItemDTO: NamedTextsDocument {
  var textLanguages: Set<String> { Set((flavorTextEntries ?? []).map(\.language.code)) }

  /// The item as Domain has it over the network. Every outside string is made safe to
  /// print. The document names its category, fling effect, attributes and games by slug
  /// alone, so they are shown title cased; its pocket and the evolutions it brings about
  /// are in other documents (a category's, the evolution chains') and are left out: the
  /// built-in data has them. A berry's facts are added by `PokeAPIReader.item` from the
  /// berry's own document.
  /// It carries its name and game texts in every other language the document speaks.
  func toDomain(id fallback: Int) -> Item {
    translating(english(id: fallback))
  }

  private func english(id fallback: Int) -> Item {
    Item(
      id: id ?? fallback, name: SafeText.clean(name),
      displayName: displayName(in: "en"),
      category: category.map(Self.named), pocket: nil,
      // As the built-in data keeps it: newer documents give prices per game instead.
      cost: cost ?? prices?.last?.purchasePrice, flingPower: flingPower,
      flingEffect: flingEffect.map(Self.named), attributes: (attributes ?? []).map(Self.named),
      effect: effect(in: "en"),
      descriptions: descriptions(in: "en"),
      heldBy: (heldByPokemon ?? []).compactMap { holder -> ItemHolder? in
        guard let id = holder.pokemon.linkedID else { return nil }
        let slug = SafeText.clean(holder.pokemon.name)
        return ItemHolder(
          pokemonID: id, pokemon: slug, displayName: DisplayName.titleCased(slug),
          rarities: holder.versionDetails
            .sorted { ($0.version.linkedID ?? 0) < ($1.version.linkedID ?? 0) }
            .map { HeldRarity(version: SafeText.clean($0.version.name), rarity: $0.rarity) })
      }.sorted { $0.pokemonID < $1.pokemonID },
      evolutions: [], berry: nil
    ).with(
      prices: (prices ?? []).map {
        ItemPrice(
          game: GameGroup(link: $0.versionGroup), purchase: $0.purchasePrice, sell: $0.sellPrice)
      }.sorted { $0.game < $1.game },
      teaches: [])
  }

  /// The effect in `language`, else in English (`EffectTexts`).
  func effect(in language: String) -> EffectText {
    EffectTexts.of(effectEntries, in: language, paragraph: ItemEffectText.paragraph)
  }

  /// The descriptions in `language`, else in English (`GameTexts`).
  func descriptions(in language: String) -> [GameText] {
    GameTexts.of(
      flavorTextEntries, in: language, language: \.language.code, group: \.versionGroup,
      text: \.text)
  }

  private static func named(_ link: NamedAPIResourceDTO) -> NamedSlug {
    let slug = SafeText.clean(link.name)
    return NamedSlug(slug: slug, displayName: DisplayName.titleCased(slug))
  }

  private static func paragraph(_ text: String) -> String {
    FlavorText.clean(SafeText.clean(text))
  }
}

/// An item's effect text as one safe paragraph. PokeAPI writes items' effects as
/// definition lists (`Held in battle\n:   Restores…`); the term is kept before a colon
/// (`Held in battle: Restores…`), as the built-in data and the network both show it. A
/// second definition of the same term, after a blank line (`…is lost.\n\n:   If…`), goes
/// on as the next sentence.
enum ItemEffectText {
  static func paragraph(_ text: String) -> String {
    // Both patterns end in a line break and a colon; most texts have none, and a regex is
    // the costliest pass of a card's texts. Looked for byte by byte: the generic
    // `firstRange(of:)` cost the items list a seventh of its time, over 2,000 texts.
    guard hasColonAfterLineBreak(text) else {
      return FlavorText.clean(SafeText.clean(text))
    }
    // Matched scalar by scalar, as the text's bytes are, not character by character.
    let joined = text
      .replacing(#/\s*\n[ \t]*\n:\s+/#.matchingSemantics(.unicodeScalar), with: " ")
      .replacing(#/\s*\n:\s+/#.matchingSemantics(.unicodeScalar), with: ": ")
    return FlavorText.clean(SafeText.clean(joined))
  }

  /// Whether a colon follows a line break in `text`.
  private static func hasColonAfterLineBreak(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if previous == 0x0A, byte == 0x3A { return true }
      previous = byte
    }
    return false
  }
}
