@testable import PokedexKeys
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

  /// The scan reads a scalar's next two bytes only when they are there: the lead bytes
  /// of unsafe scalars alone at the end of the bytes (which a `String` never holds, so
  /// they are given to the scan itself) are no scalar found.
  @Test(arguments: [
    ([0xE2], nil), ([0xE2, 0x80], nil), ([0xC2], nil), ([0xD8], nil),
    ([0x61, 0xE2, 0x80, 0xA8], 1), ([0x61, 0x62, 0xC2, 0x85], 2),
  ] as [([UInt8], Int?)])
  func leadBytesAtTheEndAreReadNoFurther(bytes: [UInt8], expected: Int?) {
    let found = bytes.withUnsafeBufferPointer {
      SafeText.firstUnsafe(in: $0, allowingLineFeeds: false)
    }
    #expect(found == expected)
  }

  /// Every unsafe scalar outside ASCII and its neighbours, after 0 to 12 letters and
  /// before 10: met after the eight-byte loop has stopped, wherever that is.
  @Test func scalarsOutsideASCIIAreFoundAfterLongRuns() {
    let values: [UInt32] = Array(0x7F...0xA1) + [0x61B, 0x61C, 0x61D]
      + Array(0x200C...0x2030) + Array(0x2064...0x206A)
    var wrong: [String] = []
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for run in 0...12 {
        let text = String(repeating: "a", count: run) + String(Character(scalar)) + "bbbbbbbbbb"
        if SafeText.containsUnsafe(text) != SafeText.isUnsafe(scalar) {
          wrong.append("U+\(String(value, radix: 16)) after \(run)")
        }
      }
    }
    #expect(wrong.isEmpty, "scalars answered wrongly: \(wrong.prefix(20))")
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
