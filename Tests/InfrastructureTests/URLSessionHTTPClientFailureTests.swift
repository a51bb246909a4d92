import Domain
import FlyingFox
import Foundation
import Infrastructure
import PokedexTesting
import Testing

/// Every way a GET can fail through `URLSessionHTTPClient` surfaces as one `PokedexError`,
/// checked against a real HTTP server on 127.0.0.1.
@Suite struct URLSessionHTTPClientFailureTests {
  let client = URLSessionHTTPClient(timeout: 10, userAgent: "pokecli-tests")

  @Test func notFoundStatusThrowsNotFound() async throws {
    let (error, url) = try await failure(status: 404, path: "api/v2/pokemon/pikachuu")
    #expect(error == .notFound(url: url))
    #expect(url.hasSuffix("/api/v2/pokemon/pikachuu"))
  }

  @Test(arguments: [429, 503])
  func busyStatusThrowsServerBusy(status: Int) async throws {
    let (error, url) = try await failure(status: status)
    #expect(error == .serverBusy(url: url, status: status))
  }

  @Test(arguments: [500, 502, 400, 418])
  func otherFailingStatusThrowsServerFailed(status: Int) async throws {
    let (error, url) = try await failure(status: status)
    #expect(error == .serverFailed(url: url, status: status))
  }

  @Test func slowServerThrowsTimedOutAfterTheTimeout() async throws {
    // 0.5 s is rounded up to 1 s; the handler would answer far later than that.
    let impatient = URLSessionHTTPClient(timeout: 0.5, userAgent: "pokecli-tests")
    let clock = ContinuousClock()
    let (error, url, elapsed) = try await LoopbackServer.with(handler: { _ in
      try? await Task.sleep(for: .seconds(10))
      return HTTPResponse(statusCode: .ok)
    }) { server in
      let url = try await server.requireBaseURL().appending(path: "slow")
      let start = clock.now
      let error = await capture { try await impatient.get(url) }
      return (error, url, clock.now - start)
    }
    #expect(error == .timedOut(url: url.absoluteString))
    #expect(elapsed >= .milliseconds(900), "timed out after \(elapsed), before the timeout")
    #expect(elapsed < .seconds(8), "timed out after \(elapsed), long after the timeout")
  }

  @Test func closedPortThrowsUnreachableWithReason() async throws {
    let server = LoopbackServer { _ in HTTPResponse(statusCode: .ok) }
    try await server.start()
    await server.stop()
    let url = try await server.requireBaseURL().appending(path: "closed")

    let error = await capture { try await client.get(url) }

    #expect(error == .unreachable(url: url.absoluteString, reason: "connection refused"))
  }

  // MARK: - Helpers

  /// The error a GET of `path` throws when the server answers every request with `status`
  /// and an error page that must never be returned as data, with the URL that was asked.
  private func failure(
    status: Int,
    path: String = "resource"
  ) async throws -> (PokedexError, String) {
    try await LoopbackServer.with(handler: { _ in
      HTTPResponse(
        statusCode: HTTPStatusCode(status, phrase: "Status \(status)"),
        body: Data(#"{"detail":"error page"}"#.utf8)
      )
    }) { server in
      let url = try await server.requireBaseURL().appending(path: path)
      return (await capture { try await client.get(url) }, url.absoluteString)
    }
  }
}

// MARK: - Capturing errors

/// The `PokedexError` `operation` throws; records an issue when it succeeds or throws
/// anything else, since the client promises to throw only `PokedexError`.
func capture(
  _ operation: () async throws -> Data,
  sourceLocation: SourceLocation = #_sourceLocation
) async -> PokedexError {
  do {
    let data = try await operation()
    Issue.record(
      "expected a PokedexError, got \(data.count) bytes", sourceLocation: sourceLocation)
  } catch let error as PokedexError {
    return error
  } catch {
    Issue.record("expected a PokedexError, got \(error)", sourceLocation: sourceLocation)
  }
  return .invalidResponse(url: "", reason: "no PokedexError thrown")
}
