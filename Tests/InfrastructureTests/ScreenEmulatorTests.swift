import PokedexTesting
import Testing

/// The test screen shows what a terminal would for the sequences pokecli sends.
@Suite struct ScreenEmulatorTests {
  static func screen(_ text: String, columns: Int = 20, rows: Int = 5) -> ScreenEmulator {
    var screen = ScreenEmulator(columns: columns, rows: rows)
    screen.feed(Array(text.utf8))
    return screen
  }

  @Test func textIsWrittenWhereTheCursorIsPlaced() {
    let screen = Self.screen("ab\u{1B}[2;3Hc\u{1B}[Hz")
    #expect(screen.lines == ["zb", "  c", "", "", ""])
  }

  @Test func eraseInLineClearsFromTheCursorToTheEnd() {
    #expect(Self.screen("hello\u{1B}[1;3H\u{1B}[K").lines[0] == "he")
  }

  @Test func eraseInDisplayClearsTheWholeScreen() {
    #expect(Self.screen("a\r\nb\u{1B}[2J").text == "")
  }

  @Test func coloursAreIgnored() {
    #expect(Self.screen("\u{1B}[7mX\u{1B}[0m\u{1B}[38;5;208mY").lines[0] == "XY")
  }

  @Test func newlinesScrollAtTheBottom() {
    let screen = Self.screen("1\r\n2\r\n3", rows: 2)
    #expect(screen.lines == ["2", "3"])
  }

  @Test func theAlternateScreenHidesTheMainOneUntilItIsLeft() {
    var screen = Self.screen("main\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000halt")
    #expect(screen.isAlternateScreenActive)
    #expect(!screen.isCursorVisible)
    #expect(screen.isMouseReportingOn)
    #expect(screen.lines[0] == "    alt")  // The cursor stays where it was, as in xterm.
    screen.feed(Array("\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l".utf8))
    #expect(!screen.isAlternateScreenActive)
    #expect(screen.isCursorVisible)
    #expect(!screen.isMouseReportingOn)
    #expect(screen.lines[0] == "main")
  }

  @Test func utf8CutBetweenFeedsIsJoined() {
    var screen = ScreenEmulator(columns: 10, rows: 1)
    screen.feed([0x43, 0x61, 0x66, 0xC3])
    screen.feed([0xA9])
    #expect(screen.lines == ["Café"])
  }

  @Test func aResizedScreenKeepsWhatFits() {
    let screen = Self.screen("abcdef\r\nxyz", columns: 10, rows: 3).resized(columns: 3, rows: 1)
    #expect(screen.lines == ["abc"])
  }
}
