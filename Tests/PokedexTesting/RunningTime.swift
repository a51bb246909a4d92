/// A test's failure guard (how long it waits for something that should come) that counts
/// the test process's running time: time in which the machine stood it still counts for
/// little.
///
/// Why: a guard on the wall clock fails good tests on a loaded machine. Beside a build and
/// a second suite the process was seen to stand still for a minute and more; on waking,
/// the guard and the thing it waits for are ready together, and whichever the scheduler
/// picks first decides the test. Here each stretch between two looks counts for at most
/// `longestStep`, so a stall counts as one short step, while steady slowness (every look
/// late) still counts in full.
///
/// Cost: a guard that can last longer than its limit by as long as the machine stands
/// still; a test's own time limit still bounds it.
public struct RunningTimeLimit {
  private let limit: Duration
  private let longestStep: Duration
  private let clock = ContinuousClock()
  private var counted = Duration.zero
  private var lastLook: ContinuousClock.Instant

  /// A limit of `limit` of running time, from now; a stretch between two looks longer
  /// than `longestStep` is counted as `longestStep`.
  public init(_ limit: Duration, longestStep: Duration = .milliseconds(100)) {
    self.limit = limit
    self.longestStep = longestStep
    self.lastLook = clock.now
  }

  /// Whether the limit is passed, the time since the last look counted.
  public mutating func isPassed() -> Bool {
    let now = clock.now
    counted += min(now - lastLook, longestStep)
    lastLook = now
    return counted >= limit
  }

  /// How much running time is left, at least zero.
  public var left: Duration { max(limit - counted, .zero) }
}

/// Sleeps until `duration` of the test process's running time has passed (see
/// `RunningTimeLimit`), waking once a `step`. Throws `CancellationError` when cancelled.
public func sleepForRunningTime(_ duration: Duration, step: Duration = .seconds(1))
  async throws
{
  var limit = RunningTimeLimit(duration, longestStep: step * 2)
  while !limit.isPassed() {
    try await Task.sleep(for: min(step, limit.left))
  }
}
