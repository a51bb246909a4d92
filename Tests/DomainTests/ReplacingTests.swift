import Domain
import Testing

@Suite("Replacing every occurrence")
struct ReplacingTests {
  @Test(arguments: [
    ("SELECT SHOWN_LANGUAGE, SHOWN_LANGUAGE", "SHOWN_LANGUAGE", "5", "SELECT 5, 5"),
    ("Has a $effect_chance% chance", "$effect_chance", "10", "Has a 10% chance"),
    ("aaaa", "aa", "b", "bb"),
    ("aaa", "aa", "b", "ba"),
    ("mr-mime", "-", " ", "mr mime"),
    ("say \"hi\"", "\"", "\"\"", "say \"\"hi\"\""),
    ("no match", "xyz", "!", "no match"),
    ("short", "longer than the text", "!", "short"),
    ("", "a", "b", ""),
    ("text", "", "!", "text"),
    ("POKéMON POKé", "POKé", "Poké", "PokéMON Poké"),
    ("漢字の漢", "漢", "か", "か字のか"),
    ("end", "end", "", ""),
  ])
  func everyOccurrenceLeftToRight(text: String, target: String, with: String, expected: String) {
    #expect(text.replacingEvery(target, with: with) == expected)
  }

  /// Byte for byte: "é" as one scalar does not match an "e" and a combining accent.
  @Test func matchesTheSpellingGivenNotItsEquivalents() {
    #expect("POKe\u{301}".replacingEvery("POKé", with: "Poké") == "POKe\u{301}")
  }
}
