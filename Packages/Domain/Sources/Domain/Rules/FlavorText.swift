/// Cleans PokeAPI's Pokédex and ability texts, which keep the games' printing quirks.
///
/// The cost is a few passes over an array of the text's scalars (a card cleans hundreds
/// of texts, a corpus check millions); only a text with ideographs in it is also read
/// character by character.
public enum FlavorText {
  /// One paragraph: the games' line breaks, form feeds and soft hyphens removed, runs of
  /// spaces folded, and the old capitals "POKéMON" and "POKé BALL" written as today. A
  /// line break written out as a backslash and an `n` (as in some of PokeAPI's French
  /// texts: "capacités\\nde type Électrik") is a line break too.
  public static func clean(_ raw: String) -> String {
    // Most texts need none of the passes below, which cost a list of 2,000 items a
    // tenth of its time.
    isOnePlainParagraph(raw) ? raw : everyPass(raw)
  }

  /// What `clean` makes of a text that is not one plain paragraph: every pass, in order,
  /// on the text's scalars. They are kept in an array and written out as UTF-8 once:
  /// appending them to strings a pass at a time cost a Pokédex entry about 200,000
  /// instructions.
  static func everyPass(_ raw: String) -> String {
    var scalars = joiningBrokenWords(Array(raw.unicodeScalars))
    if scalars.contains(where: isIdeographic) {
      scalars = Array(joiningChineseLines(string(scalars)).unicodeScalars)
    }
    scalars = spacingBreaks(scalars)
    // Every old capital has a "K".
    if scalars.contains("K") {
      var text = string(scalars)
      for (old, today) in oldCapitals { text = text.replacingEvery(old, with: today) }
      scalars = Array(text.unicodeScalars)
    }
    return string(foldingSpaces(scalars))
  }

  /// `scalars` as a string, encoded once.
  private static func string(_ scalars: [Unicode.Scalar]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `text` holds nothing `clean` would change: no backslash, line break, tab,
  /// form feed, no-break space, soft hyphen or ideograph, no "POK" (the old capitals), no
  /// run of spaces and no space at either end.
  static func isOnePlainParagraph(_ text: String) -> Bool {
    var previous: Unicode.Scalar = " "
    var beforeThat: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "\n", "\r", "\t", "\u{0C}", "\u{A0}", "\u{AD}": return false
      case " " where previous == " ": return false
      case "K" where previous == "O" && beforeThat == "P": return false
      default: if isIdeographic(scalar) { return false }
      }
      beforeThat = previous
      previous = scalar
    }
    return previous != " "
  }

  /// The old capitals, longest first, and today's spelling; each with its "é" written as
  /// one scalar and as an "e" and a combining accent, the two spellings a text may have.
  private static let oldCapitals: [(old: String, today: String)] = [
    ("POKéMON", "Pokémon"), ("POKé BALL", "Poké Ball"), ("POKé", "Poké"),
  ].flatMap { old, today in
    [(old, today), (old.replacingEvery("é", with: "e\u{301}"), today)]
  }

  /// `\n` written out becomes a line break; a soft hyphen is removed, with the line break
  /// right after it; a line break right after a hyphen is removed ("Poké-\nmon").
  static func joiningBrokenWords(_ all: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(all.count)
    // Whether a line break here would be joined: a soft hyphen or a hyphen just before it.
    var joinsBreak = false
    var index = 0
    while index < all.count {
      var scalar = all[index]
      if scalar == "\\", index + 1 < all.count, all[index + 1] == "n",
        !extendsCharacter(all, after: index + 1)
      {
        scalar = "\n"
        index += 1
      }
      index += 1
      switch scalar {
      case "\u{00AD}":
        joinsBreak = true
      case "\n" where joinsBreak:
        joinsBreak = false
      default:
        scalars.append(scalar)
        joinsBreak = scalar == "-"
      }
    }
    return scalars
  }

  /// Line breaks, form feeds, tabs and no-break spaces as spaces; CR LF as one space.
  static func spacingBreaks(_ all: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(all.count)
    var previous: Unicode.Scalar?
    for (index, scalar) in all.enumerated() {
      defer { previous = scalar }
      switch scalar {
      case "\n" where previous == "\r":
        continue
      case "\r", "\n", "\u{0C}", "\t":
        scalars.append(" ")
      case "\u{A0}" where !extendsCharacter(all, after: index):
        scalars.append(" ")
      default:
        scalars.append(scalar)
      }
    }
    return scalars
  }

  /// Runs of spaces as one, none at either end. A space a mark is written on is a letter
  /// of its own, not a space.
  static func foldingSpaces(_ all: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(all.count)
    var spaceOwed = false
    for (index, scalar) in all.enumerated() {
      if scalar == " ", !extendsCharacter(all, after: index) {
        spaceOwed = !scalars.isEmpty
        continue
      }
      if spaceOwed { scalars.append(" ") }
      spaceOwed = false
      scalars.append(scalar)
    }
    return scalars
  }

  /// Whether the scalar after `index` belongs to the same character (a mark, a joiner).
  private static func extendsCharacter(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
    guard index + 1 < scalars.count else { return false }
    let next = scalars[index + 1]
    return next.properties.isGraphemeExtend || next.value == 0x200D
      || next.properties.generalCategory == .spacingMark
  }

  /// Chinese writes no space between words: a line break between two ideographs (or
  /// full-width forms, or their punctuation) joins them with nothing. Japanese separates
  /// its phrases, and a break after kana stays a space.
  static func joiningChineseLines(_ text: String) -> String {
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
