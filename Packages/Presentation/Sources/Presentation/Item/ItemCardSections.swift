import Domain
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
      header, effect,
      GameTextSection.lines(
        item.descriptions, game: game, theme: theme, width: width, indent: Self.indent),
      evolutions, berry, heldBy,
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
        "Cost " + ItemWords.cost(item.cost),
        item.flingPower.map { "Fling power \($0)" },
        item.flingEffect.map { "Fling: \($0.displayName)" },
      ].compactMap { $0 }, separator: " · ", width: width)
    if !item.attributes.isEmpty {
      lines += TextLayout.wrap(
        item.attributes.map { ItemWords.attribute($0.slug) }.joined(separator: ", "),
        width: width
      ).map { theme.paint($0, as: .dim) }
    }
    return lines
  }

  var effect: [String] {
    EffectSection.lines(full: item.effect.full, short: item.effect.short, theme: theme, width: width)
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
    var order: [Int] = []
    var games: [Int: [String]] = [:]
    for entry in rarities {
      if games[entry.rarity] == nil { order.append(entry.rarity) }
      games[entry.rarity, default: []].append(theme.gameName(entry.version))
    }
    return order.sorted(by: >).map { rarity in
      "\(rarity)% in " + (games[rarity] ?? []).joined(separator: ", ")
    }.joined(separator: " · ")
  }
}
