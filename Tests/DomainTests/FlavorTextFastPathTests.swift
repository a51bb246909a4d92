import Testing

@testable import Domain

/// `FlavorText.clean` returns a text untouched when `isOnePlainParagraph` says no pass
/// would change it: that is so only if every pass, run anyway, gives the text back; and it
/// runs the passes on bytes when a text has no scalar from U+0300 up, which must give what
/// they give a scalar at a time. Texts are drawn from the scalars the passes look for (and
/// their neighbours), with a fixed seed, so a miss is the same on every run.
@Suite("FlavorText's fast path")
struct FlavorTextFastPathTests {
  /// What the passes read: spaces, breaks written and real, soft hyphens, no-break spaces,
  /// the old capitals' letters in both spellings of "é", ideographs and their spaces,
  /// kana, combining marks, joiners; and plain letters between them.
  static let alphabet: [Unicode.Scalar] = [
    "a", "e", "z", " ", " ", " ", "\\", "n", "\n", "\r", "\t", "\u{0C}", "\u{A0}", "\u{AD}",
    "-", "P", "O", "K", "M", "N", "é", "\u{301}", "\u{300}", "\u{3000}", "\u{3001}", "火",
    "ポ", "\u{3099}", "\u{200D}", "\u{2028}", "\u{2009}", "\u{FEFF}", "\u{0903}", ".", "'",
  ]

  @Test func aTextLeftUntouchedIsOneNoPassWouldChange() {
    var random = SeededRandom(seed: 2026)
    var plain = 0
    for _ in 0..<40_000 {
      let raw = Self.text(from: Self.alphabet, shorterThan: 12, &random)
      guard FlavorText.isOnePlainParagraph(raw) else { continue }
      plain += 1
      #expect(FlavorText.everyPass(raw) == raw, "\(Self.scalars(raw))")
    }
    // The draw reaches both sides: enough texts are plain for the check to mean something.
    #expect(plain > 1_000)
  }

  /// The scalars below U+0300 of `alphabet`, and the letters and signs around them that
  /// the byte passes must leave alone (two-byte letters, the C1 range's neighbours).
  static let latinAlphabet: [Unicode.Scalar] = alphabet.filter { $0.value < 0x300 } + [
    "\u{C2}", "\u{AC}", "\u{AE}", "ß", "\u{2FF}", "\u{9F}", "K", "\r", "\n",
  ]

  @Test func theBytePassesGiveWhatThePassesGiveAScalarAtATime() {
    var random = SeededRandom(seed: 2027)
    for _ in 0..<60_000 {
      let raw = Self.text(from: Self.latinAlphabet, shorterThan: 16, &random)
      #expect(FlavorText.latinPasses(raw) == FlavorText.scalarPasses(raw), "\(Self.scalars(raw))")
    }
    #expect(FlavorText.latinPasses("e\u{301}") == nil)
    #expect(FlavorText.latinPasses("火") == nil)
  }

  /// A text of fewer than `limit` scalars drawn from `alphabet`.
  static func text(
    from alphabet: [Unicode.Scalar], shorterThan limit: UInt64, _ random: inout SeededRandom
  ) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<(random.next() % limit) {
      text.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
    }
    return String(text)
  }

  /// A text's scalars in hexadecimal: what a failure names.
  static func scalars(_ text: String) -> [String] {
    text.unicodeScalars.map { String($0.value, radix: 16) }
  }

  @Test(arguments: [
    "Pokémon", "A Poké Ball, free.", "ポケモン", "Ends with a mark on a space \u{301}",
  ])
  func aPlainTextIsItsOwnCleaning(text: String) {
    #expect(FlavorText.isOnePlainParagraph(text))
    #expect(FlavorText.everyPass(text) == text)
  }

  @Test(arguments: [
    "two  spaces", " lead", "trail ", "POKéMON", "line\nbreak", "soft\u{AD}hyphen", "火の粉",
  ])
  func aTextAPassChangesIsNotPlain(text: String) {
    #expect(!FlavorText.isOnePlainParagraph(text))
    #expect(FlavorText.clean(text) == FlavorText.everyPass(text))
  }
}
