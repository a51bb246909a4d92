import Foundation

/// A small terminal screen for tests: it applies the bytes a full-screen program writes
/// to a grid, so a test reads what a user would see rather than escape codes.
///
/// It knows what pokecli's terminal code sends: printable text (UTF-8, one cell per
/// scalar; combining marks join the cell before; wide characters are not widened), CR,
/// LF, BS, tab, cursor position and moves (`CSI H`, `f`, `A`–`D`), erase in line and in
/// display (`CSI K`, `J`), the alternate screen (`CSI ? 1049 h/l`, which saves and
/// restores the main screen and its cursor), the cursor's visibility (`CSI ? 25 h/l`),
/// mouse reporting modes (`CSI ? 1000/1006 h/l`), save and restore cursor (`ESC 7/8`).
/// Colours (`CSI … m`) and everything else are consumed and ignored.
public struct ScreenEmulator: Sendable, CustomStringConvertible {
  /// The grid's width in cells.
  public private(set) var columns: Int
  /// The grid's height in rows.
  public private(set) var rows: Int

  private var main: [[String]]
  private var alternate: [[String]]
  /// Whether the alternate screen is shown (between `CSI ? 1049 h` and `l`).
  public private(set) var isAlternateScreenActive = false
  /// Whether the cursor is shown; terminals start with it shown.
  public private(set) var isCursorVisible = true
  /// Whether the program asked for mouse button reports (mode 1000).
  public private(set) var isMouseReportingOn = false
  /// The cursor's row and column, both from 0.
  public private(set) var cursor = (row: 0, column: 0)

  private var savedCursor = (row: 0, column: 0)
  private var parser = EscapeParser()

  /// A blank screen of `columns` × `rows`, cursor at the top left.
  public init(columns: Int, rows: Int) {
    self.columns = max(columns, 1)
    self.rows = max(rows, 1)
    main = Self.blank(columns: self.columns, rows: self.rows)
    alternate = main
  }

  /// What the screen shows, one string per row, without trailing spaces.
  public var lines: [String] {
    let grid = isAlternateScreenActive ? alternate : main
    return grid.map { row in
      var line = row.joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The screen as one text, rows joined by newlines, trailing blank rows dropped.
  public var text: String {
    var shown = lines
    while shown.last == "" { shown.removeLast() }
    return shown.joined(separator: "\n")
  }

  /// The text shown and the modes, short enough for a failed expectation to print.
  public var description: String {
    let screen = isAlternateScreenActive ? "alternate" : "main"
    let cursor = isCursorVisible ? "cursor shown" : "cursor hidden"
    return "\(columns)x\(rows) \(screen) screen, \(cursor):\n\(text)"
  }

  /// The same screen in a window of `columns` × `rows`: what fits is kept, the modes and
  /// the cursor (moved inside) too. Terminals differ in how they reflow; programs redraw.
  public func resized(columns: Int, rows: Int) -> ScreenEmulator {
    var screen = self
    screen.columns = max(columns, 1)
    screen.rows = max(rows, 1)
    func fitted(_ grid: [[String]]) -> [[String]] {
      (0..<screen.rows).map { row in
        (0..<screen.columns).map { column in
          row < grid.count && column < grid[row].count ? grid[row][column] : " "
        }
      }
    }
    screen.main = fitted(main)
    screen.alternate = fitted(alternate)
    screen.cursor = (screen.clampRow(cursor.row), screen.clampColumn(cursor.column))
    return screen
  }

  /// Applies `bytes` as a terminal would. A sequence cut at the end is finished by the
  /// next call.
  public mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      for token in parser.feed(byte) { apply(token) }
    }
  }

  // MARK: - Applying

  private mutating func apply(_ token: EscapeParser.Token) {
    switch token {
    case .text(let scalar): put(scalar)
    case .control(let byte): control(byte)
    case .escape(let final):
      if final == UInt8(ascii: "7") { savedCursor = cursor }
      if final == UInt8(ascii: "8") { cursor = savedCursor }
    case .controlSequence(let parameters, let final): controlSequence(parameters, final)
    }
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    if scalar.properties.generalCategory == .nonspacingMark, cursor.column > 0 {
      mutateCell(row: cursor.row, column: cursor.column - 1) { $0.unicodeScalars.append(scalar) }
      return
    }
    if cursor.column >= columns {
      cursor.column = 0
      lineFeed()
    }
    mutateCell(row: cursor.row, column: cursor.column) { $0 = String(Character(scalar)) }
    cursor.column += 1
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D: cursor.column = 0
    case 0x0A, 0x0B, 0x0C: lineFeed()
    case 0x08: cursor.column = max(cursor.column - 1, 0)
    case 0x09: cursor.column = min((cursor.column / 8 + 1) * 8, columns - 1)
    default: break
    }
  }

  private mutating func lineFeed() {
    if cursor.row < rows - 1 {
      cursor.row += 1
    } else if isAlternateScreenActive {
      alternate = Array(alternate.dropFirst()) + Self.blank(columns: columns, rows: 1)
    } else {
      main = Array(main.dropFirst()) + Self.blank(columns: columns, rows: 1)
    }
  }

  private mutating func controlSequence(_ parameters: String, _ final: UInt8) {
    if parameters.hasPrefix("?") {
      setMode(parameters.dropFirst(), on: final == UInt8(ascii: "h"))
      return
    }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map { Int($0) }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? numbers[index] ?? value : value
    }
    switch final {
    case UInt8(ascii: "H"), UInt8(ascii: "f"):
      cursor = (clampRow(number(0, default: 1) - 1), clampColumn(number(1, default: 1) - 1))
    case UInt8(ascii: "A"): cursor.row = clampRow(cursor.row - max(number(0, default: 1), 1))
    case UInt8(ascii: "B"): cursor.row = clampRow(cursor.row + max(number(0, default: 1), 1))
    case UInt8(ascii: "C"):
      cursor.column = clampColumn(cursor.column + max(number(0, default: 1), 1))
    case UInt8(ascii: "D"):
      cursor.column = clampColumn(cursor.column - max(number(0, default: 1), 1))
    case UInt8(ascii: "K"): eraseInLine(number(0, default: 0))
    case UInt8(ascii: "J"): eraseInDisplay(number(0, default: 0))
    default: break
    }
  }

  private mutating func setMode(_ modes: Substring, on: Bool) {
    for mode in modes.split(separator: ";") {
      switch mode {
      case "1049":
        guard on != isAlternateScreenActive else { continue }
        if on {
          savedCursor = cursor
          alternate = Self.blank(columns: columns, rows: rows)
        } else {
          cursor = savedCursor
        }
        isAlternateScreenActive = on
      case "25": isCursorVisible = on
      case "1000": isMouseReportingOn = on
      default: continue
      }
    }
  }

  private mutating func eraseInLine(_ mode: Int) {
    let range: Range<Int>
    switch mode {
    case 0: range = min(cursor.column, columns)..<columns
    case 1: range = 0..<min(cursor.column + 1, columns)
    default: range = 0..<columns
    }
    for column in range { mutateCell(row: cursor.row, column: column) { $0 = " " } }
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    eraseInLine(mode == 0 ? 0 : mode == 1 ? 1 : 2)
    let rowsToClear = mode == 0 ? (cursor.row + 1)..<rows : mode == 1 ? 0..<cursor.row : 0..<rows
    let blankRow = Array(repeating: " ", count: columns)
    for row in rowsToClear {
      if isAlternateScreenActive { alternate[row] = blankRow } else { main[row] = blankRow }
    }
  }

  // MARK: - Helpers

  private mutating func mutateCell(row: Int, column: Int, _ change: (inout String) -> Void) {
    guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
    if isAlternateScreenActive { change(&alternate[row][column]) } else {
      change(&main[row][column])
    }
  }

  private func clampRow(_ row: Int) -> Int { min(max(row, 0), rows - 1) }
  private func clampColumn(_ column: Int) -> Int { min(max(column, 0), columns - 1) }

  private static func blank(columns: Int, rows: Int) -> [[String]] {
    Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }
}
