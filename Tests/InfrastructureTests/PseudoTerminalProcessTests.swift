import Foundation
import PokedexTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pseudo-terminal runner, tried on small shell programs.
@Suite(.timeLimit(.minutes(3))) struct PseudoTerminalProcessTests {
  static let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]

  static func shell(_ script: String, columns: Int = 80, rows: Int = 24) throws
    -> PseudoTerminalProcess
  {
    try PseudoTerminalProcess(
      executable: "/bin/sh", arguments: ["-c", script], environment: environment,
      columns: columns, rows: rows)
  }

  @Test func aProgramSeesATerminalOfTheGivenSize() async throws {
    let process = try Self.shell("test -t 0 && test -t 1 && stty size", columns: 100, rows: 30)
    #expect(await process.waitForExit() == .exited(0))
    #expect(process.screen.lines[0] == "30 100")
  }

  @Test func typedTextIsEchoedAndReadInLineMode() async throws {
    let process = try PseudoTerminalProcess(executable: "/bin/cat", environment: Self.environment)
    try process.type("hello\r")
    #expect(await process.waitForScreen { $0.lines.prefix(2) == ["hello", "hello"] })
    try process.send([0x04])  // Ctrl-D: end of input.
    #expect(await process.waitForExit() == .exited(0))
  }

  @Test func resizingSendsTheProgramSIGWINCH() async throws {
    let process = try Self.shell(
      "trap 'stty size; exit 0' WINCH; echo ready; while :; do sleep 0.05; done")
    #expect(await process.waitForText("ready"))
    try process.resize(columns: 100, rows: 30)
    #expect(await process.waitForExit() == .exited(0))
    #expect(process.screen.text.contains("30 100"))
  }

  @Test func aSignalEndsTheProgram() async throws {
    let process = try Self.shell("echo ready; exec sleep 30")
    #expect(await process.waitForText("ready"))
    process.signal(SIGTERM)
    #expect(await process.waitForExit() == .signaled(SIGTERM))
  }

  @Test func aProgramStillRunningAtTheTimeLimitIsKilled() async throws {
    let process = try Self.shell("exec sleep 30")
    #expect(await process.waitForExit(timeout: .milliseconds(200)) == nil)
    #expect(kill(process.pid, 0) == -1)
  }

  @Test func theTerminalsSettingsCanBeReadAfterTheProgramExits() async throws {
    let process = try Self.shell("stty -echo -icanon")
    #expect(TerminalSettings(process.settingsBeforeStart).echoes)
    #expect(await process.waitForExit() == .exited(0))
    let after = TerminalSettings(try process.terminal.settings())
    #expect(!after.echoes)
    #expect(!after.readsLines)
  }

  @Test func theProgramGetsExactlyTheEnvironmentGiven() async throws {
    let process = try PseudoTerminalProcess(
      executable: "/bin/sh", arguments: ["-c", "echo \"[$POKE][$HOME]\""],
      environment: ["POKE": "ball"])
    #expect(await process.waitForExit() == .exited(0))
    #expect(process.screen.lines[0] == "[ball][]")
  }
}
