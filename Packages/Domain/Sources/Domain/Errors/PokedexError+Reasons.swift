extension PokedexError {
  /// The reasons `.unreachable` gives when asking again will not mend things: nothing
  /// listens there, the host does not exist, the machine is offline, or the request was
  /// given up on. Infrastructure writes them; the retry rule in Data reads them.
  public enum LastingReason {
    /// Nothing accepts connections at that host and port.
    public static let connectionRefused = "connection refused"
    /// The host's name does not resolve.
    public static let hostNotFound = "host not found"
    /// The machine has no usable network connection.
    public static let noNetwork = "no network connection"
    /// The request was cancelled before an answer came.
    public static let cancelled = "cancelled"

    /// Every lasting reason.
    public static let all: Set<String> = [connectionRefused, hostNotFound, noNetwork, cancelled]
  }
}
