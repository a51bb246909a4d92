import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The production `HTTPClient`: a GET over `URLSession` that turns every failure into a
/// `PokedexError`, so callers never see a status code, a `URLError` or a decoding error
/// caused by an error page.
///
/// Compressed bodies need no work here: URLSession advertises the encodings it can decode
/// and decodes them on every platform (on Linux libcurl sends `Accept-Encoding: deflate,
/// gzip, br, zstd`), so `get(_:)` always returns the decoded bytes. Setting the header by
/// hand would only risk asking for an encoding that is then not decoded.
public struct URLSessionHTTPClient: HTTPClient {
  private let owner: SessionOwner
  private let timeout: TimeInterval
  private let userAgent: String

  /// Creates a client with its own ephemeral session, so nothing is cached or stored
  /// between runs behind the back of pokecli's own cache.
  ///
  /// - Parameters:
  ///   - timeout: Seconds to wait for the server before giving up with `.timedOut`;
  ///     rounded up to whole seconds (see `wholeSeconds(_:)`).
  ///   - userAgent: Sent on every request so the API's operators can tell who is calling,
  ///     e.g. `"pokecli/0.1.0 (Swift command-line Pokédex)"`.
  ///   - maxConnectionsPerHost: Open connections allowed to one host. URLSession's default
  ///     (6) would quietly throttle the repositories' own bound of 8 requests in flight.
  public init(timeout: TimeInterval = 20, userAgent: String, maxConnectionsPerHost: Int = 8) {
    let timeout = Self.wholeSeconds(timeout)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = max(1, maxConnectionsPerHost)
    configuration.timeoutIntervalForRequest = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    self.owner = SessionOwner(session: URLSession(configuration: configuration))
    self.timeout = timeout
    self.userAgent = userAgent
  }

  /// Fetches `url` and returns its decoded body when the server answers 2xx.
  ///
  /// Throws only `PokedexError`: the status is checked before anyone reads the body.
  public func get(_ url: URL) async throws -> Data {
    let (data, response) = try await send(request(for: url), url: url)
    guard let http = response as? HTTPURLResponse else {
      throw PokedexError.invalidResponse(url: url.absoluteString, reason: "not an http response")
    }
    if let error = PokedexError(status: http.statusCode, url: url) {
      throw error
    }
    return data
  }

  // MARK: - Timeout

  /// The longest timeout honoured, a day; anything longer (or not a number) means "wait".
  static let maximumTimeout: TimeInterval = 86_400

  /// `timeout` rounded up to a whole number of seconds, between 1 and a day.
  ///
  /// swift-corelibs-foundation (Linux) truncates the timeout to whole seconds, so 0.5 would
  /// time out at once and 1.9 after one second, and it traps on an infinite one. Rounding
  /// up here gives the same, never shorter, timeout on every platform.
  static func wholeSeconds(_ timeout: TimeInterval) -> TimeInterval {
    guard timeout.isFinite else { return maximumTimeout }
    return min(max(timeout.rounded(.up), 1), maximumTimeout)
  }

  // MARK: - Private

  private func request(for url: URL) -> URLRequest {
    // The request's own timeout is set too: some Foundation versions honour only one of
    // the two, and they must agree.
    var request = URLRequest(url: url, timeoutInterval: timeout)
    request.httpMethod = "GET"
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    return request
  }

  /// Runs the request in a task of its own, so that Swift cancellation (a sibling request
  /// failed) is never passed on to URLSession: on Linux, cancelling a URLSession task in
  /// flight can deadlock or trap inside swift-corelibs-foundation. A request is never
  /// longer than the timeout, so a cancelled caller waits at most that long.
  private func send(_ request: URLRequest, url: URL) async throws -> (Data, URLResponse) {
    let session = owner.session
    let transfer = Task { try await session.data(for: request) }
    do {
      return try await transfer.value
    } catch {
      throw PokedexError(transportError: error, url: url)
    }
  }
}

// MARK: - Session ownership

/// Owns the session so that it is invalidated when the last copy of the client goes away;
/// a `URLSession` otherwise keeps itself alive for the life of the process.
private final class SessionOwner: Sendable {
  let session: URLSession

  init(session: URLSession) {
    self.session = session
  }

  deinit {
    session.finishTasksAndInvalidate()
  }
}
