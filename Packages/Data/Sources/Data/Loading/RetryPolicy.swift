import Domain
import Foundation

/// When and how long to wait before asking PokeAPI again after a failure that may pass:
/// the server busy or failing (429, 5xx), a dropped or cut-off connection, a body that is
/// not the JSON expected. A refused connection, an unknown host, a 404, a timeout or a
/// cancelled request are not retried: asking again would only make the user wait longer
/// for the same answer.
public struct RetryPolicy: Sendable {
  /// The waits before each retry: 4 retries over about 4 seconds, growing so that a busy
  /// server gets room to recover.
  public static let standard = RetryPolicy(delays: [
    .milliseconds(200), .milliseconds(500), .seconds(1), .seconds(2),
  ])
  /// No retry: the first failure is the answer.
  public static let none = RetryPolicy(delays: [])

  /// The wait before each retry; as many retries as waits.
  public var delays: [Duration]

  /// Creates a policy with these waits.
  public init(delays: [Duration]) {
    self.delays = delays
  }

  /// The standard waits, cut to `retries` of them (for `POKECLI_RETRIES`).
  public static func standard(retries: Int) -> RetryPolicy {
    RetryPolicy(delays: Array(standard.delays.prefix(max(0, retries))))
  }

  /// Whether `error` may pass if asked again.
  static func isWorthRetrying(_ error: PokedexError) -> Bool {
    switch error {
    case .serverBusy, .invalidResponse: return true
    case .serverFailed(_, let status): return status >= 500
    case .unreachable(_, let reason):
      return !PokedexError.LastingReason.all.contains(reason)
    default: return false
    }
  }
}
