import Domain
/// The sections of a move's card, each a list of lines no wider than `width`.
struct MoveCardSections {
  let move: Move
  let game: String?
  let theme: Theme
  let width: Int

  static let indent = "  "

  /// Every section in reading order, separated by blank lines.
  var all: [String] {
    [header, effect, battle, description, machines].filter { !$0.isEmpty }
      .map { $0.joined(separator: "\n") }
      .joined(separator: "\n\n").components(separatedBy: "\n")
  }

  // MARK: - Header

  var header: [String] {
    let title = MoveWords.number(move.id) + "  " + move.displayName
    let types = move.type.map { [$0] } ?? []
    var lines: [String]
    if TextLayout.width(title) + 2 + theme.typeBadgesWidth(types) <= width {
      lines = [theme.paint(title, as: .heading) + (types.isEmpty ? "" : "  ")
        + theme.typeBadges(types)]
    } else {
      lines = [theme.paint(TextLayout.truncate(title, to: width), as: .heading)]
      if !types.isEmpty, theme.typeBadgesWidth(types) <= width {
        lines.append(theme.typeBadges(types))
      }
    }
    let facts = [
      move.damageClass.map(MoveWords.damageClass),
      move.generation.map { "Generation \(Roman.numeral($0))" },
      "learned by \(move.learnerCount) Pokémon",
    ].compactMap { $0 }
    lines += TextLayout.pack(facts, separator: " · ", width: width)
    let numbers = [
      "Power " + (move.power.map(String.init) ?? "—"),
      "Accuracy " + (move.accuracy.map { "\($0)%" } ?? "—"),
      "PP " + (move.pp.map(String.init) ?? "—"),
      "Priority " + MoveWords.signed(move.priority),
    ]
    lines += TextLayout.pack(numbers, separator: " · ", width: width)
    if let target = move.target {
      lines += TextLayout.wrap("Targets " + MoveWords.target(target), width: width)
        .map { theme.paint($0, as: .dim) }
    }
    return lines
  }

  // MARK: - Texts

  var effect: [String] {
    EffectSection.lines(full: move.effect.full, short: move.effect.short, theme: theme, width: width)
  }

  var battle: [String] {
    let lines = MoveBattleLines.lines(move.battleEffects)
    guard !lines.isEmpty else { return [] }
    return [theme.paint("In battle", as: .heading)] + lines.flatMap(paragraph)
  }

  var description: [String] {
    GameTextSection.lines(
      move.descriptions, game: game, theme: theme, width: width, indent: Self.indent)
  }

  // MARK: - Machines

  /// One line per machine, in the order the games first had it: `TM24   Red and Blue,
  /// Yellow, …`.
  var machines: [String] {
    guard !move.machines.isEmpty else { return [] }
    var order: [String] = []
    var games: [String: [String]] = [:]
    for machine in move.machines {
      let item = machine.item.uppercased()
      if games[item] == nil { order.append(item) }
      games[item, default: []].append(theme.gamesName(machine.game))
    }
    let column = min((order.map(TextLayout.width).max() ?? 0) + 2, max(1, width / 3))
    var lines = [theme.paint("Machines", as: .heading)]
    for item in order {
      let label = Self.indent + TextLayout.padRight(item, to: column)
      let room = width - TextLayout.width(label)
      let wrapped = TextLayout.pack(games[item] ?? [], separator: ", ", width: max(10, room))
      for (index, line) in wrapped.enumerated() {
        let lead = index == 0 ? label : String(repeating: " ", count: TextLayout.width(label))
        lines.append(TextLayout.width(lead) + TextLayout.width(line) <= width
          ? lead + line : TextLayout.truncate(lead + line, to: width))
      }
    }
    return lines
  }

  private func paragraph(_ text: String) -> [String] {
    TextLayout.wrap(text, width: width - Self.indent.count).map { Self.indent + $0 }
  }
}
