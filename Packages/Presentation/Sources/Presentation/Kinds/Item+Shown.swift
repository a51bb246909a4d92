import Domain

// Items and berries as pokecli shows them: this file is the kind's one declaration in
// Presentation. Its card (the sections and the `CardShown` conformance the one card
// screen, `EntryCard<Item>`, reads), the card's JSON, and the lists' columns, cells and
// row JSON (the `ListLayout`s of items and of berries the one paged list reads), and its
// section, row and card in the browser.

// MARK: - The card

/// The sections of an item's card, each a list of lines no wider than `width`.
struct ItemCardSections {
  let item: Item
  let game: String?
  let theme: Theme
  let width: Int

  static let indent = "  "

  /// Every section in reading order, separated by blank lines.
  var all: [String] {
    [
      header, effect, teaches,
      GameTextSection.lines(
        item.descriptions, game: game, theme: theme, width: width, indent: Self.indent),
      prices, evolutions, berry, heldBy,
    ].filter { !$0.isEmpty }
      .map { $0.joined(separator: "\n") }
      .joined(separator: "\n\n").components(separatedBy: "\n")
  }

  var header: [String] {
    let title = PokemonListRenderer.numberText(item.id) + "  " + item.displayName
    var lines = [theme.paint(TextLayout.truncate(title, to: width), as: .heading)]
    lines += TextLayout.pack(
      [
        item.category.map(\.displayName),
        item.pocket.map { "\($0.displayName) pocket" },
      ].compactMap { $0 }, separator: " · ", width: width)
    lines += TextLayout.pack(
      [
        cost,
        item.flingPower.map { "Fling power \($0)" },
        item.flingEffect.map { "Fling: \($0.displayName)" },
      ].compactMap { $0 }, separator: " · ", width: width)
    if let game = item.asIn {
      let note = (item.teaches ?? []).isEmpty ? "Price as in " : "Price and move taught as in "
      lines += TextLayout.wrap(note + theme.gamesName(game), width: width)
        .map { theme.paint($0, as: .dim) }
    }
    if !item.attributes.isEmpty {
      lines += TextLayout.wrap(
        item.attributes.map { ItemWords.attribute($0.slug) }.joined(separator: ", "),
        width: width
      ).map { theme.paint($0, as: .dim) }
    }
    return lines
  }

  /// "Buy ₽1,200 · sell ₽600" as in the game told; today, the newest price a game lists,
  /// that game named ("Cost ₽800 in Scarlet and Violet"), else the item's one cost.
  var cost: String {
    let prices = item.prices ?? []
    if item.asIn != nil {
      guard let price = prices.first else { return "Cost —" }
      return ItemWords.price(price, separator: " · ")
    }
    guard let newest = item.newestPrice else { return "Cost " + ItemWords.cost(item.cost) }
    return "Cost " + ItemWords.cost(newest.purchase) + " in " + theme.gamesName(newest.game)
  }

  /// What it does; for a machine, the Teaches section instead: PokeAPI's effect names
  /// the move of one game (TM01 "Teaches Focus Punch"), the section every game's.
  var effect: [String] {
    guard (item.teaches ?? []).isEmpty else { return [] }
    return EffectSection.lines(item.effect, theme: theme, width: width)
  }

  /// The move a machine teaches: in the game told, one line; today, one line a move with
  /// the games it is taught in ("Mega Punch: Red and Blue, Yellow").
  var teaches: [String] {
    let taught = item.teaches ?? []
    guard !taught.isEmpty else { return [] }
    var lines = [theme.paint("Teaches", as: .heading)]
    if item.asIn != nil {
      return lines + taught.flatMap { paragraph($0.move.displayName) }
    }
    for (move, games) in ItemWords.grouped(taught, by: \.move.displayName) {
      lines += paragraph(move + ": " + games.map { theme.gamesName($0.game) }.joined(separator: ", "))
    }
    return lines
  }

  /// Today's card: every price the games list, one line a price with its games, oldest
  /// first ("Buy ₽1,200, sell ₽600: Red and Blue, Yellow…"). The card told as in a game
  /// says its price in the header instead.
  var prices: [String] {
    let prices = item.prices ?? []
    guard item.asIn == nil, !prices.isEmpty else { return [] }
    var lines = [theme.paint("Prices", as: .heading)]
    for (price, games) in ItemWords.grouped(prices, by: { ItemWords.price($0, separator: ", ") }) {
      lines += paragraph(price + ": " + games.map { theme.gamesName($0.game) }.joined(separator: ", "))
    }
    return lines
  }

  var evolutions: [String] {
    guard !item.evolutions.isEmpty else { return [] }
    return [theme.paint("Evolution", as: .heading)]
      + item.evolutions.flatMap { paragraph(ItemWords.evolution($0)) }
  }

  var berry: [String] {
    guard let berry = item.berry else { return [] }
    var facts: [String] = []
    if let firmness = berry.firmness { facts.append("Firmness \(firmness.displayName)") }
    if let size = berry.size { facts.append("Size \(size) mm") }
    if let hours = berry.growthTime { facts.append("Grows \(hours) h a stage") }
    if let harvest = berry.maxHarvest { facts.append("Up to \(harvest) a tree") }
    // PokeAPI's newest berries (Hopo, Roseli) are named but have none of these facts: no
    // empty section for them.
    guard !facts.isEmpty || berry.naturalGiftType != nil || !berry.flavors.isEmpty else {
      return []
    }
    var lines = [theme.paint("Berry", as: .heading)]
    lines += TextLayout.pack(facts, separator: " · ", width: width - Self.indent.count)
      .map { Self.indent + $0 }
    if let type = berry.naturalGiftType {
      lines += paragraph(
        "Natural Gift: \(type.displayName)"
          + (berry.naturalGiftPower.map { ", power \($0)" } ?? ""))
    }
    if !berry.flavors.isEmpty {
      lines += paragraph(
        "Flavors: "
          + berry.flavors.map { "\($0.flavor.displayName) \($0.potency)" }
          .joined(separator: ", "))
    }
    return lines
  }

  /// One line per holder, its chances grouped: `#0143 Snorlax: 100% in Red, Blue`.
  var heldBy: [String] {
    guard !item.heldBy.isEmpty else { return [] }
    var lines = [theme.paint("Held by wild Pokémon", as: .heading)]
    for holder in item.heldBy {
      let lead = PokemonListRenderer.numberText(holder.pokemonID) + " " + holder.displayName
      let text = lead + ": " + ItemWords.rarities(holder.rarities, theme: theme)
      let wrapped = TextLayout.wrap(text, width: width - Self.indent.count - 2)
      for (index, line) in wrapped.enumerated() {
        lines.append((index == 0 ? Self.indent : Self.indent + "  ") + line)
      }
    }
    return lines
  }

  private func paragraph(_ text: String) -> [String] {
    TextLayout.wrap(text, width: width - Self.indent.count).map { Self.indent + $0 }
  }
}

extension Item: CardShown {
  public static func cardLines(_ item: Item, game: String?, theme: Theme, width: Int) -> [String] {
    ItemCardSections(item: item, game: game, theme: theme, width: width).all
  }

  public static func cardDocument(_ item: Item, game: String?) -> any Encodable {
    ItemJSON.card(item, game: game)
  }
}

/// The words an item's card uses for costs, evolutions and held chances.
enum ItemWords {
  /// `₽3,000`; "—" for an item no shop sells.
  static func cost(_ cost: Int?) -> String {
    guard let cost, cost > 0 else { return "—" }
    return "₽" + Grouping.thousands(cost)
  }

  /// What a shop asks for the item and pays for it, joined by `separator`: "Buy ₽1,200,
  /// sell ₽600"; "Not in shops, sell ₽1,500" for one a shop buys but does not sell.
  static func price(_ price: ItemPrice, separator: String) -> String {
    let buy = (price.purchase ?? 0) > 0 ? "Buy " + cost(price.purchase) : "Not in shops"
    guard let sell = price.sell, sell > 0 else { return buy }
    return buy + separator + "sell ₽" + Grouping.thousands(sell)
  }

  /// `values` grouped by `key`, the groups in the order their first value comes, each
  /// with its values in order.
  static func grouped<Value>(
    _ values: [Value], by key: (Value) -> String
  ) -> [(key: String, values: [Value])] {
    var order: [String] = []
    var groups: [String: [Value]] = [:]
    for value in values {
      let name = key(value)
      if groups[name] == nil { order.append(name) }
      groups[name, default: []].append(value)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }

  /// An attribute in plain words: `holdable-active` → "Holdable (active)". PokeAPI's
  /// English names keep underscores ("Holdable_active"), so the slug is read instead.
  static func attribute(_ slug: String) -> String {
    attributes[slug] ?? DisplayName.titleCased(slug)
  }

  private static let attributes: [String: String] = [
    "countable": "Countable", "consumable": "Consumable",
    "usable-overworld": "Usable outside battle", "usable-in-battle": "Usable in battle",
    "holdable": "Holdable", "holdable-passive": "Holdable (passive)",
    "holdable-active": "Holdable (active)", "underground": "Found underground",
  ]

  /// "Eevee → Vaporeon, used on it"; "Onix → Steelix, traded holding it".
  static func evolution(_ evolution: ItemEvolution) -> String {
    let how: String
    switch (evolution.isHeld, evolution.trigger) {
    case (false, _): how = "used on it"
    case (true, "trade"): how = "traded holding it"
    case (true, "level-up"): how = "levelling up holding it"
    case (true, let trigger): how = "holding it (\(DisplayName.titleCased(trigger)))"
    }
    return "\(evolution.from) → \(evolution.into), \(how)"
  }

  /// "5% in Red, Blue · 50% in Gold": the games grouped by chance, highest first.
  static func rarities(_ rarities: [HeldRarity], theme: Theme) -> String {
    grouped(rarities, by: { String($0.rarity) })
      .sorted { ($0.values.first?.rarity ?? 0) > ($1.values.first?.rarity ?? 0) }
      .map { chance in
        "\(chance.key)% in " + chance.values.map { theme.gameName($0.version) }
          .joined(separator: ", ")
      }.joined(separator: " · ")
  }
}

// MARK: - The card's JSON

/// An item's card as JSON for scripts (docs/json.md).
enum ItemJSON {
  /// `item`'s card, with the description of `game` (else the newest).
  static func card(_ item: Item, game: String?) -> JSONObject {
    .entry(item.id, item.name, item.displayName, [
      "category": item.category?.slug, "pocket": item.pocket?.slug, "cost": item.cost,
      "versionGroup": item.asIn?.slug,
      "prices": (item.prices ?? []).map {
        ["versionGroup": $0.game.slug, "purchasePrice": $0.purchase, "sellPrice": $0.sell]
          as JSONObject
      },
      "teaches": (item.teaches ?? []).map {
        ["versionGroup": $0.game.slug, "move": $0.move.slug] as JSONObject
      },
      "flingPower": item.flingPower, "flingEffect": item.flingEffect?.slug,
      "attributes": item.attributes.map(\.slug),
      "effect": item.effect.full, "shortEffect": item.effect.short,
      "description": JSONObject.description(item.descriptions, game: game),
      "evolutions": item.evolutions.map {
        ["from": $0.from, "into": $0.into, "trigger": $0.trigger, "isHeld": $0.isHeld]
          as JSONObject
      },
      "heldBy": item.heldBy.map { holder in
        JSONObject.entry(holder.pokemonID, holder.pokemon, holder.displayName, [
          "rarities": holder.rarities.map {
            ["version": $0.version, "rarity": $0.rarity] as JSONObject
          }
        ])
      },
      "berry": item.berry.map { berry in
        [
          "name": berry.name, "firmness": berry.firmness?.slug, "size": berry.size,
          "maxHarvest": berry.maxHarvest, "growthTime": berry.growthTime,
          "naturalGiftType": berry.naturalGiftType?.slug,
          "naturalGiftPower": berry.naturalGiftPower,
          "flavors": JSONObject.flavors(berry.flavors),
        ] as JSONObject
      },
    ])
  }
}

// MARK: - The lists

extension ListLayout where Row == ItemRow {
  /// `pokecli items`: number, name, category, pocket, cost and the effect in short.
  public static var items: ListLayout {
    ListLayout(nouns: "items", noun: "item", flexible: 5, columns: [
      .right("No."), .left("Item"), .left("Category", keep: 3), .left("Pocket", keep: 0),
      .right("Cost", keep: 1), .left("Effect", keep: 2),
    ]) { row, _, _ in
      [
        String(row.id), row.displayName, row.category?.displayName ?? "—",
        row.pocket?.displayName ?? "—", ItemWords.cost(row.cost), row.shortEffect ?? "—",
      ]
    } json: { row, _ in
      .entry(row.id, row.name, row.displayName, [
        "category": row.category?.slug, "pocket": row.pocket?.slug, "cost": row.cost,
        "shortEffect": row.shortEffect,
      ])
    }
  }
}

extension ListLayout where Row == BerryRow {
  /// `pokecli berries`: number, name, firmness, size, growth, harvest, Natural Gift and
  /// flavors.
  public static var berries: ListLayout {
    ListLayout(nouns: "berries", noun: "berry", flexible: 7, columns: [
      .right("No."), .left("Berry"), .left("Firmness", keep: 1), .right("Size", keep: 0),
      .right("Growth", keep: 2), .left("Gift", keep: 4), .right("Power", keep: 3),
      .left("Flavors", keep: 5),
    ]) { row, theme, _ in
      let berry = row.berry
      return [
        String(row.number), row.displayName, berry.firmness?.displayName ?? "—",
        berry.size.map { "\($0) mm" } ?? "—", berry.growthTime.map { "\($0) h" } ?? "—",
        berry.naturalGiftType.map { theme.name(of: $0) } ?? "—",
        berry.naturalGiftPower.map(String.init) ?? "—",
        berry.flavors.map { "\($0.flavor.displayName) \($0.potency)" }
          .joined(separator: ", "),
      ]
    } json: { row, _ in
      let berry = row.berry
      return [
        "number": row.number, "name": row.item, "displayName": row.displayName,
        "firmness": berry.firmness?.slug, "size": berry.size,
        "growthTime": berry.growthTime, "maxHarvest": berry.maxHarvest,
        "naturalGiftType": berry.naturalGiftType?.slug,
        "naturalGiftPower": berry.naturalGiftPower,
        "flavors": JSONObject.flavors(berry.flavors),
      ]
    }
  }
}

// MARK: - The browser's row

extension ItemRow: BrowsedRow {
  /// An item's row: category, cost, short effect.
  public var browserRow: ReferenceRow {
    ReferenceRow(
      kind: .item, id: id, name: name, displayName: displayName,
      cells: [
        .text(category?.displayName ?? "—"), .number(cost.flatMap { $0 > 0 ? $0 : nil }),
        .text(shortEffect.map { FlavorText.clean($0) } ?? ""),
      ])
  }
}

// MARK: - The browser's section

extension BrowserSection {
  /// The items, berries included.
  public static let items = BrowserSection(
    title: "Items", kind: .item, sorts: [.number, .name, ReferenceSort("cost", column: 1)],
    columns: [
      ReferenceColumn("Category", width: 16), ReferenceColumn("Cost", width: 6, alignsRight: true),
      ReferenceColumn("Effect", width: nil),
    ],
    filterOrders: ItemQueryParser.orders.mapValues(\.rawValue))
}

// MARK: - The browser's card

extension Item: BrowsedCard {
  public func title(theme: Theme) -> String { displayName }

  public func body(theme: Theme, width: Int) -> [String] {
    // Told as in a game (`browse --game`), that game's description.
    let sections = ItemCardSections(item: self, game: asIn?.slug, theme: theme, width: width)
    return [
      sections.header, sections.effect,
      GameTextSection.lines(
        descriptions, game: asIn?.slug, theme: theme, width: width, indent: ItemCardSections.indent),
      sections.berry,
    ].filter { !$0.isEmpty }.joined(separator: [""]).map { $0 }
  }

  /// The Pokémon it evolves, then those that hold it in the wild.
  public var links: [CardLink] {
    let evolutions = evolutions.map {
      CardLink(
        kind: .pokemon, query: .name($0.into), displayName: DisplayName.titleCased($0.into),
        note: "from " + DisplayName.titleCased($0.from), group: "Evolves")
    }
    let holders = heldBy.map {
      CardLink(
        kind: .pokemon, query: .number($0.pokemonID), displayName: $0.displayName, note: nil,
        group: "Held in the wild by")
    }
    return evolutions + holders
  }
}
