import Domain
/// The retries one load has left under a `RetryPolicy`, and the wait before the next.
struct RetrySchedule {
  private let policy: RetryPolicy
  private var delaysUsed = 0
  private var busyUsed = 0
  private var busyWaited: Duration = .zero

  init(policy: RetryPolicy) {
    self.policy = policy
  }

  /// The wait before asking again after `failure` (which may pass), or `nil` when the
  /// retries are spent or the server asked for a longer wait than pokecli honours.
  mutating func wait(after failure: PokedexError) -> Duration? {
    if case .serverBusy(_, _, let retryAfter) = failure {
      let fallback =
        policy.delays.indices.contains(busyUsed) ? policy.delays[busyUsed] : .seconds(1)
      guard busyUsed < policy.busyRetries,
        let wait = policy.busyWait(retryAfter: retryAfter, fallback: fallback),
        busyWaited + wait <= policy.busyBudget
      else { return nil }
      busyUsed += 1
      busyWaited += wait
      // A little jitter on top of the server's wait, never below it.
      return wait + RetryPolicy.jittered(.milliseconds(100))
    }
    guard policy.delays.indices.contains(delaysUsed) else { return nil }
    defer { delaysUsed += 1 }
    return RetryPolicy.jittered(policy.delays[delaysUsed])
  }
}
