import Dispatch
import Domain
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's terminal, taken over with termios and escape sequences: keys in, frames of
/// lines out. It knows nothing of what it shows.
///
/// `start()` saves the termios settings, switches to raw input, enters the alternate
/// screen, hides the cursor and turns on mouse wheel reports; `restore()` undoes all of
/// it, exactly. In between it answers signals itself, so that no way out leaves the
/// terminal broken:
/// - SIGTERM, SIGHUP, SIGINT, SIGQUIT: the terminal is given back, the event stream
///   finishes, then the process dies of the signal, as it would have in any other program;
/// - Ctrl-C arrives as the key `.control("c")`, for the program to quit cleanly;
/// - Ctrl-Z (the key) and SIGTSTP: the terminal is given back and the process stops;
///   when continued (`fg`) it is taken over again and `.resumed` asks for a full frame.
///   Ctrl-Z is not delivered as a key unless suspending is impossible (SIGTSTP ignored);
/// - SIGWINCH: `.resized` with the new size;
/// - SIGCONT after a stop from elsewhere: taken over again, `.resumed`.
///
/// Input is read by `KeyReader` (a Dispatch read source: no polling loop, no thread of
/// ours) and decoded by `KeyDecoder`; a lone Esc is told from a sequence by
/// `escapeDelay`. The event stream finishes when input ends (the terminal hung up).
/// Every call is serialised on one queue, so `draw` may be called from any task; it
/// costs one `write`.
public final class POSIXTerminal: InteractiveTerminal, @unchecked Sendable {
  // @unchecked: every mutable property below is only touched on `queue`.
  private enum Phase { case idle, active, suspended, finished }

  private let input: Int32
  private let output: Int32
  private let escapeDelay: DispatchTimeInterval
  private let watchesSignals: Bool
  private let queue = DispatchQueue(label: "pokecli.terminal")

  private var phase = Phase.idle
  private var original: termios?
  private var writer = FrameWriter()
  private var continuation: AsyncStream<TerminalEvent>.Continuation?
  private var reader: KeyReader?
  private var signals: SignalWatch?
  private var awaitingContinue = false

  /// The terminal on `input` and `output` (standard input and output by default).
  /// `escapeDelay` is how long a lone Esc waits for the rest of a sequence. Without
  /// `watchingSignals` no disposition is touched (for tests inside a test runner): the
  /// caller answers signals itself.
  public init(
    input: Int32 = 0, output: Int32 = 1,
    escapeDelay: DispatchTimeInterval = .milliseconds(40), watchingSignals: Bool = true
  ) {
    self.input = input
    self.output = output
    self.escapeDelay = escapeDelay
    self.watchesSignals = watchingSignals
  }

  /// The output terminal's window size, asked of the system at each call (one `ioctl`);
  /// 80 × 24 when it does not know (a pseudo-terminal nobody sized).
  public var size: TerminalSize {
    Terminal.size(ofDescriptor: output) ?? TerminalSize(columns: 80, rows: 24)
  }

  /// Takes the terminal over, as the type's documentation says, and returns its events.
  /// Signal handling is in place before the terminal is made raw.
  ///
  /// - Throws: `TerminalError.notATerminal` when input or output is not a terminal;
  ///   `.systemCallFailed` when termios cannot be read or set, or on a second call.
  public func start() throws -> AsyncStream<TerminalEvent> {
    try queue.sync {
      guard phase == .idle else {
        throw TerminalError.systemCallFailed(operation: "start", reason: "already started")
      }
      guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
      let settings = try RawMode.settings(of: input)
      // Signals first: from the moment the terminal is raw, any of them restores it.
      if watchesSignals {
        signals = SignalWatch(queue: queue) { [weak self] signal in self?.received(signal) }
      }
      do {
        try RawMode.apply(RawMode.raw(from: settings), to: input)
      } catch {
        signals?.cancel()
        signals = nil
        throw error
      }
      original = settings
      let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
      self.continuation = continuation
      phase = .active
      send(ScreenModes.enter)
      reader = KeyReader(
        descriptor: input, queue: queue, escapeDelay: escapeDelay,
        keys: { [weak self] keys in self?.deliver(keys) },
        ended: { [weak self] in self?.finish() })
      return events
    }
  }

  /// Sends what changed since the last frame (see `FrameWriter`) in one `write`, cut
  /// to the window's rows. Does nothing before `start()`, while suspended, or after
  /// `restore()`.
  public func draw(_ lines: [String], fully: Bool) {
    queue.sync {
      guard phase == .active else { return }
      if fully { writer.invalidate() }
      send(writer.render(lines, rows: size.rows))
    }
  }

  /// Leaves the alternate screen, shows the cursor, turns mouse reports off, puts the
  /// termios settings back (discarding unread input) and the signal dispositions too,
  /// then finishes the events. Idempotent.
  public func restore() {
    queue.sync { finish() }
  }

  // MARK: - Taking over and giving back (on `queue`)

  /// Gives the terminal back and ends the event stream; does nothing the second time.
  private func finish() {
    reader?.cancel()
    reader = nil
    if phase == .active { leaveScreen() }
    signals?.cancel()
    signals = nil
    phase = phase == .idle ? .idle : .finished
    continuation?.finish()
    continuation = nil
  }

  private func leaveScreen() {
    send(ScreenModes.leave)
    if let original { try? RawMode.apply(original, to: input, discardingInput: true) }
  }

  private func enterScreen() {
    if let original { try? RawMode.apply(RawMode.raw(from: original), to: input) }
    send(ScreenModes.enter)
    writer.invalidate()
    phase = .active
  }

  // MARK: - Signals (on `queue`)

  private func received(_ signal: Int32) {
    switch signal {
    case SIGWINCH:
      guard phase == .active else { return }
      writer.invalidate()
      continuation?.yield(.resized(size))
    case SIGTSTP:
      suspend()
    case SIGCONT:
      if awaitingContinue {
        awaitingContinue = false
      } else if phase == .active || phase == .suspended {
        enterScreen()
        continuation?.yield(.resumed(size))
      }
    default:
      guard phase == .active || phase == .suspended else { return }
      finish()
      SignalWatch.raiseUnblocked(signal)
    }
  }

  /// Gives the terminal back, stops the process, and takes the terminal again once the
  /// process is continued.
  private func suspend() {
    guard phase == .active, let signals else { return }
    leaveScreen()
    phase = .suspended
    awaitingContinue = true
    signals.stopProcess()
    enterScreen()
    continuation?.yield(.resumed(size))
  }

  // MARK: - Keys (on `queue`)

  private func deliver(_ keys: [Key]) {
    for key in keys {
      if key == .control("z"), phase == .active, signals?.canSuspend == true {
        suspend()
      } else if phase == .active {
        continuation?.yield(.key(key))
      }
    }
  }

  // MARK: - Output (on `queue`)

  private func send(_ text: String) {
    TerminalOutput.write(text, to: output)
  }
}
