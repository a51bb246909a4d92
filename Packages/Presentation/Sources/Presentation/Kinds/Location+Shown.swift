import Domain

// Places as pokecli shows them: this file is the kind's one declaration in Presentation.
// Its card (the sections and the `CardShown` conformance the one card screen,
// `EntryCard<Location>`, reads), the card's JSON, its list's columns, cells and row JSON,
// and its section, row and card in the browser. A place's Pokémon are drawn as `where`
// draws a Pokémon's places (`Whereabouts.sections`), a Pokémon column first.

// MARK: - The card

/// The sections of a place's card (`EntryCard<Location>`, and the browser's): its header,
/// and per game each way Pokémon are met there, the Pokémon with their levels, chance and
/// conditions.
enum LocationCardSections {
  static func header(_ location: Location, theme: Theme, width: Int) -> [String] {
    let title = MoveWords.number(location.id) + "  " + SafeText.clean(location.displayName)
    // The parts, when there are several: the whole place is named as the place.
    let parts = location.areas.map { SafeText.clean($0.part ?? location.displayName) }
    let pokemon = location.pokemon.count
    let facts = [
      location.region.map { SafeText.clean($0.displayName) } ?? "no region",
      pokemon == 0 ? "no wild Pokémon" : "\(pokemon) Pokémon met in the wild",
    ]
    return [theme.paint(TextLayout.truncate(title, to: width), as: .heading)]
      + TextLayout.pack(facts, separator: " · ", width: width)
      + (parts.count < 2
        ? [] : TextLayout.wrap("\(parts.count) parts: " + parts.joined(separator: ", "), width: width))
  }

  /// Per game, each way and its Pokémon; a line saying none are met (in `game`).
  static func encounters(_ location: Location, game: String?, theme: Theme, width: Int) -> [String] {
    let shown = location.only(in: game)
    let inGame = theme.inGame(game)
    guard !shown.encounters.isEmpty else {
      return TextLayout.wrap(TextLayout.sentence("No Pokémon is met in the wild here\(inGame)"), width: width)
    }
    return TextLayout.wrap("Pokémon met in the wild here\(inGame):", width: width)
      + Whereabouts.sections(
        EncounterGrouping.grouped(shown.encounters), theme: theme, width: width, place: \.part)
  }
}

extension Location: CardShown {
  /// Its number, name, region and parts, then per game each way Pokémon are met there;
  /// with `game`, that game's alone.
  public static func cardLines(
    _ location: Location, game: String?, theme: Theme, width: Int
  ) -> [String] {
    LocationCardSections.header(location, theme: theme, width: width)
      + [""] + LocationCardSections.encounters(location, game: game, theme: theme, width: width)
  }

  /// The card as JSON for scripts (docs/json.md), its encounters `game`'s alone when one
  /// is given.
  public static func cardDocument(_ location: Location, game: String?) -> any Encodable {
    JSONObject.entry(location.id, location.name, SafeText.clean(location.displayName), [
      "region": location.region.map(Whereabouts.named),
      "areas": location.areas.map { area in
        ["name": area.slug, "part": area.part.map { SafeText.clean($0) }] as JSONObject
      },
      "gameAsked": game,
      "pokemon": location.only(in: game).pokemon.map {
        JSONObject.entry($0.id, $0.name, SafeText.clean($0.displayName))
      },
      "sections": Whereabouts.document(
        EncounterGrouping.grouped(location.only(in: game).encounters)),
    ])
  }
}

// MARK: - The list

extension ListLayout where Row == LocationRow {
  /// `pokecli locations`: number, name, region, how many parts and how many Pokémon.
  public static var locations: ListLayout {
    ListLayout(nouns: "locations", noun: "location", flexible: 1, columns: [
      .right("No."), .left("Location"), .left("Region", keep: 1), .right("Parts", keep: 3),
      .right("Pokémon", keep: 2),
    ]) { row, _, _ in
      [
        String(row.id), SafeText.clean(row.displayName),
        row.region.map { SafeText.clean($0.displayName) } ?? "—", String(row.areaCount),
        String(row.pokemonCount),
      ]
    } json: { row, _ in
      .entry(row.id, row.name, SafeText.clean(row.displayName), [
        "region": row.region.map(Whereabouts.named), "areaCount": row.areaCount,
        "pokemonCount": row.pokemonCount, "games": row.games.sorted(),
      ])
    }
  }
}

// MARK: - The browser's row

extension LocationRow: BrowsedRow {
  /// A place's row: its region and how many Pokémon are met there.
  public var browserRow: ReferenceRow {
    ReferenceRow(
      kind: .location, id: id, name: name, displayName: SafeText.clean(displayName),
      cells: [
        .text(region.map { SafeText.clean($0.displayName) } ?? ""),
        .number(pokemonCount),
      ])
  }
}

// MARK: - The browser's section

extension BrowserSection {
  /// The places, the most Pokémon first with `s`.
  public static let locations = BrowserSection(
    title: "Locations", kind: .location,
    sorts: [.number, .name, ReferenceSort("pokemon", column: 1)], nameWidth: 26,
    columns: [
      ReferenceColumn("Region", width: 8),
      ReferenceColumn("Pokémon", width: 7, alignsRight: true),
    ])
}

// MARK: - The browser's card

extension Location: BrowsedCard {
  public func title(theme: Theme) -> String { SafeText.clean(displayName) }

  public func body(theme: Theme, width: Int) -> [String] {
    Location.cardLines(self, game: nil, theme: theme, width: width)
  }

  /// The Pokémon met there, each once.
  public var links: [CardLink] {
    pokemon.map {
      CardLink(
        kind: .pokemon, query: .number($0.id), displayName: SafeText.clean($0.displayName),
        note: nil, group: "Pokémon met here")
    }
  }
}
