import Foundation

extension PokedexError {
  /// The reasons `.unreachable` gives when asking again will not mend things: nothing
  /// listens there, the host does not exist, the machine is offline, or the request was
  /// given up on. Infrastructure writes them; the retry rule in Data reads them.
  public enum LastingReason {
    public static let connectionRefused = "connection refused"
    public static let hostNotFound = "host not found"
    public static let noNetwork = "no network connection"
    public static let cancelled = "cancelled"

    /// Every lasting reason.
    public static let all: Set<String> = [connectionRefused, hostNotFound, noNetwork, cancelled]
  }
}
