/// A terminal taken over for a full-screen program: keys in, frames of lines out.
///
/// It is a gateway: Infrastructure implements it with termios and escape sequences,
/// tests implement it in memory. It knows nothing of what it shows. Calls may come from
/// any task or thread; an implementation serialises them.
///
/// Prefer `run(_:)`, which gives the terminal back on every way out of its body.
public protocol InteractiveTerminal: Sendable {
  /// Takes the terminal over (raw input, alternate screen, hidden cursor, mouse wheel
  /// reports) and returns its events. The stream finishes when `restore()` is called or
  /// input ends (the terminal hung up). Call it once.
  ///
  /// - Throws: `TerminalError`; the terminal is left as it was.
  func start() throws -> AsyncStream<TerminalEvent>
  /// The terminal's size now.
  var size: TerminalSize { get }
  /// Shows `lines`, top row first, each already laid out to fit the width (they may
  /// hold SGR colour codes but no other control characters). Only lines that differ
  /// from the last frame are sent, unless the screen was lost (resize, resume) or
  /// `fully` is set. Lines beyond the last row are not shown. Does nothing when the
  /// terminal is not taken over.
  func draw(_ lines: [String], fully: Bool)
  /// Gives the terminal back exactly as `start()` found it and finishes the event
  /// stream. Safe to call more than once, and when `start()` was never called.
  func restore()
}

extension InteractiveTerminal {
  /// Shows `lines`, sending only what changed since the last frame.
  public func draw(_ lines: [String]) {
    draw(lines, fully: false)
  }

  /// Takes the terminal over, runs `body` with its events, and gives the terminal back
  /// when `body` returns or throws, so no way out of an interactive command leaves the
  /// user's terminal in raw mode. `body` runs in the caller's isolation (the main actor,
  /// say), so it may use the caller's state freely.
  public func run<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (AsyncStream<TerminalEvent>) async throws -> Result
  ) async throws -> Result {
    let events = try start()
    defer { restore() }
    return try await body(events)
  }
}
