import AsyncHTTPClient
import Domain
import NIOCore
import NIOHTTP1

/// The production `HTTPClient`: GETs over AsyncHTTPClient (SwiftNIO), turning every failure
/// into a `PokedexError`, so callers never see a status code or a socket error.
///
/// Every request has a total deadline (`Settings.deadline`, body included) and a connect
/// timeout, and waits on the event loop without spinning. Every body is read as a stream
/// and dropped the moment it passes the caller's cap, counted after gzip or deflate are
/// undone, and the decompressor itself stops at `Settings.maxDecompressedBytes`. Redirects
/// are followed only to the origin first asked, at most `Settings.maxRedirects` times.
/// Cancelling a caller's task cancels its request safely: the connection is closed.
///
/// The AsyncHTTPClient instance, its connection pool and event loop threads, is made on
/// the first request, so a run that makes none (`--version`, `--offline`) starts nothing,
/// and is released by `shutdown()`, which the composition root calls once at the end.
public final class AsyncHTTPClientTransport: Domain.HTTPClient, @unchecked Sendable {
  /// What this transport was made with.
  public let settings: Settings
  private let lock = Lock()
  private var client: AsyncHTTPClient.HTTPClient?
  private var isShutDown = false

  /// A transport with `settings`; nothing is opened until the first request.
  public init(settings: Settings) {
    self.settings = settings
  }

  deinit {
    // A transport dropped without `shutdown()` still releases its client, in the
    // background: AsyncHTTPClient traps when a running client is freed.
    if let client {
      let closing: EventLoopFuture<Void> = client.shutdown()
      _ = closing
    }
  }

  // MARK: - HTTPClient

  /// `get(url, maxBytes: HTTPClientLimits.document)`.
  public func get(_ url: URL) async throws -> Data {
    try await get(url, maxBytes: HTTPClientLimits.document)
  }

  /// The decoded body of a 2xx answer to a GET of `url`, no longer than `maxBytes`.
  ///
  /// Throws only `PokedexError`: `.timedOut` past the deadline, `.tooLarge` past the cap,
  /// `.serverBusy` with the server's `Retry-After`, `.invalidResponse` for a redirect to
  /// another origin or too many of them, `.unreachable` with a short reason otherwise.
  public func get(_ url: URL, maxBytes: Int) async throws -> Data {
    let limit = min(max(0, maxBytes), settings.maxDecompressedBytes)
    do {
      let client = try sharedClient(for: url)
      return try await TimeLimit.run(within: settings.deadline) { [self] in
        try await fetch(url, maxBytes: limit, with: client)
      }
    } catch {
      throw PokedexError(transportError: error, url: url, limit: limit)
    }
  }

  /// Closes every connection and releases the client; later requests fail at once.
  public func shutdown() async {
    let client = lock.withLock { () -> AsyncHTTPClient.HTTPClient? in
      isShutDown = true
      defer { self.client = nil }
      return self.client
    }
    try? await client?.shutdown()
  }

  // MARK: - One request

  /// Sends the GET, follows same-origin redirects, checks the status, reads the body.
  private func fetch(
    _ url: URL, maxBytes: Int, with client: AsyncHTTPClient.HTTPClient
  ) async throws -> Data {
    let headDeadline = NIODeadline.now() + TimeAmount(settings.deadline)
    var current = url
    var redirects = 0
    while true {
      var request = HTTPClientRequest(url: current.absoluteString)
      request.method = .GET
      request.headers.add(name: "User-Agent", value: settings.userAgent)
      let response = try await client.execute(request, deadline: headDeadline)
      let status = Int(response.status.code)
      if RedirectRule.statuses.contains(status) {
        redirects += 1
        current = try RedirectRule.target(
          of: response.headers.first(name: "Location"), from: current, firstAsked: url,
          redirects: redirects, maxRedirects: settings.maxRedirects)
        continue
      }
      if let error = PokedexError(
        status: status, url: url, retryAfter: response.headers.first(name: "Retry-After"))
      {
        throw error
      }
      let length = response.headers.first(name: "Content-Length").flatMap { Int($0) }
      return try await BoundedBody.collect(
        response.body, announcedLength: length, maxBytes: maxBytes, url: url)
    }
  }

  // MARK: - The client

  /// The AsyncHTTPClient instance, made on first use.
  private func sharedClient(for url: URL) throws -> AsyncHTTPClient.HTTPClient {
    try lock.withLock {
      guard !isShutDown else {
        throw PokedexError.unreachable(url: url.absoluteString, reason: "client shut down")
      }
      if let client { return client }
      let made = AsyncHTTPClient.HTTPClient(
        eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup,
        configuration: Self.configuration(settings))
      client = made
      return made
    }
  }

  /// AsyncHTTPClient's configuration for `settings`: redirects are handled here (so the
  /// origin can be checked), failed connections are not retried behind the caller's back
  /// (the retry policy in Data decides), and decompression is bounded.
  static func configuration(_ settings: Settings) -> AsyncHTTPClient.HTTPClient.Configuration {
    var configuration = AsyncHTTPClient.HTTPClient.Configuration(
      redirectConfiguration: .disallow,
      timeout: .init(
        connect: TimeAmount(settings.connectTimeout), read: TimeAmount(settings.deadline)),
      decompression: .enabled(limit: .size(max(0, settings.maxDecompressedBytes))))
    configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit =
      max(1, settings.maxConnectionsPerHost)
    configuration.connectionPool.retryConnectionEstablishment = false
    configuration.httpVersion = .http1Only
    return configuration
  }
}
