import Domain

/// `pokecli team`: every attacking type against every member (×4 ×2 ×1 ×½ ×¼ ×0, with the
/// abilities that change it starred and said below), how many members are weak to it and
/// how many resist it, the weaknesses the team shares marked ◆; then what the team's
/// attacks hit, type by type.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up; names are cut to fit their columns.
extension TeamSheet: Screen {
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    var lines: [String] = []
    if let game = self.game {
      let title = TextLayout.truncate("As in " + theme.gamesName(game), to: width)
      lines.append(theme.paint(title, as: .dim))
    }
    lines += defenseTable(theme: theme, width: width)
    lines += footnotes(theme: theme, width: width)
    lines.append("")
    lines += offense(theme: theme, width: width)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Defense

  private func defenseTable(theme: Theme, width: Int) -> [String] {
    let names = self.members.map { SafeText.clean($0.displayName) }
    let typeNames = self.defense.map { TextLayout.width(theme.name(of: $0.type)) }
    let labelWidth = max(8, typeNames.max() ?? 0)
    let tally = " Weak Resist"
    let room = width - labelWidth - TextLayout.width(tally) - 2
    let cellWidth = max(3, min(10, room / max(1, names.count) - 1))
    // A cell is fitted and padded first, then coloured: the colour's codes take no column.
    func cells(_ values: [String], coloured multipliers: [Double]? = nil) -> String {
      values.enumerated().map { index, value in
        let cell = TextLayout.padRight(TextLayout.truncate(value, to: cellWidth), to: cellWidth)
        guard let multiplier = multipliers?[index] else { return " " + cell }
        return " " + theme.effectiveness(cell, percent: MultiplierRows.percent(multiplier))
      }.joined()
    }
    let head = TextLayout.padRight("Defense", to: labelWidth) + cells(names) + tally
    var lines = [theme.paint(TextLayout.truncate(head, to: width), as: .heading)]
    // Each row is as wide as the header (the label, the cells, the tally), which was fitted
    // to the width; the ◆ past it is dropped when the width has no room for it.
    let fits = TextLayout.width(head) <= width
    for row in self.defense {
      let values = row.cells.map { MultiplierText.text($0.multiplier) + ($0.isStarred ? "*" : "") }
      let counts =
        TextLayout.padLeft(String(row.weak), to: 5)
        + TextLayout.padLeft(String(row.resisting), to: 7)
      let label = TextLayout.padRight(theme.name(of: row.type), to: labelWidth)
      let plain = label + cells(values) + counts
      guard fits, TextLayout.width(label) == labelWidth else {
        lines.append(TextLayout.truncate(plain + (row.isShared ? "  ◆" : ""), to: width))
        continue
      }
      let mark = row.isShared && TextLayout.width(plain) + 3 <= width ? "  ◆" : ""
      lines.append(label + cells(values, coloured: row.cells.map(\.multiplier)) + counts + mark)
    }
    if self.defense.contains(where: \.isShared) {
      let legend = "◆ a weakness two or more members share and none resists"
      lines += TextLayout.wrap(legend, width: width).map { theme.paint($0, as: .dim) }
    }
    return lines
  }

  /// A line for each starred cell: the ability that decided it, or that would change it.
  private func footnotes(theme: Theme, width: Int) -> [String] {
    var notes: [String] = []
    for row in self.defense {
      for (index, cell) in row.cells.enumerated() where cell.isStarred {
        let name = SafeText.clean(self.members[index].displayName)
        let type = theme.name(of: row.type)
        if let ability = cell.decidedBy {
          let value = MultiplierText.text(cell.multiplier)
          notes.append("* \(name): \(type) \(value) (\(SafeText.clean(ability)))")
        } else if let unless = cell.unless {
          notes.append(
            "* \(name): \(type) \(MultiplierText.text(cell.multiplier)), "
              + "\(MultiplierText.text(unless.multiplier)) with \(SafeText.clean(unless.ability))")
        }
      }
    }
    return notes.flatMap { TextLayout.wrap($0, width: width) }
  }

  // MARK: - Offense

  /// The defending types by the best the team's attacks do to them, strongest first.
  private func offense(theme: Theme, width: Int) -> [String] {
    let fromMoves = self.attackTypes.enumerated().contains { index, types in
      types != self.members[index].types
    }
    let title = fromMoves ? "What their moves hit" : "What their types hit"
    var lines = [theme.paint(title, as: .heading)]
    guard self.attackTypes.contains(where: { !$0.isEmpty }) else {
      // Status moves alone: nothing is hit, which "×0 every type" would misstate.
      lines += TextLayout.wrap("Nothing: none of the moves given does damage.", width: width - 2)
        .map { "  " + $0 }
      return lines + harmlessLines(theme: theme, width: width)
    }
    let levels = Set(self.offense.map(\.bestPercent)).sorted(by: >)
    lines += MultiplierRows.lines(
      levels.map { level in
        (
          Double(level) / 100,
          self.offense.filter { $0.bestPercent == level }.map { theme.name(of: $0.type) }
        )
      }, commas: false, width: width, theme: theme)
    return lines + harmlessLines(theme: theme, width: width)
  }

  /// The moves given that do no damage, said to be left out; none when there are none.
  private func harmlessLines(theme: Theme, width: Int) -> [String] {
    HarmlessMoves.lines(self.harmless, theme: theme, width: width)
  }

  // MARK: - JSON

  public func document(hints: any Hints) -> any Encodable {
    [
      "versionGroup": self.game?.slug,
      "members": self.members.enumerated().map { index, member in
        PokemonJSON.row(member).merging(["attackTypes": self.attackTypes[index].map(\.slug)])
      },
      "defense": self.defense.map { row in
        [
          "type": row.type.slug, "weak": row.weak, "resisting": row.resisting,
          "isShared": row.isShared,
          "members": row.cells.map { cell in
            [
              "multiplier": cell.multiplier, "decidedBy": cell.decidedBy,
              "unlessAbility": cell.unless?.ability, "unlessMultiplier": cell.unless?.multiplier,
            ] as JSONObject
          },
        ] as JSONObject
      },
      "offense": self.offense.map { row in
        [
          "type": row.type.slug, "best": Double(row.bestPercent) / 100,
          "members": row.members.map { self.members[$0].name },
        ] as JSONObject
      },
      "harmlessMoves": self.harmless,
    ] as JSONObject
  }
}

extension DefenseCell {
  /// Whether an ability decided it or would change it: starred, and said below the table.
  var isStarred: Bool { decidedBy != nil || unless != nil }
}
