import Domain

// Abilities as pokecli shows them: this file is the kind's one declaration in
// Presentation. Its card (the sections and the `CardShown` conformance the one card
// screen, `EntryCard<Ability>`, reads), the card's JSON, its list's columns, cells and
// row JSON (the `ListLayout` the one paged list reads), and its section, row and card in
// the browser.

// MARK: - The card

/// The sections of an ability's card (`EntryCard<Ability>`, and the browser's), in lines
/// no wider than `width`.
enum AbilityCardSections {
  static let indent = "  "

  static func header(_ ability: Ability, theme: Theme, width: Int) -> [String] {
    let title = MoveWords.number(ability.id) + "  " + ability.displayName
    let hidden = ability.holders.filter(\.isHidden).count
    let facts = [
      ability.generation.map(theme.generationName),
      ability.isMainSeries ? nil : "not in the main games",
      ability.holders.isEmpty
        ? "no Pokémon has it"
        : "\(ability.holders.count) Pokémon" + (hidden == 0 ? "" : " (\(hidden) as a hidden ability)"),
    ].compactMap { $0 }
    var lines = [theme.paint(TextLayout.truncate(title, to: width), as: .heading)]
      + TextLayout.pack(facts, separator: " · ", width: width)
    if let note = gameNote(ability, theme: theme) {
      lines += TextLayout.wrap(note, width: width).map { theme.paint($0, as: .dim) }
    }
    return lines
  }

  /// What the card as in a game says of it: that the game did not have it yet, that its
  /// holders are the game's, or that they are today's (a source naming no past holders).
  static func gameNote(_ ability: Ability, theme: Theme) -> String? {
    guard let game = ability.asIn else { return nil }
    if ability.isNewerThanItsGame {
      return "Not yet in " + theme.gamesName(game) + ": it came with generation "
        + Roman.numeral(ability.generation ?? 0)
    }
    return ability.holdings == nil
      ? "Pokémon as today: this source names no past holders"
      : "Pokémon as in " + theme.gamesName(game)
  }

  static func effect(_ effect: EffectText, theme: Theme, width: Int) -> [String] {
    EffectSection.lines(effect, theme: theme, width: width)
  }

  /// The holders in number order, as many to a line as fit: `#0025 Pikachu`, the hidden
  /// ones marked `(hidden)`.
  static func holders(_ holders: [AbilityHolder], theme: Theme, width: Int) -> [String] {
    guard !holders.isEmpty else { return [] }
    let cells = holders.map { holder in
      PokemonListRenderer.numberText(holder.id) + " " + holder.displayName
        + (holder.isHidden ? " (hidden)" : "")
    }
    let room = width - indent.count
    let column = min((cells.map(TextLayout.width).max() ?? 0) + 2, room)
    let perLine = max(1, (room + 2) / column)
    var lines = [theme.paint("Pokémon", as: .heading)]
    var start = 0
    while start < cells.count {
      let row = cells[start..<min(start + perLine, cells.count)]
      let text = row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : TextLayout.padRight(cell, to: column)
      }.joined()
      lines.append(indent + TextLayout.truncate(text, to: room))
      start += perLine
    }
    return lines
  }
}

extension Ability: CardShown {
  /// Its number, name and generation, its effect, the games' newest description (or
  /// `game`'s) and every Pokémon that can have it.
  public static func cardLines(
    _ ability: Ability, game: String?, theme: Theme, width: Int
  ) -> [String] {
    [
      AbilityCardSections.header(ability, theme: theme, width: width),
      AbilityCardSections.effect(ability.effect, theme: theme, width: width),
      GameTextSection.lines(
        ability.descriptions, game: game, theme: theme, width: width,
        indent: AbilityCardSections.indent),
      AbilityCardSections.holders(ability.holders, theme: theme, width: width),
    ].filter { !$0.isEmpty }
      .map { $0.joined(separator: "\n") }
      .joined(separator: "\n\n").components(separatedBy: "\n")
  }

  /// The card as JSON for scripts (docs/json.md), with the description of `game` (else
  /// the newest).
  public static func cardDocument(_ ability: Ability, game: String?) -> any Encodable {
    JSONObject.entry(ability.id, ability.name, ability.displayName, [
      "generation": ability.generation, "isMainSeries": ability.isMainSeries,
      "versionGroup": ability.asIn?.slug,
      "effect": ability.effect.full, "shortEffect": ability.effect.short,
      "description": JSONObject.description(ability.descriptions, game: game),
      "pokemon": ability.holders.map {
        JSONObject.entry($0.id, $0.name, $0.displayName, ["isHidden": $0.isHidden])
      },
    ])
  }
}

// MARK: - The list

extension ListLayout where Row == AbilityRow {
  /// `pokecli abilities`: number, name, generation, how many Pokémon can have it and its
  /// effect in short.
  public static var abilities: ListLayout {
    ListLayout(nouns: "abilities", noun: "ability", flexible: 4, columns: [
      .right("No."), .left("Ability"), .left("Gen.", keep: 1), .right("Pokémon", keep: 2),
      .left("Effect", keep: 3),
    ]) { row, _, _ in
      [
        String(row.id), row.displayName, row.generation.map(Roman.numeral) ?? "—",
        String(row.pokemonCount), row.shortEffect ?? "—",
      ]
    } json: { row, _ in
      .entry(row.id, row.name, row.displayName, [
        "generation": row.generation, "pokemonCount": row.pokemonCount,
        "shortEffect": row.shortEffect,
      ])
    }
  }
}

// MARK: - The browser's row

extension AbilityRow: BrowsedRow {
  /// An ability's row: generation, how many Pokémon have it, its short effect.
  public var browserRow: ReferenceRow {
    ReferenceRow(
      kind: .ability, id: id, name: name, displayName: displayName,
      cells: [
        .number(generation), .number(pokemonCount),
        .text(shortEffect.map { FlavorText.clean($0) } ?? ""),
      ])
  }
}

// MARK: - The browser's section

extension BrowserSection {
  /// The abilities, most widely held first with `s`.
  public static let abilities = BrowserSection(
    title: "Abilities", kind: .ability,
    sorts: [.number, .name, ReferenceSort("pokemon", column: 1)], nameWidth: 18,
    columns: [
      ReferenceColumn("Gen", width: 3, alignsRight: true),
      ReferenceColumn("Pokémon", width: 7, alignsRight: true),
      ReferenceColumn("Effect", width: nil),
    ],
    filterOrders: AbilityQueryParser.orders.mapValues(\.rawValue))
}

// MARK: - The browser's card

extension Ability: BrowsedCard {
  public func title(theme: Theme) -> String { displayName }

  public func body(theme: Theme, width: Int) -> [String] {
    [
      AbilityCardSections.header(self, theme: theme, width: width),
      AbilityCardSections.effect(effect, theme: theme, width: width),
      // Told as in a game (`browse --game`), that game's description.
      GameTextSection.lines(
        descriptions, game: asIn?.slug, theme: theme, width: width,
        indent: AbilityCardSections.indent),
    ].filter { !$0.isEmpty }.joined(separator: [""]).map { $0 }
  }

  /// Its holders, the hidden ones marked.
  public var links: [CardLink] {
    holders.map {
      CardLink(
        kind: .pokemon, query: .number($0.id), displayName: $0.displayName,
        note: $0.isHidden ? "hidden" : nil, group: "Pokémon with it")
    }
  }
}
