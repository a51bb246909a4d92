import Domain
import Testing

@Suite("Asking a text's bytes what its scalars would answer")
struct SafeTextBytesTests {
  /// Every scalar below U+3000 (all the unsafe ones and their neighbours in UTF-8), alone
  /// and between letters: the byte scan finds an unsafe one exactly when `isUnsafe` names
  /// it, with line feeds allowed or not.
  @Test func theByteScanFindsExactlyTheUnsafeScalars() {
    var wrong: [UInt32] = []
    for value in UInt32(0)..<0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(Character(scalar))
      let between = "a" + alone + "é"
      for allowingLineFeeds in [false, true] {
        let unsafe = SafeText.isUnsafe(scalar) && !(allowingLineFeeds && scalar == "\n")
        if SafeText.containsUnsafe(alone, allowingLineFeeds: allowingLineFeeds) != unsafe
          || SafeText.containsUnsafe(between, allowingLineFeeds: allowingLineFeeds) != unsafe
        {
          wrong.append(value)
        }
      }
    }
    #expect(wrong.isEmpty, "scalars answered wrongly: \(wrong.prefix(20))")
  }

  /// Every other scalar, 256 to a text: none is unsafe, and none is taken for one.
  @Test func noScalarAboveIsTakenForUnsafe() {
    var wrong: [UInt32] = []
    for block in stride(from: UInt32(0x3000), through: 0x10FFFF, by: 256) {
      var text = String.UnicodeScalarView()
      for value in block..<min(block + 256, 0x110000) {
        if let scalar = Unicode.Scalar(value) { text.append(scalar) }
      }
      if SafeText.containsUnsafe(String(text)) { wrong.append(block) }
    }
    #expect(wrong.isEmpty, "blocks answered wrongly: \(wrong.prefix(20))")
  }

  /// Long text is read eight bytes at a time: every ASCII byte, at every place of a
  /// text of 23, is seen where it stands.
  @Test func everyASCIIByteIsSeenWhereverItStands() {
    var wrong: [String] = []
    for value in UInt8(0)..<0x80 {
      for position in 0..<23 {
        var bytes = Array("abcdefghijklmnopqrstuvw".utf8)
        bytes[position] = value
        let text = String(decoding: bytes, as: UTF8.self)
        let printable = value >= 0x20 && value < 0x7F
        let unsafe = SafeText.isUnsafe(Unicode.Scalar(value))
        if SafeText.isPrintableASCII(text) != printable || SafeText.containsUnsafe(text) != unsafe
          || SafeText.containsUnsafe(text, allowingLineFeeds: true) != (unsafe && value != 0x0A)
        {
          wrong.append("\(value) at \(position)")
        }
      }
    }
    #expect(wrong.isEmpty, "bytes answered wrongly: \(wrong.prefix(20))")
  }

  /// A scalar cut short at the end of the text (only its lead bytes are there) is never
  /// read past; the texts a `String` holds are whole, so this is the scan's own edge.
  @Test(arguments: ["\u{2028}", "\u{2066}", "\u{85}", "\u{61C}", "x\u{202E}", "ok"])
  func scalarsAtTheEndAreFound(text: String) {
    #expect(SafeText.containsUnsafe(text) == !text.unicodeScalars.allSatisfy { !SafeText.isUnsafe($0) })
  }

  @Test(arguments: [
    ("Pikachu", true, true), ("", true, true), ("Route 10", true, true),
    ("tab\there", false, true), ("line\n", false, true), ("del\u{7F}", false, true),
    ("Flabébé", false, false), ("16–18", false, false), ("ポケモン", false, false),
  ])
  func printableASCIIAndASCII(text: String, printable: Bool, ascii: Bool) {
    #expect(SafeText.isPrintableASCII(text) == printable)
    #expect(SafeText.isASCII(text) == ascii)
    #expect(SafeText.isASCII(text[...]) == ascii)
  }
}
