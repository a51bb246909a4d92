/// Turns frames of lines into the bytes that update a screen from one to the next,
/// sending only the lines that changed.
///
/// A pure value: it remembers the last frame it rendered, nothing else. Each changed line
/// is sent as its row's cursor position (`ESC [ row ; 1 H`), the line, an SGR reset when
/// the line holds escape codes and does not end with one (so no colour leaks into the
/// erased cells), and an erase to the end of the line (`ESC [ K`). A line the new frame
/// no longer has is erased the same way. After `invalidate()` (the screen was resized,
/// or lost while the program was suspended) the next frame clears the screen and is sent
/// whole.
///
/// Lines are laid out by the caller, no wider than the terminal; whatever else a line
/// holds, only its SGR codes reach the screen (`OutputFilter`): any other control it may
/// carry, from a paste echoed in the search field or text read from anywhere, is removed
/// before the writer adds its own cursor moves and erases. Lines beyond `rows` are
/// dropped, since positioning the cursor below the screen would overwrite the last row.
public struct FrameWriter: Sendable {
  private var previous: [String]?

  /// A writer whose first frame is drawn in full.
  public init() {}

  /// Makes the next frame a full redraw: the screen no longer shows the last one.
  public mutating func invalidate() {
    previous = nil
  }

  /// The bytes that turn the screen from the last frame into `lines`, on a screen of
  /// `rows` rows, and remembers `lines` as the last frame. Empty when nothing changed.
  public mutating func render(_ lines: [String], rows: Int) -> String {
    let next = Array(lines.prefix(max(rows, 0)))
    var output = ""
    let before: [String]
    if let previous {
      before = previous
    } else {
      output += "\u{1B}[H\u{1B}[2J"
      before = []
    }
    for row in 0..<max(before.count, next.count) {
      let old = row < before.count ? before[row] : ""
      let new = row < next.count ? next[row] : ""
      guard old != new else { continue }
      output += Self.line(new, atRow: row + 1)
    }
    previous = next
    return output
  }

  /// What a line may hold: printable text and SGR codes, on one row.
  static let lineFilter = OutputFilter(allowsStyles: true, allowsLineFeeds: false)

  /// One line written over row `row` (1-based), whatever the row showed before.
  static func line(_ unfiltered: String, atRow row: Int) -> String {
    let text = lineFilter.apply(unfiltered)
    let endsReset = text.hasSuffix("\u{1B}[0m") || text.hasSuffix("\u{1B}[m")
    let reset = text.contains("\u{1B}") && !endsReset ? "\u{1B}[0m" : ""
    return "\u{1B}[\(row);1H" + text + reset + "\u{1B}[K"
  }
}
