/// Cleans PokeAPI's Pokédex and ability texts, which keep the games' printing quirks.
///
/// The cost is a few passes over the text's scalars (a card cleans hundreds of texts, a
/// corpus check millions); only a text with ideographs in it is also read character by
/// character.
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

  /// What `clean` makes of a text that is not one plain paragraph: every pass, in order.
  static func everyPass(_ raw: String) -> String {
    latinPasses(raw) ?? scalarPasses(raw)
  }

  /// Every pass, on any text, a scalar at a time.
  static func scalarPasses(_ raw: String) -> String {
    var text = joiningBrokenWords(raw)
    if text.unicodeScalars.contains(where: isIdeographic) { text = joiningChineseLines(text) }
    text = spacingBreaks(text)
    for (old, today) in oldCapitals { text = text.replacingEvery(old, with: today) }
    return foldingSpaces(text)
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

  /// Every pass on the UTF-8 bytes of a text with no scalar from U+0300 up, or `nil` for
  /// any other text. Below U+0300 no scalar is a mark, a joiner or an ideograph, so no
  /// character is more than one scalar and `extendsCharacter` is always false: each pass
  /// is then a rule on bytes, and the answer is `scalarPasses`' (a test compares them).
  /// Most texts of the Latin-script languages are such texts; a scalar at a time, a
  /// Pokédex entry cost about 200,000 instructions, most of them appending to strings.
  static func latinPasses(_ raw: String) -> String? {
    // U+0300 is the first scalar whose UTF-8 lead byte is 0xCC; continuation bytes are
    // 0x80–0xBF.
    guard raw.utf8.allSatisfy({ $0 < 0xCC }) else { return nil }
    var spaced = spacingBreaks(joiningBrokenWords(Array(raw.utf8)))
    if spaced.contains(0x4B) {  // "K": an old capital may be there.
      var text = String(decoding: spaced, as: UTF8.self)
      for (old, today) in oldCapitals { text = text.replacingEvery(old, with: today) }
      spaced = Array(text.utf8)
    }
    return String(decoding: foldingSpaces(spaced), as: UTF8.self)
  }

  /// `joiningBrokenWords` on the bytes of a text `latinPasses` takes.
  private static func joiningBrokenWords(_ bytes: [UInt8]) -> [UInt8] {
    var joined: [UInt8] = []
    joined.reserveCapacity(bytes.count)
    var joinsBreak = false
    var index = 0
    while index < bytes.count {
      var byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\\"), index < bytes.count, bytes[index] == UInt8(ascii: "n") {
        byte = UInt8(ascii: "\n")
        index += 1
      } else if byte == 0xC2, index < bytes.count, bytes[index] == 0xAD {  // U+00AD
        joinsBreak = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\n"), joinsBreak {
        joinsBreak = false
        continue
      }
      joined.append(byte)
      joinsBreak = byte == UInt8(ascii: "-")
    }
    return joined
  }

  /// `spacingBreaks` on the bytes of a text `latinPasses` takes.
  private static func spacingBreaks(_ bytes: [UInt8]) -> [UInt8] {
    var spaced: [UInt8] = []
    spaced.reserveCapacity(bytes.count)
    var previous: UInt8 = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      defer { previous = byte }
      switch byte {
      case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"):
        continue
      case UInt8(ascii: "\r"), UInt8(ascii: "\n"), 0x0C, UInt8(ascii: "\t"):
        spaced.append(UInt8(ascii: " "))
      case 0xC2 where index < bytes.count && bytes[index] == 0xA0:  // U+00A0
        spaced.append(UInt8(ascii: " "))
        index += 1
      default:
        spaced.append(byte)
      }
    }
    return spaced
  }

  /// `foldingSpaces` on the bytes of a text `latinPasses` takes.
  private static func foldingSpaces(_ bytes: [UInt8]) -> [UInt8] {
    var folded: [UInt8] = []
    folded.reserveCapacity(bytes.count)
    var spaceOwed = false
    for byte in bytes {
      if byte == UInt8(ascii: " ") {
        spaceOwed = !folded.isEmpty
        continue
      }
      if spaceOwed { folded.append(UInt8(ascii: " ")) }
      spaceOwed = false
      folded.append(byte)
    }
    return folded
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
  static func joiningBrokenWords(_ raw: String) -> String {
    var scalars = String.UnicodeScalarView()
    // Whether a line break here would be joined: a soft hyphen or a hyphen just before it.
    var joinsBreak = false
    let all = Array(raw.unicodeScalars)
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
    return String(scalars)
  }

  /// Line breaks, form feeds, tabs and no-break spaces as spaces; CR LF as one space.
  static func spacingBreaks(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    let all = Array(text.unicodeScalars)
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
    return String(scalars)
  }

  /// Runs of spaces as one, none at either end. A space a mark is written on is a letter
  /// of its own, not a space.
  static func foldingSpaces(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var spaceOwed = false
    let all = Array(text.unicodeScalars)
    for (index, scalar) in all.enumerated() {
      if scalar == " ", !extendsCharacter(all, after: index) {
        spaceOwed = !scalars.isEmpty
        continue
      }
      if spaceOwed { scalars.append(" ") }
      spaceOwed = false
      scalars.append(scalar)
    }
    return String(scalars)
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
