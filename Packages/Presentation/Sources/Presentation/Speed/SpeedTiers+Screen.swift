import Domain

/// `pokecli speed`: a Pokémon's Speed at a level uninvested, invested and at its fastest,
/// as a table; then, against every fully evolved Pokémon at its fastest, a table of how
/// many it outspeeds and ties as it is, at +1 or with a Choice Scarf, under Tailwind and
/// at −1; then, for each, the nearest ones above and below and those exactly as fast.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up (the tables cut their first column, then leave out the ties). The other Pokémon are
/// named in the language shown.
extension SpeedTiers: Screen {
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    var lines = [theme.title(self.pokemon.displayName, width: width)]
    var facts = ["Base Speed \(self.baseSpeed)", "level \(self.level)"]
    if let game = self.game { facts.append("as in \(theme.gamesName(game))") }
    lines += TextLayout.pack(facts, separator: " · ", width: width)
    lines.append("")
    lines += heading(investment.lines(width: width), theme: theme)
    lines.append("")
    let among = "Against \(self.rivals.count) other fully evolved Pokémon, each at its fastest:"
    lines += TextLayout.wrap(among, width: width)
    lines.append("")
    lines += heading(scenarioTable.lines(width: width), theme: theme)
    let generation = self.game?.generation
    for scenario in self.scenarios {
      lines.append("")
      let title = "\(Self.label(scenario.change, generation: generation)) (\(scenario.speed))"
      lines += TextLayout.wrap(title, width: width).map { theme.paint($0, as: .heading) }
      let more = scenario.ties - scenario.tiedWith.count
      let around = [
        ("slower than ", scenario.justAbove, 0), ("as fast as ", scenario.tiedWith, more),
        ("faster than ", scenario.justBelow, 0),
      ]
      for (words, rivals, more) in around where !rivals.isEmpty {
        let others = more > 0 ? " and \(more) more" : ""
        // Wrapped under the first name: "  slower than " leads, the rest hang by four.
        lines += TextLayout.wrap(words + Self.names(rivals) + others, width: width - 4)
          .enumerated().map { ($0.offset == 0 ? "  " : "    ") + $0.element }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Its Speed with each training: uninvested, with the most EVs, and with a raising
  /// nature too (in generations I and II, without and with full stat experience).
  private var investment: FittedTable {
    let rows = self.formula == .gameBoy
      ? [["Uninvested", "\(self.uninvested)"], ["Full stat experience", "\(self.fastest)"]]
      : [
        ["Uninvested", "\(self.uninvested)"], ["252 EVs", "\(self.invested)"],
        ["252 EVs and a raising nature", "\(self.fastest)"],
      ]
    return FittedTable(columns: [.left("Training"), .right("Speed")], rows: rows, flexible: 0)
  }

  /// Each change in battle: the Speed it makes, how many it outspeeds and how many it ties.
  private var scenarioTable: FittedTable {
    let count = self.rivals.count
    let rows = self.scenarios.map { scenario in
      [
        Self.label(scenario.change, generation: self.game?.generation), "\(scenario.speed)",
        "\(scenario.outspeeds) of \(count)", "\(scenario.ties)",
      ]
    }
    return FittedTable(
      columns: [.left("In battle"), .right("Speed"), .right("Faster than"), .right("Ties", keep: 1)],
      rows: rows, flexible: 0)
  }

  /// A table's lines, its header line painted as a heading.
  private func heading(_ table: [String], theme: Theme) -> [String] {
    table.enumerated().map { index, line in index == 0 ? theme.paint(line, as: .heading) : line }
  }

  /// The change's words; the Choice Scarf only from generation IV, which brought it.
  static func label(_ change: SpeedTiers.Change, generation: Int?) -> String {
    switch change {
    case .none: return "At its fastest"
    case .plusOne:
      return (generation ?? 9) >= 4 ? "At +1 or with a Choice Scarf" : "At +1"
    case .tailwind: return "Under Tailwind"
    case .minusOne: return "At −1"
    }
  }

  /// "Dragapult 421, Regieleki 548": each rival's name and its Speed.
  static func names(_ rivals: [SpeedTiers.Rival]) -> String {
    rivals.map { "\(SafeText.clean($0.displayName)) \($0.speed)" }.joined(separator: ", ")
  }

  public func document(hints: any Hints) -> any Encodable {
    func rival(_ rival: SpeedTiers.Rival) -> JSONObject {
      [
        "id": rival.pokemon.id, "name": rival.pokemon.name, "displayName": rival.displayName,
        "baseSpeed": rival.baseSpeed, "speed": rival.speed,
      ]
    }
    return [
      "pokemon": PokemonJSON.row(self.pokemon),
      "versionGroup": self.game?.slug,
      "formula": self.formula.rawValue,
      "level": self.level,
      "baseSpeed": self.baseSpeed,
      "uninvested": self.uninvested, "invested": self.invested, "fastest": self.fastest,
      "rivalCount": self.rivals.count,
      "scenarios": self.scenarios.map { scenario in
        [
          "change": scenario.change.rawValue, "speed": scenario.speed,
          "outspeeds": scenario.outspeeds, "ties": scenario.ties,
          "justAbove": scenario.justAbove.map(rival), "justBelow": scenario.justBelow.map(rival),
          "tiedWith": scenario.tiedWith.map(rival),
        ] as JSONObject
      },
    ] as JSONObject
  }
}
