/// Names grouped under the multiplier they share, one group a row, strongest first:
///
///     ×2  Fire Grass Ice
///     ×½  Bronzong (with Levitate), Empoleon
///
/// each list wrapped under its first name, within `width`, between names: a name is
/// broken only when it is wider than the room on its own. Each multiplier is coloured as
/// the type chart colours its factors (`Theme.effectiveness`).
enum MultiplierRows {
  /// - Parameter commas: whether the names are parted by commas (names of several
  ///   words), else by spaces alone (type names).
  static func lines(
    _ rows: [(multiplier: Double, names: [String])], commas: Bool, width: Int, theme: Theme
  ) -> [String] {
    let labels = rows.map { MultiplierText.text($0.multiplier) }
    let labelWidth = (labels.map(TextLayout.width).max() ?? 2) + 2
    var lines: [String] = []
    for (row, label) in zip(rows, labels) where !row.names.isEmpty {
      let wrapped = wrap(row.names, commas: commas, width: max(8, width - labelWidth - 2))
      for (index, text) in wrapped.enumerated() {
        let lead = index == 0
          ? theme.effectiveness(label, percent: Self.percent(row.multiplier))
          : ""
        let gap = String(repeating: " ", count: labelWidth - (index == 0 ? TextLayout.width(label) : 0))
        lines.append("  " + lead + gap + text)
      }
    }
    return lines
  }

  /// `multiplier` as a whole percentage, for its colour (×½ is 50).
  static func percent(_ multiplier: Double) -> Int {
    Int((min(max(multiplier, 0), 1_000) * 100).rounded())
  }

  /// `names` in lines of at most `width`, broken at the spaces between names.
  static func wrap(_ names: [String], commas: Bool, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for (index, name) in names.enumerated() {
      let item = name + (commas && index < names.count - 1 ? "," : "")
      if !line.isEmpty, TextLayout.width(line) + 1 + TextLayout.width(item) <= width {
        line += " " + item
        continue
      }
      if !line.isEmpty { lines.append(line) }
      let pieces = TextLayout.wrap(item, width: width)
      lines += pieces.dropLast()
      line = pieces.last ?? ""
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
