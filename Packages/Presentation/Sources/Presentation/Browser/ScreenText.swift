/// Measures and cuts lines that may hold escape sequences (SGR colour codes, and the
/// image protocols' pictures), for a screen whose lines must never be wider than the
/// terminal.
enum ScreenText {
  /// The columns `line` takes on screen, its escape sequences not counted.
  static func width(_ line: String) -> Int {
    var width = 0
    var escape = EscapeScanner()
    for character in line where !escape.consumes(character) {
      width += DisplayWidth.of(character)
    }
    return width
  }

  /// `line` cut to `width` columns, its escape codes kept, ending in a reset when it was
  /// cut after one; a line that fits is returned as it is.
  static func fit(_ line: String, to width: Int) -> String {
    guard self.width(line) > width else { return line }
    var result = ""
    var columns = 0
    var escape = EscapeScanner()
    var sawEscape = false
    for character in line {
      if escape.consumes(character) {
        sawEscape = true
        result.append(character)
      } else {
        let characterWidth = DisplayWidth.of(character)
        guard columns + characterWidth <= width else { break }
        result.append(character)
        columns += characterWidth
      }
    }
    return sawEscape ? result + "\u{1B}[0m" : result
  }
}

/// Follows the escape sequences in a line, character by character: a CSI sequence
/// (`ESC [ … final`), a string sequence (`ESC _`, `ESC ]`, `ESC P`: an image protocol's
/// picture) up to its terminator (`ESC \` or BEL), or ESC and one character.
struct EscapeScanner {
  private enum State {
    case text, escape, csi, string, stringEscape
  }

  private var state = State.text

  /// Whether `character` belongs to an escape sequence (and so takes no column).
  mutating func consumes(_ character: Character) -> Bool {
    switch state {
    case .text:
      guard character == "\u{1B}" else { return false }
      state = .escape
    case .escape:
      switch character {
      case "[": state = .csi
      case "_", "]", "P": state = .string
      default: state = .text
      }
    case .csi:
      if character.isLetter || character == "@" || character == "~" { state = .text }
    case .string:
      if character == "\u{07}" { state = .text } else if character == "\u{1B}" { state = .stringEscape }
    case .stringEscape:
      state = character == "\\" ? .text : .string
    }
    return true
  }
}
