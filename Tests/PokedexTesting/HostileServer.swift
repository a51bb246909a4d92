import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 made of plain sockets, for the answers a well-behaved
/// server framework refuses to give: a body that drips one byte every few seconds, a
/// connection accepted and never answered, hundreds of megabytes streamed, a connection
/// reset at once. Each connection runs on a thread of its own and is closed after one
/// answer.
///
/// `HostileScenario` has ready-made handlers for every hostile answer pokecli is tested
/// against. Stop the server with `stop()` (or use `with(handler:_:)`): it closes every
/// connection, so a silent or dripping answer ends too.
public final class HostileServer: @unchecked Sendable {
  /// Answers one request.
  public typealias Handler = @Sendable (HostileRequest) async -> HostileReply

  /// The port the server listens on.
  public let port: UInt16
  let listener: Int32
  let handler: Handler
  let lock = NSLock()
  var paths: [String] = []
  var connections: Set<Int32> = []
  var isStopped = false
  var dripped = 0

  /// Starts a server that answers every request with `handler`.
  public init(handler: @escaping Handler) throws {
    (listener, port) = try Socket.listening()
    self.handler = handler
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Starts a server, runs `body` with it and stops it, whether `body` threw or not.
  public static func with<Value: Sendable>(
    handler: @escaping Handler, _ body: (HostileServer) async throws -> Value
  ) async throws -> Value {
    let server = try HostileServer(handler: handler)
    defer { server.stop() }
    return try await body(server)
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
  }

  /// The base URL of a PokeAPI served here: `http://127.0.0.1:<port>/api/v2`.
  public var apiURL: String { baseURL.absoluteString + "/api/v2" }

  /// The path (with query) of every request so far, in arrival order.
  public var requestedPaths: [String] { lock.withLock { paths } }

  /// How many requests arrived.
  public var requestCount: Int { lock.withLock { paths.count } }

  /// How many bytes dripping answers sent before their client hung up: a client that
  /// gives up on a drip after a deadline receives about the deadline over the interval.
  public var drippedBytes: Int { lock.withLock { dripped } }

  /// Counts one byte a dripping answer sent.
  func countDrippedByte() {
    lock.withLock { dripped += 1 }
  }

  /// Stops accepting and closes every open connection. Safe to call twice.
  public func stop() {
    let open = lock.withLock { () -> Set<Int32> in
      guard !isStopped else { return [] }
      isStopped = true
      return connections
    }
    Socket.shutdownBoth(listener)
    for connection in open { Socket.shutdownBoth(connection) }
  }

  /// Whether `stop()` was called.
  var stopped: Bool { lock.withLock { isStopped } }

  // MARK: - Connections

  private func acceptLoop() {
    while !stopped {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if errno == EINTR { continue }
        break
      }
      let admitted = lock.withLock { () -> Bool in
        guard !isStopped else { return false }
        connections.insert(connection)
        return true
      }
      guard admitted else {
        close(connection)
        break
      }
      Thread { [self] in serve(connection) }.start()
    }
    close(listener)
  }

  private func serve(_ connection: Int32) {
    defer {
      lock.withLock { _ = connections.remove(connection) }
      close(connection)
    }
    guard let path = Socket.readRequestPath(connection) else { return }
    lock.withLock { paths.append(path) }
    let request = HostileRequest(target: path, port: port)
    let reply = Blocking.wait { [handler] in await handler(request) } ?? .reset
    reply.send(on: connection, server: self)
  }
}

/// Runs async work from a plain thread and waits for it: the server's connection threads
/// are not part of Swift's cooperative pool, so blocking them is harmless.
///
/// The work runs on threads of its own (`lane`), not on the cooperative pool: with the
/// whole suite and a build sharing two cores, the pool can be busy for seconds, and a
/// handler queued behind it answered after pokecli's deadline.
enum Blocking {
  static let lane = DedicatedThreadsExecutor(threadCount: 2, name: "hostile-server")

  /// `work`'s value (`nil` only if the task never stored one).
  static func wait<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value? {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task(executorPreference: lane) {
      box.value = await work()
      done.signal()
    }
    done.wait()
    // The semaphore orders the write before this read.
    return box.value
  }
}

private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}

/// What a `HostileServer` handler is told of a request.
public struct HostileRequest: Sendable {
  /// The request target: the path with its query, `/api/v2/pokemon/?offset=0&limit=20`.
  public let target: String
  /// The port the server listens on, to write links back to it.
  public let port: UInt16
}
