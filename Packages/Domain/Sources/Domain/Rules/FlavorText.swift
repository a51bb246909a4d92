/// Cleans PokeAPI's Pokédex and ability texts, which keep the games' printing quirks.
public enum FlavorText {
  /// One paragraph: the games' line breaks, form feeds and soft hyphens removed, runs of
  /// spaces folded, and the old capitals "POKéMON" and "POKé BALL" written as today. A
  /// line break written out as a backslash and an `n` (as in some of PokeAPI's French
  /// texts: "capacités\\nde type Électrik") is a line break too.
  public static func clean(_ raw: String) -> String {
    var text = raw
      .replacing("\\n", with: "\n")
      .replacing("\u{00AD}\n", with: "")
      .replacing("\u{00AD}", with: "")
      .replacing("-\n", with: "-")
    text = joiningChineseLines(text)
    for breaking in ["\r\n", "\n", "\r", "\u{0C}", "\t", "\u{A0}"] {
      text = text.replacing(breaking, with: " ")
    }
    text = text
      .replacing("POKéMON", with: "Pokémon")
      .replacing("POKé BALL", with: "Poké Ball")
      .replacing("POKé", with: "Poké")
    return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// Chinese writes no space between words: a line break between two ideographs (or
  /// full-width forms, or their punctuation) joins them with nothing. Japanese separates
  /// its phrases, and a break after kana stays a space.
  static func joiningChineseLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isIdeographic) else { return text }
    let characters = Array(text)
    var joined = ""
    for (index, character) in characters.enumerated() {
      if character == "\n" || character == "\u{0C}", index > 0, index + 1 < characters.count,
        characters[index - 1].unicodeScalars.allSatisfy(isIdeographic),
        characters[index + 1].unicodeScalars.allSatisfy(isIdeographic)
      {
        continue
      }
      joined.append(character)
    }
    return joined
  }

  /// Han ideographs, CJK punctuation and full-width forms (not kana).
  static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60:
      return true
    default:
      return false
    }
  }
}
