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
  /// for its widths, for the columns it drops and for each cell's padding. A row's widths
  /// stand at `row * columns.count`, one a column (0 for a row without that cell), in one
  /// array rather than an array a row (a place's tables have thousands of rows).
  private let cellWidths: [Int]
  /// Each column's width: its widest cell or header.
  private let widths: [Int]

  init(columns: [Column], rows: [[String]], flexible: Int) {
    self.columns = columns
    self.rows = rows
    self.flexible = flexible
    var cellWidths: [Int] = []
    cellWidths.reserveCapacity(rows.count * columns.count)
    var widths = columns.map { TextLayout.width($0.header) }
    for row in rows {
      for index in columns.indices {
        let width = row.indices.contains(index) ? TextLayout.width(row[index]) : 0
        cellWidths.append(width)
        widths[index] = max(widths[index], width)
      }
    }
    self.cellWidths = cellWidths
    self.widths = widths
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
    // Every cell is cut or padded to its column's width, so every line is this wide
    // before its trailing spaces go, and is cut to `width` only when this is wider (the
    // flexible column at its narrowest): a table of thousands of rows measures no line.
    let lineWidth = total(shown, widths: fitted, indent: indent)
    let indentBytes = Array(indent.utf8)
    // Written as UTF-8 bytes: padding made as strings and joined cost a row of a place's
    // table about 5,000 instructions.
    func line(_ cells: [String], measured: ArraySlice<Int>) -> String {
      var bytes = indentBytes
      bytes.reserveCapacity(indentBytes.count + lineWidth + 16)
      for (position, index) in shown.enumerated() {
        if position > 0 { bytes.append(contentsOf: Self.gap) }
        var cell = cells.indices.contains(index) ? cells[index] : ""
        var cellWidth = index < measured.count ? measured[measured.startIndex + index] : 0
        if cellWidth > fitted[index] {
          cell = TextLayout.truncate(cell, to: fitted[index])
          cellWidth = TextLayout.width(cell)
        }
        let padding = repeatElement(UInt8(ascii: " "), count: max(0, fitted[index] - cellWidth))
        if columns[index].alignsRight { bytes.append(contentsOf: padding) }
        bytes.append(contentsOf: cell.utf8)
        if !columns[index].alignsRight { bytes.append(contentsOf: padding) }
      }
      // The cells' trailing spaces, not the indent's (`TextLayout.trimmingTrailingSpaces`
      // on the line's bytes, before they are a string).
      while bytes.count > indentBytes.count, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
      let text = String(decoding: bytes, as: UTF8.self)
      return lineWidth > width ? TextLayout.truncate(text, to: width) : text
    }
    let headers = columns.map(\.header)
    let stride = columns.count
    return [line(headers, measured: ArraySlice(headers.map(TextLayout.width)))]
      + rows.indices.map { row in
        line(rows[row], measured: cellWidths[(row * stride)..<((row + 1) * stride)])
      }
  }

  /// What stands between two cells.
  private static let gap: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: " ")]

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
