import Domain

/// `pokecli where`: where a Pokémon is met in the wild. Games whose answers are the same
/// share one section ("Red · Blue"); in each, a heading per way it is met (walking,
/// surfing, each rod…) over a table of places: the levels and the chance, and under a place
/// what it depends on. Met nowhere (in the game asked for, or in any), it says so; for the
/// games it is not met in, each earlier stage of its family that is follows, with its
/// sections.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up (a place's name is cut first, then the chance left out). Names come in the
/// language shown, as the data has them.
extension Whereabouts: Screen {
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    let lines = [theme.title(self.pokemon.displayName, width: width)]
      + Self.body(self, theme: theme, width: width)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Everything under the title: what `where` prints, and the card's "Where to find it"
  /// section (`show --where`), whose heading says the first line (`leads: false`).
  static func body(
    _ whereabouts: Whereabouts, theme: Theme, width: Int, leads: Bool = true
  ) -> [String] {
    let name = SafeText.clean(whereabouts.pokemon.displayName)
    let inGame = theme.inGame(whereabouts.game)
    var lines: [String]
    if whereabouts.games.isEmpty {
      lines = TextLayout.wrap(
        TextLayout.sentence("\(name) is not met in the wild\(inGame.isEmpty ? " in any game" : inGame)"),
        width: width)
    } else {
      lines = leads ? TextLayout.wrap("Where it is met in the wild\(inGame):", width: width) : []
      lines += sections(whereabouts.games, theme: theme, width: width)
    }
    for stage in whereabouts.earlierStages {
      let earlier = SafeText.clean(stage.species.displayName)
      let lead = whereabouts.games.isEmpty
        ? "Evolve \(earlier), met in the wild\(inGame):"
        : "Where \(name) is not met, evolve \(earlier), met in the wild:"
      lines.append("")
      lines += TextLayout.wrap(lead, width: width)
      lines += sections(stage.games, theme: theme, width: width)
    }
    return lines
  }

  /// A section per games answering alike: their names, then each way and its table; a
  /// place's card names each place by `place` (its part alone), and no place at all when
  /// `place` names none.
  static func sections(
    _ games: [EncounterGames], theme: Theme, width: Int,
    place: (EncounterPlace) -> String? = { $0.displayName }
  ) -> [String] {
    var lines: [String] = []
    for section in games {
      lines.append("")
      // The names the games are sold under, as every screen says them ("Red (Japan)",
      // where the data's English name is "Red").
      let names = section.games.map { SafeText.clean(theme.gameName($0.slug)) }
        .joined(separator: " · ")
      lines += TextLayout.wrap(names, width: width).map { theme.paint($0, as: .heading) }
      for way in section.methods {
        lines += TextLayout.wrap(SafeText.clean(way.method.displayName), width: width - 2)
          .map { "  " + $0 }
        lines += Self.table(way.spots, theme: theme, width: width, place: place)
      }
    }
    return lines
  }

  /// The places of one way, a row each (its header dim), each row's conditions under it
  /// on lines of their own: they are long ("Start a max raid with a difficulty of 3
  /// stars.") and tell rows of one place apart, so they are wrapped, never cut. Spots
  /// alike but for one condition are one row (`EncounterTableRow`). The Pokémon met come
  /// first when the spots name them (a place's card).
  static func table(
    _ spots: [EncounterSpot], theme: Theme, width: Int,
    place: (EncounterPlace) -> String? = { $0.displayName }
  ) -> [String] {
    let showsPokemon = spots.contains { $0.pokemon != nil }
    let showsPlace = spots.contains { place($0.place) != nil }
    let tableRows = EncounterTableRow.rows(spots)
    // Rows and lines made in place, not joined from arrays: a place's tables have
    // thousands of rows (Giant's Bed: 1,758).
    let cells = tableRows.indices.map { row in
      let spot = tableRows[row].spot
      var cells: [String] = []
      cells.reserveCapacity(4)
      if showsPokemon { cells.append(SafeText.clean(spot.pokemon?.displayName ?? "—")) }
      if showsPlace { cells.append(SafeText.clean(place(spot.place) ?? "—")) }
      cells.append(levels(spot))
      cells.append(spot.chance.map { String($0) + "%" } ?? "—")
      return cells
    }
    let columns: [FittedTable.Column] =
      (showsPokemon ? [.left("Pokémon")] : []) + (showsPlace ? [.left("Place")] : [])
      + [.right("Levels"), .right("Chance", keep: 1)]
    let table = FittedTable(columns: columns, rows: cells, flexible: 0)
    let lines = table.lines(width: width, indent: "    ")
    var shown = [theme.paint(lines.first ?? "", as: .dim)]
    shown.reserveCapacity(2 * lines.count)
    // Rows often depend on the same conditions (a raid den's light and difficulty):
    // each list of them is laid out once.
    var laidOut: [[String]: [String]] = [:]
    for (row, line) in zip(tableRows.indices, lines.dropFirst()) {
      shown.append(line)
      guard !tableRows[row].spot.conditions.isEmpty else { continue }
      let names = tableRows[row].conditionNames
      if let conditionLines = laidOut[names] {
        shown += conditionLines
      } else {
        let conditionLines = TextLayout.pack(names, separator: " · ", width: width - 6)
          .map { "      " + $0 }
        laidOut[names] = conditionLines
        shown += conditionLines
      }
    }
    return shown
  }

  /// "16–18", "5", or "—" when not known.
  static func levels(_ spot: EncounterSpot) -> String {
    switch (spot.minLevel, spot.maxLevel) {
    case let (low?, high?) where low == high: return String(low)
    case let (low?, high?): return String(low) + "–" + String(high)
    case let (level?, nil), let (nil, level?): return String(level)
    case (nil, nil): return "—"
    }
  }

  public func document(hints: any Hints) -> any Encodable {
    (["pokemon": PokemonJSON.row(self.pokemon)] as JSONObject)
      .merging(Self.document(self))
  }

  /// The document of `whereabouts` but the Pokémon: `where`'s, and the card's
  /// `encounters` (`show --where`).
  static func document(_ whereabouts: Whereabouts) -> JSONObject {
    [
      "gameAsked": whereabouts.game,
      "sections": document(whereabouts.games),
      "earlierStages": whereabouts.earlierStages.map { stage in
        ["species": named(stage.species), "sections": document(stage.games)] as JSONObject
      },
    ]
  }

  static func document(_ games: [EncounterGames]) -> [JSONObject] {
    games.map { section in
      [
        "versions": section.games.map(\.slug),
        "methods": section.methods.map { way in
          [
            "method": named(way.method),
            "places": way.spots.map { spot in
              ([
                "area": spot.place.slug, "location": named(spot.place.location),
                "displayName": SafeText.clean(spot.place.displayName),
                "minLevel": spot.minLevel, "maxLevel": spot.maxLevel, "chance": spot.chance,
                "conditions": spot.conditions.map(named),
              ] as JSONObject).merging(
                spot.pokemon.map {
                  ["pokemon": JSONObject.entry($0.id, $0.name, SafeText.clean($0.displayName))]
                } ?? [:])
            },
          ] as JSONObject
        },
      ] as JSONObject
    }
  }

  static func named(_ value: NamedSlug) -> JSONObject {
    ["name": value.slug, "displayName": SafeText.clean(value.displayName)]
  }
}
