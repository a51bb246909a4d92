import Foundation
import Infrastructure
import PokedexTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw mode on a real pseudo-terminal: what it turns off, and that the settings come
/// back exactly.
@Suite(.timeLimit(.minutes(3))) struct RawModeTests {
  @Test func rawModeTurnsOffEchoLineModeSignalsAndFlowControl() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let before = try RawMode.settings(of: pty.terminal)
    try RawMode.apply(RawMode.raw(from: before), to: pty.terminal)
    let raw = TerminalSettings(try RawMode.settings(of: pty.terminal))
    #expect(!raw.echoes)
    #expect(!raw.readsLines)
    #expect(!raw.raisesSignals)
    #expect(raw.input & UInt64(IXON | ICRNL) == 0)
    #expect(raw.characters[Int(VMIN)] == 1)
    #expect(raw.characters[Int(VTIME)] == 0)
  }

  @Test func restoringGivesBackTheSettingsExactly() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let before = try RawMode.settings(of: pty.terminal)
    try RawMode.apply(RawMode.raw(from: before), to: pty.terminal)
    try RawMode.apply(before, to: pty.terminal, discardingInput: true)
    #expect(TerminalSettings(try RawMode.settings(of: pty.terminal)) == TerminalSettings(before))
    #expect(TerminalSettings(before).echoes)
  }

  @Test func aDescriptorThatIsNoTerminalIsRefused() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer { descriptors.forEach { close($0) } }
    #expect(throws: (any Error).self) { try RawMode.settings(of: descriptors[0]) }
  }
}
