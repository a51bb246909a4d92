import Domain
extension AsyncHTTPClientTransport {
  /// How long a request may take, how large an answer may grow and how it is sent.
  public struct Settings: Sendable, Hashable {
    /// The longest a request may take from start to last byte, redirects included. A
    /// server that answers slowly, drips its body or never answers is given up on with
    /// `.timedOut` after this.
    public var deadline: Duration
    /// The longest a connection may take to open.
    public var connectTimeout: Duration
    /// Redirects followed at most (each to the same origin only) before giving up.
    public var maxRedirects: Int
    /// The most bytes any body may inflate to, whatever a caller asks: the decompressor
    /// stops here even before the per-request cap is checked.
    public var maxDecompressedBytes: Int
    /// Connections open to one host at most.
    public var maxConnectionsPerHost: Int
    /// Sent on every request so the API's operators can tell who is calling.
    public var userAgent: String

    /// The settings pokecli runs with: 20 s a request, 5 s to connect, 5 redirects, bodies
    /// up to `HTTPClientLimits.document` inflated, 8 connections a host.
    public init(
      deadline: Duration = .seconds(20),
      connectTimeout: Duration = .seconds(5),
      maxRedirects: Int = 5,
      maxDecompressedBytes: Int = HTTPClientLimits.document,
      maxConnectionsPerHost: Int = 8,
      userAgent: String
    ) {
      self.deadline = deadline
      self.connectTimeout = connectTimeout
      self.maxRedirects = maxRedirects
      self.maxDecompressedBytes = maxDecompressedBytes
      self.maxConnectionsPerHost = maxConnectionsPerHost
      self.userAgent = userAgent
    }
  }
}
