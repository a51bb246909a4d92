import Domain
/// `pokecli types`: the whole type chart of a generation's games. The chart's generation
/// stands for the game: `game` changes nothing.
public typealias TypeChartScreen = EntryCard<TypeChart>

/// The lines of the type chart: the attacking types down the side, the defending ones
/// across, a mark in each cell (`2`, `½`, `0`, `·` for ×1), coloured on a terminal and
/// readable without colour.
///
/// No line is wider than `width`. The table takes 8 + 4 columns a type (80 for today's
/// 18); narrower, the chart is written as one paragraph per attacking type instead.
extension TypeChart: CardShown {
  public static func cardLines(
    _ chart: TypeChart, game: String?, theme: Theme, width: Int
  ) -> [String] {
    typealias Renderer = TypeChartRenderer
    let title = "Type chart of \(TypeWords.era(chart.generation))"
    var lines = TextLayout.wrap(title, width: width).map { theme.paint($0, as: .heading) }
    if Renderer.labelWidth + Renderer.cellWidth * chart.types.count <= width {
      lines += TextLayout.wrap(
        "Attacking type down the side, defending type across.", width: width
      ).map { theme.paint($0, as: .dim) }
      lines += Renderer.table(chart, theme: theme)
    } else {
      lines += Renderer.paragraphs(chart, theme: theme, width: width)
    }
    lines.append("")
    lines += TextLayout.pack(
      ["2 super effective", "½ not very effective", "0 no effect", "· normal"],
      separator: " · ", width: width
    ).map { theme.paint($0, as: .dim) }
    return lines
  }

  public static func cardDocument(_ chart: TypeChart, game: String?) -> any Encodable {
    TypeJSON.chart(chart)
  }
}

/// The chart's table and paragraphs.
enum TypeChartRenderer {
  static let labelWidth = 8
  static let cellWidth = 4

  /// The 8 + 4 × n columns table.
  static func table(_ chart: TypeChart, theme: Theme) -> [String] {
    let header = String(repeating: " ", count: labelWidth)
      + chart.types.map { " " + theme.typeLabel(TypeWords.abbreviation($0), of: $0, width: 3) }
        .joined()
    let rows = chart.types.enumerated().map { index, attacker -> String in
      let label = theme.typeLabel(theme.name(of: attacker), of: attacker, width: labelWidth)
      let cells = chart.types.indices.map { column -> String in
        let percent = chart.factors[safe: index]?[safe: column] ?? 100
        return "  " + theme.effectiveness(TypeWords.mark(percent), percent: percent) + " "
      }.joined()
      return TextLayout.trimmingTrailingSpaces(label + cells)
    }
    return [header] + rows
  }

  /// One paragraph per attacking type, as a type's card lists what its moves do:
  /// `×2  Fire, Water` under the type's name.
  static func paragraphs(_ chart: TypeChart, theme: Theme, width: Int) -> [String] {
    chart.types.flatMap { attacker in
      TypeCardRenderer.section(
        theme.name(of: attacker), chart.offense(of: attacker), even: "×1 against every type",
        theme: theme, width: width)
    }
  }
}

extension Array {
  /// The element at `index`, or `nil` past either end.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
