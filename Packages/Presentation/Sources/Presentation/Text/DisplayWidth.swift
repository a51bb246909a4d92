/// The columns a character takes in a terminal: two for East Asian wide and full-width
/// characters (kanji and hanzi, kana, Hangul, full-width forms, emoji), none for a lone
/// combining mark or a zero-width character, one for the rest. Unicode's East Asian Width
/// property (W and F) in the ranges terminals draw wide; ambiguous characters are narrow,
/// as terminals draw them outside East Asian locales.
enum DisplayWidth {
  /// The columns `character` (a grapheme cluster) takes: its first scalar's width, or two
  /// for an emoji asked for in its picture form (U+FE0F). Half-width voiced-sound marks
  /// (ﾞ ﾟ) join the kana before them in one cluster but take a column of their own.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x7F, scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
    if scalars.contains("\u{FE0F}") { return 2 }
    let marks = scalars.dropFirst().filter { $0 == "\u{FF9E}" || $0 == "\u{FF9F}" }.count
    return of(first) + marks
  }

  /// The columns `scalar` takes on its own.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// Code points terminals draw two columns wide.
  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initials
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
    0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F5, 0x26FA...0x26FD, 0x2705...0x2705,
    0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C, 0x2753...0x2755, 0x2757...0x2757,
    0x2795...0x2797, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50,
    0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, ideographic punctuation and space
    0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical and small forms
    0xFF00...0xFF60, 0xFFE0...0xFFE6,  // full-width forms
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, kana supplements
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
    0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,  // emoji
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
  ]
}
