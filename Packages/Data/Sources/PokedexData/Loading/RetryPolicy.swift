import Domain
/// When and how long to wait before asking PokeAPI again after a failure that may pass:
/// the server busy or failing (429, 5xx), a dropped or cut-off connection, a body that is
/// not JSON at all (garbled or cut short). A refused connection, an unknown host, a 404,
/// a timeout, a cancelled request, a body over the size cap, and a document that is JSON
/// but not the one expected (wrong types, nesting too deep) are not retried: asking again
/// would only make the user wait longer for the same answer.
public struct RetryPolicy: Sendable {
  /// The waits before each retry: 4 retries over about 4 seconds, growing so that a busy
  /// server gets room to recover.
  public static let standard = RetryPolicy(delays: [
    .milliseconds(200), .milliseconds(500), .seconds(1), .seconds(2),
  ])
  /// No retry: the first failure is the answer.
  public static let none = RetryPolicy(delays: [], busyRetries: 0)

  /// The wait before each retry; as many retries as waits. Each is jittered (see
  /// `jittered(_:)`) so that requests that failed together do not return together.
  public var delays: [Duration]
  /// How many busy answers (429, 503) one document may wait out, each for as long as its
  /// `Retry-After` says (up to `longestBusyWait`), on top of `delays`.
  public var busyRetries: Int
  /// The longest `Retry-After` honoured; a server asking for more is reported at once,
  /// with the wait it asked for, so the user learns when to try again.
  public var longestBusyWait: Duration
  /// The most time one document may spend waiting out busy answers in all.
  public var busyBudget: Duration

  public init(
    delays: [Duration], busyRetries: Int = 10, longestBusyWait: Duration = .seconds(30),
    busyBudget: Duration = .seconds(60)
  ) {
    self.delays = delays
    self.busyRetries = busyRetries
    self.longestBusyWait = longestBusyWait
    self.busyBudget = busyBudget
  }

  /// The standard waits, cut to `retries` of them (for `POKECLI_RETRIES`); 0 turns off
  /// every retry, waiting out a busy server included.
  public static func standard(retries: Int) -> RetryPolicy {
    let count = max(0, retries)
    return RetryPolicy(
      delays: Array(standard.delays.prefix(count)),
      busyRetries: count == 0 ? 0 : standard.busyRetries)
  }

  /// Whether `error` may pass if asked again. Busy answers are decided by `busyWait`.
  static func isWorthRetrying(_ error: PokedexError) -> Bool {
    switch error {
    case .serverBusy: return true
    case .serverFailed(_, let status): return status >= 500
    case .unreachable(_, let reason):
      return !PokedexError.LastingReason.all.contains(reason)
    default: return false
    }
  }

  /// How long to wait out a busy answer that asked for `retryAfter` seconds: what it
  /// asked for (or `fallback` when it did not say), or `nil` when that is longer than
  /// `longestBusyWait`, so the caller gives up and reports it.
  func busyWait(retryAfter: Int?, fallback: Duration) -> Duration? {
    guard let retryAfter else { return fallback }
    let asked = Duration.seconds(max(0, retryAfter))
    return asked <= longestBusyWait ? asked : nil
  }

  /// `delay` spread at random over 50–150 % of itself.
  static func jittered(_ delay: Duration) -> Duration {
    delay * Double.random(in: 0.5..<1.5)
  }
}
