import Domain
import Foundation
import PokedexTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole device in a program of its own on a pseudo-terminal (`TerminalProbe`):
/// every way out leaves the terminal as it was, and signals become events.
@Suite(.timeLimit(.minutes(3))) struct TerminalProbeTests {
  /// Without the runtime's interactive crash report, which SIGQUIT would start.
  static let environment = ["TERM": "xterm", "SWIFT_BACKTRACE": "enable=no"]

  static func probePath() throws -> String {
    try #require(
      BuiltExecutable.path("TerminalProbe"), "build it first: swift build --build-tests")
  }

  /// The probe started on an 80 × 24 pseudo-terminal, once its first frame shows.
  static func startedProbe() async throws -> PseudoTerminalProcess {
    let probe = try PseudoTerminalProcess(executable: try probePath(), environment: environment)
    #expect(await probe.waitForText("probe 80x24"))
    #expect(probe.screen.isAlternateScreenActive)
    #expect(!probe.screen.isCursorVisible)
    #expect(probe.screen.isMouseReportingOn)
    #expect(!TerminalSettings(try probe.terminal.settings()).echoes)
    return probe
  }

  /// Whether the terminal is as it was before the probe started: main screen, cursor
  /// shown, mouse reports off, termios settings equal.
  static func expectRestored(_ probe: PseudoTerminalProcess) throws {
    #expect(!probe.screen.isAlternateScreenActive)
    #expect(probe.screen.isCursorVisible)
    #expect(!probe.screen.isMouseReportingOn)
    let after = TerminalSettings(try probe.terminal.settings())
    #expect(after == TerminalSettings(probe.settingsBeforeStart))
    #expect(try probe.leftTerminalAsFound())
  }

  // MARK: - Ways out

  @Test(arguments: ["q", "\u{03}"])
  func quittingLeavesTheTerminalAsItWas(_ key: String) async throws {
    let probe = try await Self.startedProbe()
    try probe.type(key)
    #expect(await probe.waitForExit() == .exited(0))
    try Self.expectRestored(probe)
    #expect(probe.screen.text.contains("probe: done"))
  }

  @Test func anErrorLeavesTheTerminalAsItWas() async throws {
    let probe = try await Self.startedProbe()
    try probe.type("x")
    #expect(await probe.waitForExit() == .exited(3))
    try Self.expectRestored(probe)
    #expect(probe.screen.text.contains("probe: failed"))
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
  func aTerminatingSignalLeavesTheTerminalAsItWasAndEndsTheProgram(_ signal: Int32)
    async throws
  {
    let probe = try await Self.startedProbe()
    probe.signal(signal)
    #expect(await probe.waitForExit() == .signaled(signal))
    try Self.expectRestored(probe)
  }

  // MARK: - Events

  @Test func keysArriveDecoded() async throws {
    let probe = try await Self.startedProbe()
    try probe.type("j\u{1B}[B\u{1B}OA\u{1B}[5~\u{1B}[<64;2;2Mé")
    #expect(await probe.waitForText("key character(\"é\")"))
    let lines = Array(probe.screen.lines[1...6])
    #expect(lines == [
      "ready 1", "key character(\"j\")", "key down", "key up", "key pageUp", "key wheelUp",
    ])
    try probe.type("\u{1B}")
    #expect(await probe.waitForText("key escape"))
    try probe.type("q")
    #expect(await probe.waitForExit() == .exited(0))
  }

  @Test func aResizedWindowIsAnEventAndTheNextFrameIsDrawnInFull() async throws {
    let probe = try await Self.startedProbe()
    try probe.resize(columns: 100, rows: 30)
    #expect(await probe.waitForText("resized 100x30"))
    #expect(probe.screen.lines[0] == "probe 100x30 events 2")
    try probe.type("q")
    #expect(await probe.waitForExit() == .exited(0))
  }

  @Test func ctrlZGivesTheTerminalBackAndTakesItAgainWithAFullRedraw() async throws {
    let probe = try await Self.startedProbe()
    let before = probe.output.count
    // The probe's process group is orphaned, so the system refuses to stop it and it
    // comes back at once, exactly as after `fg`.
    try probe.send([0x1A])
    #expect(await probe.waitForText("resumed 80x24"))
    let written = String(decoding: probe.output[before...], as: UTF8.self)
    let left = try #require(written.range(of: "\u{1B}[?1049l"))
    let entered = try #require(written.range(of: "\u{1B}[?1049h"))
    #expect(left.lowerBound < entered.lowerBound)
    #expect(written.contains("\u{1B}[2J"))
    #expect(!probe.screen.text.contains("control(\"z\")"))
    try probe.type("q")
    #expect(await probe.waitForExit() == .exited(0))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
  func ctrlZStopsTheJobUnderAShellAndFgBringsItBackRedrawn() async throws {
    // bash with job control runs the probe as a job of its own, as an interactive
    // shell does, then resumes it with `fg` once it has stopped.
    let script = "\"$0\"; echo job-stopped; fg"
    let shell = try PseudoTerminalProcess(
      executable: "/bin/bash", arguments: ["-m", "-c", script, try Self.probePath()],
      environment: Self.environment)
    #expect(await shell.waitForText("probe 80x24"))
    try shell.send([0x1A])
    #expect(await shell.waitForText("resumed 80x24"))
    let written = String(decoding: shell.output, as: UTF8.self)
    let left = try #require(written.range(of: "\u{1B}[?1049l"))
    let stopped = try #require(written.range(of: "job-stopped"))
    let back = try #require(
      written.range(of: "\u{1B}[?1049h", range: stopped.upperBound..<written.endIndex))
    #expect(left.upperBound <= stopped.lowerBound)
    #expect(stopped.upperBound <= back.lowerBound)
    #expect(shell.screen.lines[0] == "probe 80x24 events 2")
    try shell.type("q")
    #expect(await shell.waitForExit() == .exited(0))
    try Self.expectRestored(shell)
  }

  @Test func aSecondTakeOverInTheSameProcessStillAnswersSignals() async throws {
    let probe = try PseudoTerminalProcess(
      executable: try Self.probePath(), arguments: ["--twice"], environment: Self.environment)
    #expect(await probe.waitForText("ready 1"))
    try probe.type("q")
    #expect(await probe.waitForText("ready 2"))
    try probe.resize(columns: 90, rows: 20)
    #expect(await probe.waitForText("resized 90x20"))
    probe.signal(SIGTERM)
    #expect(await probe.waitForExit() == .signaled(SIGTERM))
    try Self.expectRestored(probe)
  }

  @Test func aStoppedProgramIsRedrawnWhenContinued() async throws {
    let probe = try await Self.startedProbe()
    probe.signal(SIGSTOP)
    #expect(await Self.eventually { probe.isStopped() })
    probe.signal(SIGCONT)
    #expect(await probe.waitForText("resumed 80x24"))
    try probe.type("q")
    #expect(await probe.waitForExit() == .exited(0))
  }

  static func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return false
  }
}
