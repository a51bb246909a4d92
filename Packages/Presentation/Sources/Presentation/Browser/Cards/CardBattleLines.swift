import Domain

/// What a Pokémon's card shows in its place with `b`: its stats at levels 50 and 100 (31
/// IVs, no EVs, a neutral nature) with the lowest and highest each can be, worked out
/// from the card; then its Speed tier as `pokecli speed` tells it, loaded.
enum CardBattleLines {
  static func lines(
    _ card: BrowserCard.State, battle: LoadStatus<SpeedTiers>, theme: Theme, width: Int
  ) -> [String] {
    guard let pokemon = card.detail.pokemon else { return [] }
    let room = max(20, width - 1)
    let heading = "Stats at levels 50 and 100 (b: back to the card)"
    var lines = TextLayout.wrap(heading, width: room).map { theme.paint($0, as: .heading) }
    lines += statTable(pokemon, theme: theme, width: room)
    lines += TextLayout.wrap(
      "With 31 IVs, no EVs, no nature; the range from no IVs, no EVs and a lowering nature "
        + "to 31 IVs, 252 EVs and a raising one.", width: room
    ).map { theme.paint($0, as: .dim) }
    lines.append("")
    if battle == .idle {
      lines += TextLayout.wrap(
        "Speed tiers come from the built-in data; this API has none.", width: room
      ).map { theme.paint($0, as: .dim) }
    } else if let tiers = battle.value {
      // Its title is the Pokémon's name, which the screen's header already says.
      lines += tiers.embeddedLines(theme: theme, width: room).dropFirst()
    } else {
      lines += battle.pendingLines("the Speed tier", theme: theme, width: room) ?? []
    }
    return lines.map { $0.isEmpty ? $0 : " " + $0 }
  }

  /// One line a stat: its base, then at each level its value and its range.
  private static func statTable(_ pokemon: Pokemon, theme: Theme, width: Int) -> [String] {
    let sheets = [50, 100].compactMap {
      try? StatSheet(pokemon: pokemon, level: $0, nature: nil, training: StatTraining())
    }
    guard let first = sheets.first else { return [] }
    let columns: [FittedTable.Column] = [.left("Stat"), .right("Base")]
      + sheets.flatMap { sheet -> [FittedTable.Column] in
        [.right("Lv \(sheet.level)"), .left("Range", keep: 0)]
      }
    let rows = first.lines.indices.map { index -> [String] in
      let line = first.lines[index]
      return [theme.label(of: BaseStat(name: line.stat, value: line.base)), String(line.base)]
        + sheets.flatMap { sheet -> [String] in
          guard sheet.lines.indices.contains(index) else { return ["", ""] }
          let line = sheet.lines[index]
          return [String(line.value), "\(line.lowest)–\(line.highest)"]
        }
    }
    var table = FittedTable(columns: columns, rows: rows, flexible: 0).lines(width: width)
    if let header = table.first { table[0] = theme.paint(header, as: .heading) }
    return table
  }
}
