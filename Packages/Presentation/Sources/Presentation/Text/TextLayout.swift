import Domain

/// Measures, pads, cuts and wraps plain text for fixed-width columns.
///
/// Widths are display columns (`DisplayWidth`): a Latin letter takes one, a kana, kanji,
/// hanzi or Hangul syllable two, so names in Japanese, Chinese and Korean align and wrap
/// as they are drawn. Styling is added after layout, so escape codes are never measured.
public enum TextLayout {
  /// How many columns `text` takes.
  public static func width(_ text: String) -> Int {
    if SafeText.isPrintableASCII(text) { return text.utf8.count }
    // Text of Latin letters and common punctuation ("Flabébé", "16–18"): a column a
    // scalar, without breaking it into characters, the slow part for a table of
    // thousands of rows.
    if text.unicodeScalars.allSatisfy(isOneColumnAlone) { return text.unicodeScalars.count }
    return text.reduce(0) { $0 + DisplayWidth.of($1) }
  }

  /// Whether `scalar` takes one column and never joins another in a character: printable
  /// ASCII, Latin-1 to the IPA and modifier letters (no controls, no soft hyphen, no
  /// combining marks), and the dashes, quotes, bullets and ellipsis of U+2010–U+2027.
  static func isOneColumnAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027: return true
    default: return false
    }
  }

  /// The longest start of `text` that fits in `width` columns.
  static func prefix<S: StringProtocol>(_ text: S, columns width: Int) -> S.SubSequence {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let next = used + DisplayWidth.of(text[index])
      guard next <= width else { break }
      used = next
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// `text` followed by spaces up to `width` columns (never cut).
  public static func padRight(_ text: String, to width: Int) -> String {
    let missing = width - self.width(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` preceded by spaces up to `width` columns (never cut).
  public static func padLeft(_ text: String, to width: Int) -> String {
    let missing = width - self.width(text)
    return missing > 0 ? String(repeating: " ", count: missing) + text : text
  }

  /// `text` without the spaces it ends in. Found on its UTF-8 bytes, a space being one
  /// byte that is never part of another character, so the end found is a character's
  /// end.
  public static func trimmingTrailingSpaces(_ text: String) -> String {
    guard let last = text.utf8.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
    return String(text[..<text.utf8.index(after: last)])
  }

  /// `text` ended as a sentence: a full stop added, unless it ends in a name that ends
  /// one already ("… in Let's Go, Eevee!").
  public static func sentence(_ text: String) -> String {
    guard let last = text.last, !".!?…".contains(last) else { return text }
    return text + "."
  }

  /// `text` cut to `width` columns, ending in "…" when something was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard self.width(text) > width else { return text }
    guard width > 1 else { return String(prefix(text, columns: max(0, width))) }
    return String(prefix(text, columns: width - 1)) + "…"
  }

  /// Whole `parts` joined by `separator` on as few lines of `width` columns as they fit;
  /// a part too long for a line of its own is wrapped.
  public static func pack(_ parts: [String], separator: String, width: Int) -> [String] {
    // Each part measured once, and a line again only when a part joins it: a place's
    // table packs the conditions of each of its thousands of rows.
    let separatorWidth = self.width(separator)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for part in parts {
      let partWidth = self.width(part)
      if line.isEmpty {
        line = part
        lineWidth = partWidth
      } else if lineWidth + separatorWidth + partWidth <= width {
        line += separator + part
        lineWidth = self.width(line)
      } else {
        lines += lineWidth > width ? wrap(line, width: width) : [line]
        line = part
        lineWidth = partWidth
      }
    }
    if !line.isEmpty { lines += lineWidth > width ? wrap(line, width: width) : [line] }
    return lines
  }

  /// `text` broken into lines of at most `width` columns at spaces; a word longer than a
  /// line is cut into pieces. Linear in the length of `text`: each word is measured once
  /// and each long word walked once, so a name of a megabyte wraps in milliseconds.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    // Printable ASCII, most text, is split at its space bytes, each byte a character;
    // other text by characters, since a space may begin one (a combining mark after it).
    // Splitting by characters cost a place's table most of its time.
    let words: [Substring] =
      SafeText.isPrintableASCII(text)
      ? text.utf8.split(separator: UInt8(ascii: " ")).map { Substring($0) }
      : text.split(separator: " ", omittingEmptySubsequences: true)
    for word in words {
      var rest = word
      var restWidth = self.width(String(word))
      if restWidth > width, !line.isEmpty {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      while restWidth > width {
        // At least one character a line, however wide, so a line of one column still
        // moves on through a word of two-column characters.
        var piece = prefix(rest, columns: width)
        if piece.isEmpty { piece = rest.prefix(1) }
        let pieceWidth = self.width(String(piece))
        lines.append(String(piece))
        rest = rest[piece.endIndex...]
        restWidth -= pieceWidth
      }
      if line.isEmpty {
        line = String(rest)
        lineWidth = restWidth
      } else if lineWidth + 1 + restWidth <= width {
        line.append(" ")
        line.append(contentsOf: rest)
        lineWidth += 1 + restWidth
      } else {
        lines.append(line)
        line = String(rest)
        lineWidth = restWidth
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
