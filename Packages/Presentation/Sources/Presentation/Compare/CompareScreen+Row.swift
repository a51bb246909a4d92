import Domain

extension CompareScreen {
  /// One line of the side-by-side table: a label and a cell for each Pokémon.
  enum Row {
    case plain(String, [String])
    /// A section's title (or the names), painted as a heading.
    case heading(String, [String])
    /// A line of its own across the table, dim.
    case note(String)
    case blank

    /// A fact with several values a Pokémon (its abilities): one row each, the label on
    /// the first only; "—" for a Pokémon with none.
    static func stacked(_ label: String, _ values: [[String]]) -> [Row] {
      let values = values.map { $0.isEmpty ? ["—"] : $0 }
      let count = values.map(\.count).max() ?? 1
      return (0..<count).map { index in
        .plain(index == 0 ? label : "", values.map { index < $0.count ? $0[index] : "" })
      }
    }

    /// The rows as lines at most `width` wide: the labels' column as wide as its widest
    /// (at most a third of the width), and each Pokémon's as wide as the widest cell, or
    /// an even share of the rest when they do not all fit, two spaces apart; a cell too
    /// long for its column is cut. Every cell is made safe to print
    /// (`SafeText`): names come from the data.
    static func lay(_ rows: [Row], theme: Theme, width: Int) -> [String] {
      let labels = rows.map(\.label)
      let cellCount = rows.map(\.cells.count).max() ?? 0
      let labelWidth = min(labels.map(TextLayout.width).max() ?? 0, width / 3)
      let room = width - labelWidth - 2 * cellCount
      let widest = rows.flatMap(\.cells).map { TextLayout.width(SafeText.clean($0)) }.max() ?? 1
      let cellWidth = max(1, min(widest, room / max(1, cellCount)))
      return rows.map { row in
        if case .note(let text) = row {
          return theme.paint(TextLayout.truncate(SafeText.clean(text), to: width), as: .dim)
        }
        guard !row.isBlank else { return "" }
        let label = TextLayout.truncate(row.label, to: labelWidth)
        var line = TextLayout.padRight(label, to: labelWidth)
        for cell in row.cells {
          let shown = TextLayout.truncate(SafeText.clean(cell), to: cellWidth)
          line += "  " + TextLayout.padRight(shown, to: cellWidth)
        }
        let trimmed = TextLayout.truncate(
          TextLayout.trimmingTrailingSpaces(line), to: width)
        return row.isHeading ? theme.paint(trimmed, as: .heading) : trimmed
      }
    }

    var label: String {
      switch self {
      case .plain(let label, _), .heading(let label, _): return label
      case .note, .blank: return ""
      }
    }

    var cells: [String] {
      switch self {
      case .plain(_, let cells), .heading(_, let cells): return cells
      case .note, .blank: return []
      }
    }

    var isBlank: Bool {
      if case .blank = self { return true }
      return false
    }

    var isHeading: Bool {
      if case .heading = self { return true }
      return false
    }
  }
}
