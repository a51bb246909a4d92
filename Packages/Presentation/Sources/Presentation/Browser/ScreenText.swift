#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Measures and cuts lines that may hold SGR colour codes, for a screen whose lines must
/// never be wider than the terminal.
enum ScreenText {
  /// The columns `line` takes on screen, its escape codes not counted.
  static func width(_ line: String) -> Int {
    var width = 0
    var inEscape = false
    for character in line {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        width += 1
      }
    }
    return width
  }

  /// `line` cut to `width` columns, its escape codes kept, ending in a reset when it was
  /// cut after one; a line that fits is returned as it is.
  static func fit(_ line: String, to width: Int) -> String {
    guard self.width(line) > width else { return line }
    var result = ""
    var columns = 0
    var inEscape = false
    var sawEscape = false
    for character in line {
      if inEscape {
        result.append(character)
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
        sawEscape = true
        result.append(character)
      } else {
        guard columns < width else { break }
        result.append(character)
        columns += 1
      }
    }
    return sawEscape ? result + "\u{1B}[0m" : result
  }
}
