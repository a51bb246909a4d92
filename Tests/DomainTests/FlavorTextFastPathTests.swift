import Testing

@testable import Domain

/// `FlavorText.clean` returns a text untouched when `isOnePlainParagraph` says no pass
/// would change it: that is so only if every pass, run anyway, gives the text back. Texts
/// are drawn from the scalars the passes look for (and their neighbours), with a fixed
/// seed, so a miss is the same on every run.
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
      let length = Int(random.next() % 12)
      var text = String.UnicodeScalarView()
      for _ in 0..<length {
        text.append(Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))])
      }
      let raw = String(text)
      guard FlavorText.isOnePlainParagraph(raw) else { continue }
      plain += 1
      #expect(FlavorText.everyPass(raw) == raw, "\(raw.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    // The draw reaches both sides: enough texts are plain for the check to mean something.
    #expect(plain > 1_000)
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
