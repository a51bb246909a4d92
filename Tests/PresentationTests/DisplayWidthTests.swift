@testable import Presentation
import Testing

/// Japanese, Chinese and Korean characters take two columns in a terminal: widths,
/// padding, cutting and wrapping count columns, never characters.
@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Pikachu", 7), ("Flabébé", 7), ("リザードン", 10), ("喷火龙", 6), ("피카츄", 6),
    ("ﾘｻﾞｰﾄﾞﾝ", 7), ("Ｐｉｋａ", 8), ("ポリゴンZ", 9), ("Nidoran♀", 8), ("e\u{301}", 1), ("", 0),
  ])
  func widthCountsColumns(text: String, columns: Int) {
    #expect(TextLayout.width(text) == columns)
  }

  @Test func paddingAndCuttingKeepColumns() {
    #expect(TextLayout.padRight("リザードン", to: 12) == "リザードン  ")
    #expect(TextLayout.padLeft("喷火龙", to: 8) == "  喷火龙")
    // Five columns: two kana and the ellipsis; a third kana would make six.
    #expect(TextLayout.truncate("リザードン", to: 5) == "リザ…")
    #expect(TextLayout.truncate("リザードン", to: 6) == "リザ…")
    #expect(TextLayout.truncate("リザードン", to: 10) == "リザードン")
  }

  @Test func wrappingBreaksWideTextByColumns() {
    let lines = TextLayout.wrap("ほのおポケモン リザードンは 口から 灼熱の 炎を 吐き出す", width: 12)
    #expect(lines.allSatisfy { TextLayout.width($0) <= 12 }, "\(lines)")
    // ほのおポケモン is 14 columns: it is cut, the rest wraps at spaces.
    #expect(lines == ["ほのおポケモ", "ン", "リザードンは", "口から", "灼熱の 炎を", "吐き出す"])
    let long = TextLayout.wrap(String(repeating: "龙", count: 9), width: 4)
    #expect(long == ["龙龙", "龙龙", "龙龙", "龙龙", "龙"])
    // A column too narrow for one wide character still moves on, a character a line.
    #expect(TextLayout.wrap("龙龙", width: 1) == ["龙", "龙"])
  }

  @Test func trimmingKeepsWholeCharactersAndEveryInnerSpace() {
    #expect(TextLayout.trimmingTrailingSpaces("Route 4   ") == "Route 4")
    // The last character before the spaces takes several bytes, or several scalars.
    #expect(TextLayout.trimmingTrailingSpaces("Pokémon Café  ") == "Pokémon Café")
    #expect(TextLayout.trimmingTrailingSpaces("リザードン ") == "リザードン")
    #expect(TextLayout.trimmingTrailingSpaces("e\u{301} ") == "e\u{301}")
    #expect(TextLayout.trimmingTrailingSpaces("   ") == "")
    #expect(TextLayout.trimmingTrailingSpaces("") == "")
    #expect(TextLayout.trimmingTrailingSpaces(" a") == " a")
  }

  /// The quick count of Latin text and punctuation agrees with the count character by
  /// character, for every scalar it takes.
  @Test func theQuickCountOfLatinTextIsTheCharacterCount() {
    let quick = (0x20..<0x2030).compactMap(Unicode.Scalar.init).filter(TextLayout.isOneColumnAlone)
    for scalar in quick {
      let text = "a\(Character(scalar))\(Character(scalar))z"
      #expect(TextLayout.width(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(scalar.value)")
      #expect(text.count == text.unicodeScalars.count, "\(scalar.value)")
    }
    #expect(TextLayout.width("Flabébé 16–18 …") == 15)
    // A combining accent joins the letter before it: the quick count is not taken.
    #expect(TextLayout.width("Flabe\u{301}be\u{301}") == 7)
  }

  @Test func aSentenceEndsOnceWhateverTheNameItEndsIn() {
    #expect(TextLayout.sentence("Sylveon is not met in the wild in Red") == "Sylveon is not met in the wild in Red.")
    #expect(TextLayout.sentence("… in Let’s Go, Eevee!") == "… in Let’s Go, Eevee!")
    #expect(TextLayout.sentence("Done.") == "Done.")
    #expect(TextLayout.sentence("") == "")
  }
}
