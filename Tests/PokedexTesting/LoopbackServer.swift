import FlyingFox
import Foundation

/// A real HTTP server on 127.0.0.1, on a port the system picks, for tests that must talk
/// HTTP rather than to a stubbed protocol.
///
/// One handler answers every request, so a test states the whole server in one closure,
/// and the server records what it was asked, so a test can check how many requests were
/// made (say, to prove a cache was used) and for which paths.
///
/// Prefer `LoopbackServer.with(handler:_:)`: it always stops the server, even when the
/// test throws, so no test leaves a socket open.
public actor LoopbackServer {
  /// Answers one request. It is called concurrently for concurrent requests.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  private let handler: Handler
  private var server: HTTPServer?
  private var runTask: Task<Void, any Error>?
  private var port: UInt16?
  private var recorded: [HTTPRequest] = []

  /// A server that will answer every request with `handler` once started.
  public init(handler: @escaping Handler) {
    self.handler = handler
  }

  // MARK: - Life cycle

  /// Starts `handler` on a fresh loopback server, runs `body` with it, then stops it
  /// whether `body` returned or threw.
  public static func with<Value: Sendable>(
    handler: @escaping Handler,
    _ body: (LoopbackServer) async throws -> Value
  ) async throws -> Value {
    let server = LoopbackServer(handler: handler)
    try await server.start()
    do {
      let result = try await body(server)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  /// Binds 127.0.0.1 on a free port and waits until the server accepts connections.
  @discardableResult
  public func start() async throws -> URL {
    if server != nil { return try requireBaseURL() }
    // The closure holds the actor weakly: the actor owns the server, not the reverse.
    let handler = self.handler
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0),
      logger: .disabled,
      handler: ClosureHTTPHandler { [weak self] request in
        await self?.record(request)
        return await handler(request)
      }
    )
    let runTask = Task { try await server.run() }
    do {
      // Binding a loopback port takes no time; what can take long is the pool getting to
      // it while the whole suite starts at once. The bound only stops a server that never
      // starts; each test's own time limit is tighter still.
      try await server.waitUntilListening(timeout: 120)
    } catch {
      runTask.cancel()
      throw error
    }
    guard case .ip4(_, let port) = await server.listeningAddress else {
      await server.stop()
      runTask.cancel()
      throw LoopbackServerError.noListeningPort
    }
    self.server = server
    self.runTask = runTask
    self.port = port
    return try requireBaseURL()
  }

  /// Closes the listening socket and every open connection, and waits for the server to
  /// finish, so the port is free again when this returns. Safe to call twice.
  public func stop() async {
    guard let server, let runTask else { return }
    self.server = nil
    self.runTask = nil
    await server.stop(timeout: 0)
    runTask.cancel()
    _ = await runTask.result
  }

  // MARK: - What the server saw

  /// `http://127.0.0.1:<port>` while the server runs; `nil` before `start()`.
  ///
  /// The port stays readable after `stop()`, which gives tests a port that is known to be
  /// closed.
  public var baseURL: URL? {
    port.flatMap { URL(string: "http://127.0.0.1:\($0)") }
  }

  /// The base URL, or an error when the server was never started.
  public func requireBaseURL() throws -> URL {
    guard let baseURL else { throw LoopbackServerError.notStarted }
    return baseURL
  }

  /// Every request received so far, in arrival order: method, path, query and headers.
  /// Bodies are not kept; they are read from the connection, which has moved on.
  public var requests: [HTTPRequest] { recorded }

  /// How many requests the server has received.
  public var requestCount: Int { recorded.count }

  /// The path of every request received so far, in arrival order, without query strings.
  public var requestedPaths: [String] { recorded.map(\.path) }

  /// Forgets the requests received so far, so a test can count only the ones that follow.
  public func resetRequests() {
    recorded.removeAll()
  }

  // MARK: - Private

  private func record(_ request: HTTPRequest) {
    recorded.append(request)
  }
}

/// Why a `LoopbackServer` could not give a test what it asked for.
public enum LoopbackServerError: Error, Equatable, Sendable {
  /// The server was asked for its URL before `start()`.
  case notStarted
  /// The server started but did not report an IPv4 port.
  case noListeningPort
}
