/// Slows every request of a loader down once the server has said it is busy.
///
/// Without it, requests that failed together with 429 come back together and fail
/// together again. After a busy answer the gate closes for the wait the server asked
/// for, then lets requests start one at a time with a spacing that doubles at each new
/// busy episode (50 ms, 100 ms, … up to 2 s) and stays for the rest of the run: a
/// rate-limited server is then asked at a pace it accepts. Until the first busy answer
/// the gate costs nothing.
///
/// Time comes from `clock` (the continuous clock; a test's clock in tests), so an
/// episode's end is a moment the test chooses, not a window it must hit.
actor BusyGate<GateClock: Clock<Duration>> {
  private let clock: GateClock
  private var closedUntil: GateClock.Instant?
  private var nextStart: GateClock.Instant?
  private var spacing: Duration = .zero

  /// A gate that reads the time from `clock`.
  init(clock: GateClock) {
    self.clock = clock
  }

  /// A gate on the continuous clock: the one a loader uses.
  init() where GateClock == ContinuousClock {
    self.init(clock: ContinuousClock())
  }

  /// The spacing between request starts the gate has settled on.
  var currentSpacing: Duration { spacing }

  /// Waits until this request may start, and books the next start after it.
  func waitTurn() async throws {
    guard closedUntil != nil || spacing > .zero else { return }
    let now = clock.now
    let start = max(now, closedUntil ?? now, nextStart ?? now)
    nextStart = start.advanced(by: spacing)
    if start > now { try await clock.sleep(until: start, tolerance: nil) }
  }

  /// Records a busy answer that asked to wait `wait`: closes the gate until then and,
  /// unless the gate was already closed by this episode, doubles the spacing.
  func slowDown(for wait: Duration) {
    let now = clock.now
    let until = now.advanced(by: wait)
    let isNewEpisode = closedUntil.map { $0 <= now } ?? true
    if isNewEpisode {
      spacing = min(max(spacing * 2, .milliseconds(50)), .seconds(2))
    }
    closedUntil = max(closedUntil ?? until, until)
  }
}
