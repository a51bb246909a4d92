/// Sleeps until `duration` of the test process's running time has passed: time in which
/// it was stood still by the machine counts for little.
///
/// Why: a failure guard (how long a test waits for something that should come) that
/// sleeps on the wall clock fails good tests on a loaded machine. Beside a build and a
/// second suite the process was seen to stand still for a minute and more; on waking,
/// the guard's timer and the work it waits for are ready together, and whichever the
/// scheduler picks first decides the test. Here the wait is cut into steps of `step`, and
/// a step that overran (the process was stood still) counts as twice its length at most.
///
/// Cost: one wake-up a `step`, and a guard that can last longer than `duration` by as long
/// as the machine stands still. Throws `CancellationError` when cancelled.
public func sleepForRunningTime(_ duration: Duration, step: Duration = .seconds(1))
  async throws
{
  let clock = ContinuousClock()
  var counted = Duration.zero
  while counted < duration {
    let slice = min(step, duration - counted)
    let start = clock.now
    try await Task.sleep(for: slice)
    counted += min(clock.now - start, slice * 2)
  }
}
