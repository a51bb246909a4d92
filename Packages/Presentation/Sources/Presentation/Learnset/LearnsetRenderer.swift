import Domain
/// The tables `show --moves` prints under the card (`PokemonCard`): one per way of learning
/// (level-up, machines, egg moves, tutor moves, then any other), for one game. No line is
/// wider than the width, from 20 columns up.
public enum LearnsetRenderer {
  /// The tables of `learnset`, asked for as `request`, ending in a newline.
  /// - Parameter pokemon: the Pokémon's name as the card shows it, for the line that
  ///   says it learns nothing in the game asked for.
  public static func render(
    _ learnset: Learnset, request: LearnsetRequest, pokemon: String, theme: Theme,
    width: Int, hints: any Hints = NoHints()
  ) -> String {
    let width = max(20, width)
    let lines =
      sections(learnset, request: request, pokemon: pokemon, theme: theme, width: width)
      + moveCardHint(learnset, request: request, theme: theme, width: width, hints: hints)
    return lines.joined(separator: "\n") + "\n"
  }

  static func sections(
    _ learnset: Learnset, request: LearnsetRequest, pokemon: String, theme: Theme, width: Int
  ) -> [String] {
    guard let game = learnset.game else {
      let asked = request.game.map { theme.gameName($0) } ?? "any game"
      let games = learnset.games.map { theme.gamesName($0) }
      let text = games.isEmpty
        ? "\(pokemon) learns no moves in any game PokeAPI knows."
        : "\(pokemon) learns no moves in \(asked); it learns moves in "
          + games.joined(separator: ", ") + "."
      return TextLayout.wrap(text, width: width)
    }
    let moves = learnset.moves.filter { request.method == nil || $0.method == request.method }
    var lines = TextLayout.wrap("Moves in " + theme.gamesName(game), width: width)
      .map { theme.paint($0, as: .heading) }
    var methods: [String] = []
    for move in moves where !methods.contains(move.method) { methods.append(move.method) }
    guard !methods.isEmpty else {
      let kind = request.method.map { $0 == "machine" ? "machine" : $0 } ?? "learned"
      return lines + TextLayout.wrap("no \(kind) moves", width: width - 2)
        .map { "  " + theme.paint($0, as: .dim) }
    }
    let tables = methods.map { method in
      table(moves.filter { $0.method == method }, method: method, theme: theme)
    }
    let dropped = tables.reduce(into: Set<String>()) {
      $0.formUnion($1.dropped(width: width, indent: "  "))
    }
    for (method, table) in zip(methods, tables) {
      lines.append("")
      lines.append(theme.paint(methodTitle(method), as: .heading))
      lines += table.lines(width: width, indent: "  ", dropping: dropped)
    }
    return lines
  }

  /// The command that opens one move's card, said with the first move listed, so the
  /// tables' names lead somewhere; nothing when no move is listed or the app says none.
  static func moveCardHint(
    _ learnset: Learnset, request: LearnsetRequest, theme: Theme, width: Int,
    hints: any Hints
  ) -> [String] {
    guard learnset.game != nil,
      let first = learnset.moves.first(where: {
        request.method == nil || $0.method == request.method
      }),
      let command = hints.text(for: .entry(.move, slug: first.move.name))
    else { return [] }
    return [""] + TextLayout.wrap("A move's card: " + command, width: width)
      .map { theme.paint($0, as: .dim) }
  }

  /// "Level-up", "Machines", "Egg moves", "Tutor moves", else the method's own name.
  static func methodTitle(_ method: String) -> String {
    switch method {
    case "level-up": return "Level-up"
    case "machine": return "Machines"
    case "egg": return "Egg moves"
    case "tutor": return "Tutor moves"
    default: return DisplayName.titleCased(method)
    }
  }

  /// Name, type, class, power, accuracy and PP, "—" for what a move lacks; the type and
  /// class named in the language shown.
  private static func cells(_ move: MoveSummary, theme: Theme) -> [String] {
    let power: String = move.power.map { String($0) } ?? "—"
    let accuracy: String = move.accuracy.map { "\($0)%" } ?? "—"
    let pp: String = move.pp.map { String($0) } ?? "—"
    let type: String = move.type.map(theme.name(of:)) ?? "—"
    let damageClass: String = move.damageClass.map(theme.damageClassName) ?? "—"
    return [move.displayName, type, damageClass, power, accuracy, pp]
  }

  private static func table(
    _ moves: [LearnedMove], method: String, theme: Theme
  ) -> FittedTable {
    let lead: (header: String, cell: (LearnedMove) -> String)? =
      switch method {
      case "level-up": ("Lv.", { $0.level.map { $0 == 0 ? "Evo." : String($0) } ?? "—" })
      case "machine": ("Machine", { ($0.machine ?? "—").uppercased() })
      default: nil
      }
    var columns: [FittedTable.Column] = []
    if let lead { columns.append(.init(header: lead.header, alignsRight: true, keep: nil)) }
    let flexible = columns.count
    columns += [
      .left("Move"), .left("Type", keep: 4), .left("Class", keep: 1), .right("Power", keep: 3),
      .right("Acc.", keep: 2), .right("PP", keep: 0),
    ]
    let rows = moves.map { learned -> [String] in
      let leadCells: [String] = lead.map { [$0.cell(learned)] } ?? []
      return leadCells + cells(learned.move, theme: theme)
    }
    return FittedTable(columns: columns, rows: rows, flexible: flexible)
  }
}
