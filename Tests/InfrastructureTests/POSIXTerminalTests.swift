import Domain
import Foundation
import Infrastructure
import PokedexTesting
import Testing

/// The terminal device on a pseudo-terminal inside the test process, signals left alone:
/// taking over, keys, frames and giving back. Signals are tested with `TerminalProbe`.
@Suite(.timeLimit(.minutes(3))) struct POSIXTerminalTests {
  /// A pseudo-terminal, the device on its terminal side, and a screen fed from its
  /// controller side.
  final class Rig {
    let pty: PseudoTerminal
    let terminal: POSIXTerminal
    var screen: ScreenEmulator

    init(columns: Int = 80, rows: Int = 24) throws {
      pty = try PseudoTerminal(columns: columns, rows: rows)
      terminal = POSIXTerminal(input: pty.terminal, output: pty.terminal, watchingSignals: false)
      screen = ScreenEmulator(columns: columns, rows: rows)
    }

    /// Feeds the screen with what the device wrote, and returns it.
    @discardableResult
    func read() -> [UInt8] {
      let bytes = pty.readAvailable()
      screen.feed(bytes)
      return bytes
    }
  }

  @Test func startingTakesTheScreenAndRestoringGivesItBackWithTheSettings() throws {
    let rig = try Rig()
    let before = TerminalSettings(try rig.pty.settings())
    _ = try rig.terminal.start()
    rig.read()
    #expect(rig.screen.isAlternateScreenActive)
    #expect(!rig.screen.isCursorVisible)
    #expect(rig.screen.isMouseReportingOn)
    #expect(!TerminalSettings(try rig.pty.settings()).echoes)
    rig.terminal.restore()
    rig.read()
    #expect(!rig.screen.isAlternateScreenActive)
    #expect(rig.screen.isCursorVisible)
    #expect(!rig.screen.isMouseReportingOn)
    #expect(TerminalSettings(try rig.pty.settings()) == before)
  }

  @Test func theSizeIsTheTerminalsWindow() throws {
    let rig = try Rig(columns: 120, rows: 40)
    #expect(rig.terminal.size == TerminalSize(columns: 120, rows: 40))
  }

  @Test func typedBytesArriveAsKeysAndALoneEscAfterTheDelay() async throws {
    let rig = try Rig()
    let events = try rig.terminal.start()
    var iterator = events.makeAsyncIterator()
    try rig.pty.write(Array("j\u{1B}[A\u{1B}[<65;3;4M\u{1B}".utf8))
    #expect(await iterator.next() == .key(.character("j")))
    #expect(await iterator.next() == .key(.up))
    #expect(await iterator.next() == .key(.wheelDown))
    #expect(await iterator.next() == .key(.escape))
    try rig.pty.write([0x03, 0x1A])
    #expect(await iterator.next() == .key(.control("c")))
    // Without signal handling, suspending is impossible, so Ctrl-Z is a plain key.
    #expect(await iterator.next() == .key(.control("z")))
    rig.terminal.restore()
    #expect(await iterator.next() == nil)
  }

  @Test func framesAreDrawnAndOnlyChangedLinesAreSentAgain() throws {
    let rig = try Rig(columns: 20, rows: 5)
    _ = try rig.terminal.start()
    rig.terminal.draw(["title", "one", "two"])
    rig.read()
    #expect(rig.screen.lines == ["title", "one", "two", "", ""])
    rig.terminal.draw(["title", "ONE", "two"])
    let bytes = String(decoding: rig.read(), as: UTF8.self)
    #expect(bytes == "\u{1B}[2;1HONE\u{1B}[K")
    #expect(rig.screen.lines == ["title", "ONE", "two", "", ""])
    rig.terminal.draw(["title", "ONE", "two"], fully: true)
    #expect(String(decoding: rig.read(), as: UTF8.self).hasPrefix("\u{1B}[H\u{1B}[2J"))
    rig.terminal.restore()
  }

  @Test func nothingIsDrawnOnceTheTerminalIsGivenBack() throws {
    let rig = try Rig()
    _ = try rig.terminal.start()
    rig.terminal.restore()
    rig.read()
    rig.terminal.draw(["late"])
    #expect(rig.read().isEmpty)
  }

  @Test func runGivesTheTerminalBackWhenItsBodyThrows() async throws {
    struct Failure: Error {}
    let rig = try Rig()
    let before = TerminalSettings(try rig.pty.settings())
    await #expect(throws: Failure.self) {
      try await rig.terminal.run { _ in throw Failure() }
    }
    rig.read()
    #expect(!rig.screen.isAlternateScreenActive)
    #expect(TerminalSettings(try rig.pty.settings()) == before)
  }

  @Test func restoringTwiceOrWithoutStartingIsHarmless() throws {
    let rig = try Rig()
    rig.terminal.restore()
    #expect(rig.read().isEmpty)
    _ = try rig.terminal.start()
    rig.terminal.restore()
    rig.terminal.restore()
    rig.read()
    #expect(!rig.screen.isAlternateScreenActive)
  }

  @Test func aPipeIsNotATerminal() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer { descriptors.forEach { close($0) } }
    let terminal = POSIXTerminal(
      input: descriptors[0], output: descriptors[1], watchingSignals: false)
    #expect(throws: TerminalError.notATerminal) { try terminal.start() }
  }
}
