/// A table of rows as wide as a terminal allows: columns that do not fit are left out,
/// least needed first, and the one flexible column (a name) is cut to fit: the learnsets,
/// the list of moves and who learns a move.
struct FittedTable {
  struct Column {
    let header: String
    let alignsRight: Bool
    /// Lower is dropped first when the table is too wide; `nil` is never dropped.
    let keep: Int?

    /// A column of cells aligned left (words), kept as `keep` says.
    static func left(_ header: String, keep: Int? = nil) -> Column {
      Column(header: header, alignsRight: false, keep: keep)
    }

    /// A column of cells aligned right (numbers), kept as `keep` says.
    static func right(_ header: String, keep: Int? = nil) -> Column {
      Column(header: header, alignsRight: true, keep: keep)
    }
  }

  let columns: [Column]
  let rows: [[String]]
  /// The column cut to fit rather than dropped.
  let flexible: Int
  /// How many terminal columns each row's cells take, measured once: a table is measured
  /// for its widths, for the columns it drops and for each cell's padding.
  private let cellWidths: [[Int]]
  /// Each column's width: its widest cell or header.
  private let widths: [Int]

  init(columns: [Column], rows: [[String]], flexible: Int) {
    self.columns = columns
    self.rows = rows
    self.flexible = flexible
    cellWidths = rows.map { $0.map(TextLayout.width) }
    widths = columns.indices.map { [cellWidths] index in
      cellWidths.reduce(TextLayout.width(columns[index].header)) { widest, row in
        row.indices.contains(index) ? max(widest, row[index]) : widest
      }
    }
  }

  /// How narrow the flexible column may be cut before a column is dropped instead: a
  /// name cut shorter than this is no longer readable.
  static let readableFlexibleWidth = 12

  /// The headers of the columns left out to fit `width`, least needed first: a column is
  /// dropped only when cutting the flexible one to `readableFlexibleWidth` is not enough.
  func dropped(width: Int, indent: String) -> Set<String> {
    var shown = Array(columns.indices)
    let droppable = columns.indices.filter { columns[$0].keep != nil }
      .sorted { (columns[$0].keep ?? 0) < (columns[$1].keep ?? 0) }
    var narrowest = widths
    narrowest[flexible] = min(narrowest[flexible], Self.readableFlexibleWidth)
    for index in droppable where total(shown, widths: narrowest, indent: indent) > width {
      shown.removeAll { $0 == index }
    }
    return Set(columns.indices.filter { !shown.contains($0) }.map { columns[$0].header })
  }

  /// The header line and the rows, each at most `width` columns, two spaces apart, without
  /// the columns `dropping` names (so every table of a learnset shows the same columns).
  func lines(width: Int, indent: String, dropping: Set<String>) -> [String] {
    let shown = columns.indices.filter { !dropping.contains(columns[$0].header) }
    var fitted = widths
    let excess = total(shown, indent: indent) - width
    if excess > 0 { fitted[flexible] = max(4, widths[flexible] - excess) }
    func line(_ cells: [String], measured: [Int]) -> String {
      let text = shown.map { index -> String in
        var cell = cells.indices.contains(index) ? cells[index] : ""
        var cellWidth = measured.indices.contains(index) ? measured[index] : 0
        if cellWidth > fitted[index] {
          cell = TextLayout.truncate(cell, to: fitted[index])
          cellWidth = TextLayout.width(cell)
        }
        let padding = String(repeating: " ", count: max(0, fitted[index] - cellWidth))
        return columns[index].alignsRight ? padding + cell : cell + padding
      }.joined(separator: "  ")
      let trimmed = TextLayout.trimmingTrailingSpaces(text)
      return TextLayout.truncate(indent + trimmed, to: width)
    }
    let headers = columns.map(\.header)
    return [line(headers, measured: headers.map(TextLayout.width))]
      + zip(rows, cellWidths).map { line($0, measured: $1) }
  }

  /// The lines of a table that stands alone: `lines(width:indent:dropping:)` without
  /// the columns `dropped(width:indent:)` leaves out.
  func lines(width: Int, indent: String = "") -> [String] {
    lines(width: width, indent: indent, dropping: dropped(width: width, indent: indent))
  }

  private func total(_ indices: [Int], indent: String) -> Int {
    total(indices, widths: widths, indent: indent)
  }

  private func total(_ indices: [Int], widths: [Int], indent: String) -> Int {
    indent.count + indices.map { widths[$0] }.reduce(0, +) + 2 * max(0, indices.count - 1)
  }
}
