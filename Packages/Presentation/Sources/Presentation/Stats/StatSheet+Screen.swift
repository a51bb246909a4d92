import Domain

/// `pokecli stats`: a Pokémon's real stats at a level, one line a stat with its base,
/// its IV and EVs (DV and stat experience in generations I and II), the stat, and the
/// lowest and highest it can be at that level; then, when asked, the least training that
/// brings one stat to a value.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up; the range is the first column left out.
extension StatSheet: Screen {
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    var lines = [theme.title(self.pokemon.displayName, width: width)]
    lines += TextLayout.pack(facts(theme: theme), separator: " · ", width: width)
    lines.append("")
    let gameBoy = self.formula == .gameBoy
    let columns: [FittedTable.Column] = [
      .left("Stat"), .right("Base"), .right(gameBoy ? "DV" : "IV"),
      .right(gameBoy ? "Stat exp." : "EVs"), .right("Value"),
      .left("Range at level \(self.level)", keep: 0),
    ]
    let rows = self.lines.map { line -> [String] in
      [
        theme.label(of: BaseStat(name: line.stat, value: line.base)), String(line.base),
        String(line.individual), Grouping.thousands(line.effort),
        String(line.value) + Self.mark(line.nature),
        "\(line.lowest)–\(line.highest)",
      ]
    }
    var table = FittedTable(columns: columns, rows: rows, flexible: 0).lines(width: width)
    if let header = table.first { table[0] = theme.paint(header, as: .heading) }
    lines += table
    if let target = self.target {
      lines.append("")
      lines += TextLayout.wrap(sentence(target, theme: theme), width: width)
    }
    lines.append("")
    lines += TextLayout.wrap(rangeNote, width: width).map {
      theme.paint($0, as: .dim)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The level, the nature and where the base stats and the formula are from.
  private func facts(theme: Theme) -> [String] {
    var facts = ["Level \(self.level)"]
    if let nature = self.nature {
      let raised = Self.statName(nature.raises, theme: theme)
      let lowered = Self.statName(nature.lowers, theme: theme)
      let effect = nature.isNeutral ? "neutral" : "+\(raised) −\(lowered)"
      facts.append("\(nature.displayName) (\(effect))")
    } else if self.formula == .modern {
      facts.append("no nature")
    }
    if let game = self.game {
      facts.append("as in \(theme.gamesName(game))")
    }
    facts.append(
      self.formula == .gameBoy
        ? "generation I–II formula (DVs, stat experience)"
        : "generation III+ formula (IVs, EVs)")
    return facts
  }

  /// `+` for a stat the nature raises, `−` for one it lowers, a space for the others so
  /// that the digits stay in line.
  private static func mark(_ effect: NatureEffect) -> String {
    switch effect {
    case .raising: return "+"
    case .lowering: return "−"
    case .neutral: return " "
    }
  }

  private static func statName(_ stat: NamedSlug?, theme: Theme) -> String {
    guard let stat else { return "—" }
    return theme.label(of: BaseStat(name: stat.slug, value: 0))
  }

  /// "To reach Speed 150: 116 EVs with a raising nature, 220 with a neutral one; a
  /// lowering one cannot." or "Speed 400 is out of reach: 289 at most at level 50 with
  /// this IV." When the other stats' EVs leave this one less than it could take, the
  /// sentence says how many are left.
  private func sentence(_ target: StatTarget, theme: Theme) -> String {
    let label = theme.label(of: BaseStat(name: target.stat, value: 0))
    let unit = self.formula == .gameBoy ? "stat experience" : "EVs"
    let individual = self.formula == .gameBoy ? "DV" : "IV"
    let most = self.formula.maxEffort(generation: self.game?.generation)
    // Said only when it changes the stat: four EVs make a point, so 254 left of 255
    // take nothing away.
    let left =
      target.left / 4 < most / 4
      ? " (the other stats' EVs leave it \(target.left) of the \(formula.maxTotalEffort ?? 0))"
      : ""
    let reached = target.ways.filter { $0.effort != nil }
    guard !reached.isEmpty else {
      return "\(label) \(target.value) is out of reach: \(target.most) at most at level "
        + "\(self.level) with this \(individual)\(left)."
    }
    func amount(_ effort: Int) -> String {
      effort == 0 ? "no \(unit)" : "\(Grouping.thousands(effort)) \(unit)"
    }
    guard target.ways.count > 1 else {
      return "To reach \(label) \(target.value)\(left): \(amount(reached[0].effort ?? 0))."
    }
    let parts = reached.map { way in
      "\(amount(way.effort ?? 0)) with a \(way.nature.rawValue) nature"
    }
    let missed = target.ways.filter { $0.effort == nil }.map { "a \($0.nature.rawValue) one" }
    return "To reach \(label) \(target.value)\(left): " + parts.joined(separator: ", ")
      + (missed.isEmpty ? "." : "; " + missed.joined(separator: " or ") + " cannot.")
  }

  /// What the range means under the sheet's formula, and how its training is shared.
  private var rangeNote: String {
    switch self.formula {
    case .modern:
      let most = self.formula.maxEffort(generation: self.game?.generation)
      return "Range: from no IVs, no EVs and a lowering nature to 31 IVs, \(most) EVs and a "
        + "raising nature."
    case .gameBoy:
      let shared =
        self.lines.contains { $0.stat == "special-attack" }
        ? " Sp. Atk and Sp. Def share one DV and one stat experience." : ""
      return "Range: from DV 0 and no stat experience to DV 15 and 65,535. "
        + "The HP DV is made of the other four." + shared
    }
  }

  /// The sheet as docs/json.md describes it: in generations I and II `iv` is the DV and
  /// `ev` the stat experience.
  public func document(hints: any Hints) -> any Encodable {
    [
      "pokemon": PokemonJSON.row(self.pokemon),
      "versionGroup": self.game?.slug,
      "formula": self.formula.rawValue,
      "level": self.level,
      "nature": self.nature.map(NatureJSON.nature),
      "stats": self.lines.map { line in
        [
          "name": line.stat, "label": BaseStat(name: line.stat, value: line.base).label,
          "base": line.base, "iv": line.individual, "ev": line.effort, "value": line.value,
          "nature": line.nature.rawValue, "lowest": line.lowest, "highest": line.highest,
        ] as JSONObject
      },
      "target": self.target.map { target in
        [
          "name": target.stat, "value": target.value, "most": target.most, "evLeft": target.left,
          "ways": target.ways.map { ["nature": $0.nature.rawValue, "ev": $0.effort] as JSONObject },
        ] as JSONObject
      },
    ] as JSONObject
  }
}
