import Domain
/// The lines of a type's card (`TypeCard`, and the browser's): for one type, what its
/// moves hit for ×2, ×½ and ×0 and what hits it for those; for two, what a Pokémon of both
/// types takes from each type (×4 … ×0); and how many Pokémon and moves have it. No line is
/// wider than `width`.
enum TypeCardRenderer {
  static let indent = "  "

  static func card(_ matchups: TypeMatchups, theme: Theme, width: Int) -> [String] {
    var sections = [header(matchups, theme: theme, width: width)]
    if matchups.types.count == 1, let type = matchups.types.first {
      sections.append(
        section(
          "Attacking: \(theme.name(of: type)) moves against each type",
          matchups.chart.offense(of: type), even: "×1 against every type", theme: theme,
          width: width))
      sections.append(
        section(
          "Defending: each type's moves against \(theme.name(of: type))",
          matchups.chart.defense(of: [type]), even: "×1 from every type", theme: theme,
          width: width))
    } else {
      let pair = matchups.types.map { theme.name(of: $0) }.joined(separator: "/")
      sections.append(
        section(
          "Defending: each type's moves against a \(pair) Pokémon",
          matchups.chart.defense(of: matchups.types), even: "×1 from every type", theme: theme,
          width: width))
    }
    return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
      .components(separatedBy: "\n")
  }

  static func header(_ matchups: TypeMatchups, theme: Theme, width: Int) -> [String] {
    var lines: [String] = []
    if theme.typeBadgesWidth(matchups.types) <= width {
      lines.append(theme.typeBadges(matchups.types))
    } else {
      lines.append(TextLayout.truncate(
        matchups.types.map { theme.name(of: $0) }.joined(separator: " "), to: width))
    }
    var facts: [String] = []
    if matchups.types.count == 1, let introduced = matchups.introducedIn.first ?? nil {
      facts.append(theme.generationName(introduced))
    }
    facts.append(
      matchups.pokemonCount == 1 ? "1 Pokémon" : "\(matchups.pokemonCount) Pokémon")
    if let moves = matchups.moveCount { facts.append(moves == 1 ? "1 move" : "\(moves) moves") }
    lines += TextLayout.pack(facts, separator: " · ", width: width)
    lines += TextLayout.wrap("Chart of \(TypeWords.era(matchups.chart.generation))", width: width)
      .map { theme.paint($0, as: .dim) }
    return lines
  }

  /// A heading and one line per factor other than ×1, strongest first: `×2  Grass, Ice`;
  /// `even` when every factor is ×1; a line saying so when there is none (Stellar).
  static func section(
    _ title: String, _ factors: [TypeFactor], even: String, theme: Theme, width: Int
  ) -> [String] {
    var lines = TextLayout.wrap(title, width: width).map { theme.paint($0, as: .heading) }
    let shown = [400, 200, 50, 25, 0]
    for percent in shown {
      let types = factors.filter { $0.percent == percent }.map { theme.name(of: $0.type) }
      guard !types.isEmpty else { continue }
      let label = MultiplierText.text(percent: percent)
      let lead = indent + TextLayout.padRight(label, to: 4)
      let room = max(8, width - TextLayout.width(lead))
      for (index, line) in TextLayout.wrap(types.joined(separator: ", "), width: room).enumerated() {
        let start = index == 0
          ? indent + theme.effectiveness(label, percent: percent)
            + String(repeating: " ", count: max(0, 4 - TextLayout.width(label)))
          : String(repeating: " ", count: TextLayout.width(lead))
        lines.append(start + line)
      }
    }
    if factors.isEmpty {
      lines += TextLayout.wrap("none: PokeAPI gives this type no matchups", width: width - indent.count)
        .map { indent + $0 }
    } else if factors.allSatisfy({ $0.percent == 100 }) {
      lines += TextLayout.wrap(even, width: width - indent.count).map { indent + $0 }
    }
    return lines
  }
}
