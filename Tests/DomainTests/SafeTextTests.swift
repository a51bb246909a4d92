import Domain
import Testing

@Suite("Making outside text safe for a terminal")
struct SafeTextTests {
  @Test(arguments: [
    ("Pikachu", "Pikachu"),
    ("Flabébé ♀ ★ ポケモン 🔥", "Flabébé ♀ ★ ポケモン 🔥"),
    ("\u{1B}]0;title\u{07}Pikachu", "]0;titlePikachu"),
    ("\u{1B}]52;c;cm0gLXJmIC8=\u{07}", "]52;c;cm0gLXJmIC8="),
    ("\u{1B}[2J\u{1B}[HBoom", "[2J[HBoom"),
    ("\u{9B}31mred", "31mred"),
    ("\u{9D}0;title\u{9C}", "0;title"),
    ("bell\u{07} back\u{08} null\u{00} del\u{7F}", "bell back null del"),
    ("evil\u{202E}txt.exe", "eviltxt.exe"),
    ("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}x", "x"),
    ("\u{200E}a\u{200F}b\u{061C}c", "abc"),
    ("one\ntwo", "one two"),
    ("one\r\ntwo", "one two"),
    ("safe\rEVIL", "safe EVIL"),
    ("tab\there", "tab here"),
    ("form\u{0C}feed\u{0B}vt\u{85}nel\u{2028}ls\u{2029}ps", "form feed vt nel ls ps"),
    ("", ""),
  ])
  func controlsAndBidiControlsNeverSurvive(raw: String, expected: String) {
    #expect(SafeText.clean(raw) == expected)
    #expect(SafeText.isClean(SafeText.clean(raw)))
  }

  @Test(arguments: [
    ("one\ntwo", "one\ntwo"),
    ("one\r\ntwo", "one\ntwo"),
    ("one\rtwo", "one\ntwo"),
    ("page\u{0C}break", "page\nbreak"),
    ("a\u{1B}[2Jb\n\u{9B}c", "a[2Jb\nc"),
  ])
  func aParagraphKeepsItsLineBreaksAsNewlinesOnly(raw: String, expected: String) {
    #expect(SafeText.clean(raw, lineBreaks: .kept) == expected)
  }

  @Test func everyControlScalarIsUnsafeAndNoPrintableOneIs() {
    let unsafe = (0x00...0x1F).map { $0 } + (0x7F...0x9F).map { $0 }
      + [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
         0x200E, 0x200F, 0x061C, 0x2028, 0x2029]
    for value in unsafe {
      let scalar = Unicode.Scalar(UInt32(value))
      #expect(scalar.map(SafeText.isUnsafe) == true, "U+\(String(value, radix: 16))")
    }
    for value in [0x20, 0x41, 0x7E, 0xA0, 0xAD, 0xE9, 0x2019, 0x2605, 0x1F525] {
      let scalar = Unicode.Scalar(UInt32(value))
      #expect(scalar.map(SafeText.isUnsafe) == false, "U+\(String(value, radix: 16))")
    }
  }

  @Test(arguments: [
    ("http://user:secret@127.0.0.1:8080/api/v2/pokemon/1/",
     "http://127.0.0.1:8080/api/v2/pokemon/1/"),
    ("https://user@pokeapi.co/api/v2", "https://pokeapi.co/api/v2"),
    ("https://a:b@c:d@host?x=1", "https://host?x=1"),
    ("http://host/path@not-userinfo", "http://host/path@not-userinfo"),
    ("cannot reach http://u:p@h/x: refused, see http://v:q@i",
     "cannot reach http://h/x: refused, see http://i"),
    ("not \"ftp://me:pw@host\" (expected)", "not \"ftp://host\" (expected)"),
    ("mail me@example.com", "mail me@example.com"),
    ("http://h/\u{1B}]0;T\u{07}", "http://h/]0;T"),
  ])
  func aURLIsPrintedWithoutItsUserInfoOrControls(raw: String, expected: String) {
    #expect(SafeText.url(raw) == expected)
  }
}
