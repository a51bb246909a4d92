import Domain
/// `pokecli data info`: the date, source, size and counts of the built-in database, and
/// how to write it to a file (a hint the app says); as JSON, the same figures.
public struct BuiltInDataScreen: Screen {
  /// What the database holds.
  public var summary: BuiltInDataSummary

  public init(_ summary: BuiltInDataSummary) {
    self.summary = summary
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let source = SafeText.url(summary.source)
    var lines = [
      theme.paint("Built-in data", as: .heading)
        + ": PokeAPI as of \(SafeText.clean(summary.generatedOn)), from \(source)",
      "SQLite database: \(ByteCount.format(summary.bytes)), \(summary.tables) tables "
        + "(\(ByteCount.format(summary.bytesInBinary)) in the binary)",
    ]
    let labelWidth = summary.counts.map { $0.kind.count }.max() ?? 0
    for count in summary.counts {
      let label = SafeText.clean(count.kind)
      let gap = String(repeating: " ", count: max(0, labelWidth - label.count) + 2)
      lines.append("  " + label + gap + Grouping.thousands(count.rows))
    }
    if let export = hints.text(for: .exportData) {
      lines += CommandLines.labelled("Write it to a file with:", export, width: width)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    [
      "generatedOn": summary.generatedOn, "source": summary.source, "bytes": summary.bytes,
      "bytesInBinary": summary.bytesInBinary, "tables": summary.tables,
      "counts": Dictionary(
        summary.counts.map { ($0.kind, $0.rows) }, uniquingKeysWith: { first, _ in first }),
    ] as JSONObject
  }
}
