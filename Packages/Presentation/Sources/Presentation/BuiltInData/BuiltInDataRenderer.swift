import Domain
/// `pokecli data info`: the date, source, size and counts of the built-in database.
public enum BuiltInDataRenderer {
  public static func render(_ summary: BuiltInDataSummary, theme: Theme) -> String {
    let source = SafeText.url(summary.source)
    var lines = [
      theme.paint("Built-in data", as: .heading) + ": PokeAPI as of \(SafeText.clean(summary.generatedOn)), from \(source)",
      "SQLite database: \(ByteCount.format(summary.bytes)), \(summary.tables) tables "
        + "(\(ByteCount.format(summary.bytesInBinary)) in the binary)",
    ]
    let width = summary.counts.map { $0.kind.count }.max() ?? 0
    for count in summary.counts {
      let label = SafeText.clean(count.kind)
      lines.append("  " + label + String(repeating: " ", count: max(0, width - label.count) + 2)
        + Grouping.thousands(count.rows))
    }
    lines.append("Write it to a file with: pokecli data export pokedex.sqlite")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Whole numbers with thousands separated: 638,321.
enum Grouping {
  static func thousands(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (number < 0 ? "-" : "") + grouped
  }
}
