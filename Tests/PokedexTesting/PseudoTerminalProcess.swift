import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended.
public enum ProcessExit: Equatable, Sendable {
  /// It called `exit` with this status.
  case exited(Int32)
  /// A signal ended it.
  case signaled(Int32)
}

/// A program running on a pseudo-terminal of its own, driven like a user at a terminal:
/// keys written, output read into a `ScreenEmulator`, window resized, signals sent.
///
/// The program runs in a new session whose controlling terminal is the pseudo-terminal,
/// so resizing sends it SIGWINCH as a real terminal would. Its process group is orphaned
/// (its parent is in another session), so the system ignores the stop it asks for on
/// Ctrl-Z. Every wait has a time limit; a program still running at the end of one, or when
/// this object goes away, is killed, so a hung program never hangs the test run.
///
/// Waiting is asynchronous (short sleeps between non-blocking reads), so a test that waits
/// never holds a thread a server in the same process needs.
public final class PseudoTerminalProcess {
  /// The pseudo-terminal: its settings can be read at any time, even after the exit.
  public let terminal: PseudoTerminal
  /// The terminal's settings before the program started: what it must leave behind.
  public let settingsBeforeStart: termios
  /// The program's process id.
  public let pid: pid_t
  /// What the screen shows, from everything the program has written so far.
  public private(set) var screen: ScreenEmulator
  /// Every byte the program has written so far.
  public private(set) var output: [UInt8] = []
  private var exit: ProcessExit?

  /// Starts `executable` with `arguments` and exactly `environment` on a new
  /// `columns` × `rows` pseudo-terminal.
  public init(
    executable: String, arguments: [String] = [], environment: [String: String] = [:],
    columns: Int = 80, rows: Int = 24
  ) throws {
    terminal = try PseudoTerminal(columns: columns, rows: rows)
    settingsBeforeStart = try terminal.settings()
    screen = ScreenEmulator(columns: columns, rows: rows)
    pid = try ProcessSpawner.spawn(
      executable, arguments: arguments, environment: environment, terminalPath: terminal.path)
  }

  deinit {
    if exit == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
  }

  // MARK: - Input

  /// Types `text` (UTF-8; escape sequences as the terminal would send them).
  public func type(_ text: String) throws {
    try terminal.write(Array(text.utf8))
  }

  /// Sends raw bytes, as a terminal sends keys such as Ctrl-C (`[0x03]`).
  public func send(_ bytes: [UInt8]) throws {
    try terminal.write(bytes)
  }

  /// Resizes the window (the program gets SIGWINCH) and the emulated screen with it.
  public func resize(columns: Int, rows: Int) throws {
    try terminal.resize(columns: columns, rows: rows)
    screen = screen.resized(columns: columns, rows: rows)
  }

  /// Sends `signal` to the program.
  public func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  // MARK: - Output

  /// Reads what the program wrote since the last read into `screen` and `output`.
  @discardableResult
  public func readOutput() -> [UInt8] {
    let bytes = terminal.readAvailable()
    output += bytes
    screen.feed(bytes)
    return bytes
  }

  /// Reads output until `condition` holds for the screen, or `timeout` of running time
  /// passes (`RunningTimeLimit`). Returns whether it held.
  public func waitForScreen(
    timeout: Duration = .seconds(60), _ condition: (ScreenEmulator) -> Bool
  ) async -> Bool {
    var limit = RunningTimeLimit(timeout)
    while true {
      readOutput()
      if condition(screen) { return true }
      guard !limit.isPassed() else { return false }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Reads output until the screen shows `text` somewhere, or `timeout` passes.
  public func waitForText(_ text: String, timeout: Duration = .seconds(60)) async -> Bool {
    await waitForScreen(timeout: timeout) { $0.text.contains(text) }
  }

  // MARK: - Exit

  /// Waits for the program to exit, reading its output meanwhile. After `timeout` of
  /// running time (`RunningTimeLimit`) it is killed and `nil` is returned.
  public func waitForExit(timeout: Duration = .seconds(60)) async -> ProcessExit? {
    if let exit { return exit }
    var limit = RunningTimeLimit(timeout)
    while !limit.isPassed() {
      readOutput()
      if let ended = reap(options: WNOHANG) {
        readOutput()
        exit = ended
        return ended
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    kill(pid, SIGKILL)
    exit = reap(options: 0)
    return nil
  }

  /// Whether the terminal is as the program found it: the main screen shown, the cursor
  /// visible, mouse reports off, and the termios settings (echo, line mode, …) equal to
  /// those before it started. Read the output first (`waitForExit` does).
  public func leftTerminalAsFound() throws -> Bool {
    let settings = TerminalSettings(try terminal.settings())
    return !screen.isAlternateScreenActive && screen.isCursorVisible
      && !screen.isMouseReportingOn && settings == TerminalSettings(settingsBeforeStart)
  }

  /// Whether the program has stopped (SIGSTOP, SIGTSTP) rather than exited.
  public func isStopped() -> Bool {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG | WUNTRACED)
    return result == pid && status & 0xFF == 0x7F
  }

  private func reap(options: Int32) -> ProcessExit? {
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, options) } while result < 0 && errno == EINTR
    guard result == pid else { return nil }
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
  }
}
