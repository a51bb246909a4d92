import Domain
import Foundation

/// An interactive terminal in memory, for tests of code that drives one: the test sends
/// the events (keys, resizes, resumes) and reads back the frames drawn.
///
/// It keeps every frame, and the screen as a real terminal would show it (the last frame
/// cut to the rows). `start()` throws `notATerminal` when made with `isTerminal: false`.
/// Thread-safe, like the real terminal.
public final class ScriptedTerminal: InteractiveTerminal, @unchecked Sendable {
  // @unchecked: every mutable property is guarded by `lock`.
  private let lock = NSLock()
  private let isTerminal: Bool
  private var currentSize: TerminalSize
  private var continuation: AsyncStream<TerminalEvent>.Continuation?
  private var frames: [[String]] = []
  private var fullFrameCount = 0
  private var started = false
  private var restored = false
  private var screenWaiters: [UUID: ScreenWaiter] = [:]

  /// A test waiting for the screen to show something.
  private struct ScreenWaiter {
    let condition: @Sendable ([String]) -> Bool
    let continuation: CheckedContinuation<Bool, Never>
  }

  /// A terminal of `size` (80 × 24 by default).
  public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), isTerminal: Bool = true)
  {
    currentSize = size
    self.isTerminal = isTerminal
  }

  // MARK: - InteractiveTerminal

  /// The size given at creation or by the last `resize(to:)`.
  public var size: TerminalSize { lock.withLock { currentSize } }

  /// The events the test sends from now on.
  public func start() throws -> AsyncStream<TerminalEvent> {
    guard isTerminal else { throw TerminalError.notATerminal }
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    lock.withLock {
      self.continuation = continuation
      started = true
    }
    return events
  }

  /// Records the frame, cut to the rows, between `start()` and `restore()`.
  public func draw(_ lines: [String], fully: Bool) {
    let woken: [ScreenWaiter] = lock.withLock {
      guard started, !restored else { return [] }
      let screen = Array(lines.prefix(currentSize.rows))
      frames.append(screen)
      if fully { fullFrameCount += 1 }
      let due = screenWaiters.filter { $0.value.condition(screen) }
      for key in due.keys { screenWaiters[key] = nil }
      return Array(due.values)
    }
    for waiter in woken { waiter.continuation.resume(returning: true) }
  }

  /// Records that the terminal was given back and finishes the events.
  public func restore() {
    let continuation = lock.withLock { () -> AsyncStream<TerminalEvent>.Continuation? in
      restored = true
      defer { self.continuation = nil }
      return self.continuation
    }
    continuation?.finish()
  }

  // MARK: - Driving it

  /// Sends `event` to whoever reads the events.
  public func send(_ event: TerminalEvent) {
    _ = lock.withLock { continuation }?.yield(event)
  }

  /// Presses `keys`, one event each.
  public func press(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  /// Changes the size and sends `.resized`.
  public func resize(to size: TerminalSize) {
    lock.withLock { currentSize = size }
    send(.resized(size))
  }

  /// Ends the events as a terminal that hung up does.
  public func hangUp() {
    _ = lock.withLock { continuation }?.finish()
  }

  // MARK: - Reading back

  /// Waits until the screen satisfies `condition`: at once if it does, else when a frame
  /// drawn does. Woken by the drawing, never polls for it; `timeout` only guards against a
  /// frame that never comes (then it returns `false`), and counts running time
  /// (`RunningTimeLimit`).
  public func waitForScreen(
    timeout: Duration = .seconds(60), _ condition: @escaping @Sendable ([String]) -> Bool
  ) async -> Bool {
    let id = UUID()
    let timer = Task { [weak self] in
      try? await sleepForRunningTime(timeout)
      guard !Task.isCancelled, let self else { return }
      let waiter = lock.withLock { screenWaiters.removeValue(forKey: id) }
      waiter?.continuation.resume(returning: false)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let ready = lock.withLock {
        if condition(frames.last ?? []) { return true }
        screenWaiters[id] = ScreenWaiter(condition: condition, continuation: continuation)
        return false
      }
      if ready { continuation.resume(returning: true) }
    }
  }

  /// Every frame drawn, oldest first, each cut to the rows of the size it was drawn at.
  public var drawnFrames: [[String]] { lock.withLock { frames } }
  /// The last frame drawn: what the screen shows. Empty before the first.
  public var screen: [String] { lock.withLock { frames.last ?? [] } }
  /// How many frames were drawn with `fully` set.
  public var fullRedrawCount: Int { lock.withLock { fullFrameCount } }
  /// Whether `start()` was called.
  public var isStarted: Bool { lock.withLock { started } }
  /// Whether `restore()` was called.
  public var isRestored: Bool { lock.withLock { restored } }
}
