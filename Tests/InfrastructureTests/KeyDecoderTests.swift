import Domain
import Infrastructure
import Testing

/// Every byte sequence the decoder knows, as a table, each fed whole, byte by byte and
/// cut at every boundary: a read may end anywhere.
@Suite struct KeyDecoderTests {
  /// One row: what the terminal sent and the keys it means.
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let keys: [Key]

    init(_ name: String, _ text: String, _ keys: [Key]) {
      self.init(name, Array(text.utf8), keys)
    }

    init(_ name: String, _ bytes: [UInt8], _ keys: [Key]) {
      self.name = name
      self.bytes = bytes
      self.keys = keys
    }

    var testDescription: String { name }
  }

  static let esc = "\u{1B}"

  static let rows: [Row] = [
    // Characters
    Row("ASCII letters", "jk", [.character("j"), .character("k")]),
    Row("space and punctuation", " /?", [.character(" "), .character("/"), .character("?")]),
    Row("two-byte UTF-8", "é", [.character("é")]),
    Row("three-byte UTF-8", "€", [.character("€")]),
    Row("four-byte UTF-8", "😀", [.character("😀")]),
    Row("a grapheme of two scalars", "e\u{301}", [.character("e"), .character("\u{301}")]),
    // Invalid UTF-8 is dropped, the next valid byte is kept
    Row("an invalid lead byte", [0xFF, 0x61], [.character("a")]),
    Row("a stray continuation byte", [0x80, 0x61], [.character("a")]),
    Row("a character cut short", [0xC3, 0x61], [.character("a")]),
    Row("an overlong two-byte form", [0xC0, 0x80], []),
    Row("an overlong three-byte form", [0xE0, 0x80, 0x80], []),
    Row("a surrogate", [0xED, 0xA0, 0x80], []),
    Row("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80], []),
    // Control keys
    Row("Enter as CR", "\r", [.enter]),
    Row("Enter as LF", "\n", [.enter]),
    Row("Enter as CR LF", "\r\n", [.enter]),
    Row("two Enters", "\r\r", [.enter, .enter]),
    Row("Backspace as DEL", [0x7F], [.backspace]),
    Row("Backspace as BS", [0x08], [.backspace]),
    Row("Tab", "\t", [.tab]),
    Row("Ctrl-C", [0x03], [.control("c")]),
    Row("Ctrl-Z", [0x1A], [.control("z")]),
    Row("Ctrl-A", [0x01], [.control("a")]),
    Row("NUL", [0x00], [.unknown]),
    Row("Ctrl-backslash", [0x1C], [.unknown]),
    // Esc alone and Alt
    Row("a lone Esc", esc, [.escape]),
    Row("Esc twice", esc + esc, [.escape, .escape]),
    Row("Alt-x", esc + "x", [.escape, .character("x")]),
    Row("Alt-2", esc + "2", [.alt("2")]),
    Row("Alt-7 then 7", esc + "77", [.alt("7"), .character("7")]),
    // Arrows, CSI and SS3
    Row("CSI up", esc + "[A", [.up]),
    Row("CSI down", esc + "[B", [.down]),
    Row("CSI right", esc + "[C", [.right]),
    Row("CSI left", esc + "[D", [.left]),
    Row("SS3 up", esc + "OA", [.up]),
    Row("SS3 down", esc + "OB", [.down]),
    Row("SS3 right", esc + "OC", [.right]),
    Row("SS3 left", esc + "OD", [.left]),
    Row("Ctrl-up", esc + "[1;5A", [.up]),
    Row("Shift-down", esc + "[1;2B", [.down]),
    Row("SS3 with a modifier", esc + "O5C", [.right]),
    // Home, End, Page Up, Page Down
    Row("CSI Home", esc + "[H", [.home]),
    Row("CSI End", esc + "[F", [.end]),
    Row("SS3 Home", esc + "OH", [.home]),
    Row("SS3 End", esc + "OF", [.end]),
    Row("VT220 Home", esc + "[1~", [.home]),
    Row("VT220 End", esc + "[4~", [.end]),
    Row("rxvt Home", esc + "[7~", [.home]),
    Row("rxvt End", esc + "[8~", [.end]),
    Row("Page Up", esc + "[5~", [.pageUp]),
    Row("Page Down", esc + "[6~", [.pageDown]),
    Row("Ctrl-Page Up", esc + "[5;5~", [.pageUp]),
    Row("Alt-Home", esc + "[1;3H", [.home]),
    Row("Insert", esc + "[2~", [.insert]),
    Row("Delete", esc + "[3~", [.delete]),
    Row("Shift-Tab", esc + "[Z", [.backTab]),
    // Function keys
    Row("SS3 F1", esc + "OP", [.function(1)]),
    Row("SS3 F4", esc + "OS", [.function(4)]),
    Row("CSI F1 with a modifier", esc + "[1;2P", [.function(1)]),
    Row("VT220 F1", esc + "[11~", [.function(1)]),
    Row("F5", esc + "[15~", [.function(5)]),
    Row("F6", esc + "[17~", [.function(6)]),
    Row("F12", esc + "[24~", [.function(12)]),
    Row("Linux console F1", esc + "[[A", [.function(1)]),
    Row("Linux console F5", esc + "[[E", [.function(5)]),
    // Mouse
    Row("SGR wheel up", esc + "[<64;10;5M", [.wheelUp]),
    Row("SGR wheel down", esc + "[<65;1;1M", [.wheelDown]),
    Row("SGR wheel up with Ctrl", esc + "[<80;3;4M", [.wheelUp]),
    Row("SGR click", esc + "[<0;10;5M", [.unknown]),
    Row("SGR release", esc + "[<0;10;5m", [.unknown]),
    Row("SGR horizontal wheel", esc + "[<66;10;5M", [.unknown]),
    Row("X10 wheel up", [0x1B, 0x5B, 0x4D, 0x60, 0x21, 0x21], [.wheelUp]),
    Row("X10 wheel down", [0x1B, 0x5B, 0x4D, 0x61, 0xFF, 0x21], [.wheelDown]),
    Row("X10 click", [0x1B, 0x5B, 0x4D, 0x20, 0x41, 0x42], [.unknown]),
    // What is not understood is consumed whole
    Row("an unknown tilde key", esc + "[99~", [.unknown]),
    Row("a private sequence", esc + "[?1;2c", [.unknown]),
    Row("bracketed paste start", esc + "[200~", [.unknown]),
    Row("an unknown SS3 key", esc + "Ox", [.unknown]),
    Row("a sequence cut by a control", esc + "[1\u{03}", [.unknown, .control("c")]),
    Row("a sequence cut by Esc", esc + "[1" + esc + "[A", [.unknown, .up]),
    Row("an endless sequence", esc + "[" + String(repeating: "1", count: 40) + "A", [.unknown]),
    Row("an unfinished sequence", esc + "[1;", [.unknown]),
    Row("an unfinished SS3", esc + "O", [.unknown]),
    // Mixed
    Row("keys around a sequence", "j" + esc + "[Bq", [.character("j"), .down, .character("q")]),
    Row("a paste", "ab\r", [.character("a"), .character("b"), .enter]),
  ]

  /// What the reader gets from `chunks` read one after the other, then nothing more.
  static func decode(_ chunks: [ArraySlice<UInt8>]) -> [Key] {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for chunk in chunks { keys += decoder.decode(chunk) }
    return keys + decoder.flush()
  }

  @Test(arguments: rows)
  func bytesDecodeToTheirKeysWhenReadWhole(_ row: Row) {
    #expect(Self.decode([row.bytes[...]]) == row.keys)
  }

  @Test(arguments: rows)
  func bytesDecodeToTheSameKeysWhenCutAtAnyBoundary(_ row: Row) {
    for cut in 0...row.bytes.count {
      let chunks = [row.bytes[..<cut], row.bytes[cut...]]
      #expect(Self.decode(chunks) == row.keys, "cut after \(cut) bytes")
    }
  }

  @Test(arguments: rows)
  func bytesDecodeToTheSameKeysWhenReadOneByOne(_ row: Row) {
    #expect(Self.decode(row.bytes.indices.map { row.bytes[$0...$0] }) == row.keys)
  }
}
