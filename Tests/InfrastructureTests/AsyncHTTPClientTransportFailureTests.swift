import Domain
import FlyingFox
import Foundation
import Infrastructure
import PokedexTesting
import Testing

/// Every way a GET can fail through `AsyncHTTPClientTransport` surfaces as one
/// `PokedexError`, checked against a real HTTP server on 127.0.0.1.
@Suite(.timeLimit(.minutes(3))) struct AsyncHTTPClientTransportFailureTests {
  /// A deadline only a hung test reaches: the server runs in this process, whose threads
  /// other suites may keep busy, and none of these tests is about time (those that are
  /// make a client of their own).
  let client = AsyncHTTPClientTransport(
    settings: .init(deadline: .seconds(45), userAgent: "pokecli-tests"))

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

  @Test(arguments: [("7", 7), ("0", 0), ("99999999999999", 31_536_000), ("soon", nil)])
  func busyStatusCarriesTheRetryAfterItAskedFor(header: String, seconds: Int?) async throws {
    let (error, url) = try await failure(status: 429, headers: [HTTPHeader("Retry-After"): header])
    #expect(error == .serverBusy(url: url, status: 429, retryAfter: seconds))
  }

  @Test(arguments: [500, 502, 400, 418])
  func otherFailingStatusThrowsServerFailed(status: Int) async throws {
    let (error, url) = try await failure(status: status)
    #expect(error == .serverFailed(url: url, status: status))
  }

  @Test func aServerThatNeverAnswersThrowsTimedOutAtTheDeadline() async throws {
    let impatient = AsyncHTTPClientTransport(
      settings: .init(deadline: .milliseconds(500), userAgent: "pokecli-tests"))
    let (error, url) = try await LoopbackServer.with(handler: { _ in
      try? await Task.sleep(for: .seconds(30))
      return HTTPResponse(statusCode: .ok)
    }) { server in
      let url = try await server.requireBaseURL().appending(path: "slow")
      return (await capture { try await impatient.get(url) }, url)
    }
    await impatient.shutdown()
    #expect(error == .timedOut(url: url.absoluteString))
  }

  @Test func cancellingARequestInFlightEndsItAtOnceAsCancelled() async throws {
    let (error, url) = try await HostileServer.with(handler: { _ in .silent }) { server in
      let url = server.baseURL.appending(path: "silent")
      let request = Task { await capture { try await client.get(url) } }
      try await Task.sleep(for: .milliseconds(200))
      request.cancel()
      return (await request.value, url)
    }
    #expect(error == .unreachable(url: url.absoluteString, reason: "cancelled"))
  }

  @Test func aRefusedConnectionThrowsUnreachableWithReason() async throws {
    let refusing = try RefusingPort()
    let url = refusing.baseURL.appending(path: "closed")

    let error = await capture { try await client.get(url) }

    #expect(error == .unreachable(url: url.absoluteString, reason: "connection refused"))
  }

  @Test func aBodyOverTheCapThrowsTooLarge() async throws {
    let (error, url) = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(statusCode: .ok, body: Data(count: 10_000))
    }) { server in
      let url = try await server.requireBaseURL()
      return (await capture { try await client.get(url, maxBytes: 4096) }, url)
    }
    #expect(error == .tooLarge(url: url.absoluteString, limit: 4096))
  }

  @Test func aGzipBodyInflatingOverTheCapThrowsTooLarge() async throws {
    let (error, url) = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(
        statusCode: .ok, headers: [.contentEncoding: "gzip"],
        body: GzipBomb.member(inflatingTo: 50_000_000))
    }) { server in
      let url = try await server.requireBaseURL()
      return (await capture { try await client.get(url, maxBytes: 100_000) }, url)
    }
    #expect(error == .tooLarge(url: url.absoluteString, limit: 100_000))
  }

  @Test func aRedirectToAnotherHostIsRefusedWithoutFollowingIt() async throws {
    let elsewhere = try RefusingPort()
    let (error, url, count) = try await LoopbackServer.with(handler: { _ in
      HTTPResponse(
        statusCode: .found,
        headers: HTTPHeaders([.location: elsewhere.baseURL.absoluteString + "/x"]))
    }) { server in
      let url = try await server.requireBaseURL().appending(path: "a")
      return (await capture { try await client.get(url) }, url, await server.requestCount)
    }
    #expect(
      error == .invalidResponse(
        url: url.absoluteString, reason: "a redirect to another host, not followed"))
    #expect(count == 1)
  }

  @Test func aRedirectLoopStopsAfterFiveRedirects() async throws {
    let (error, url, count) = try await LoopbackServer.with(handler: { request in
      HTTPResponse(
        statusCode: .temporaryRedirect,
        headers: HTTPHeaders([.location: request.path == "/a" ? "/b" : "/a"]))
    }) { server in
      let url = try await server.requireBaseURL().appending(path: "a")
      return (await capture { try await client.get(url) }, url, await server.requestCount)
    }
    #expect(error == .invalidResponse(url: url.absoluteString, reason: "more than 5 redirects"))
    #expect(count == 6)
  }

  // MARK: - Helpers

  /// The error a GET of `path` throws when the server answers every request with `status`
  /// and an error page that must never be returned as data, with the URL that was asked.
  private func failure(
    status: Int,
    path: String = "resource",
    headers: [HTTPHeader: String] = [:]
  ) async throws -> (PokedexError, String) {
    try await LoopbackServer.with(handler: { _ in
      HTTPResponse(
        statusCode: HTTPStatusCode(status, phrase: "Status \(status)"),
        headers: HTTPHeaders(headers),
        body: Data(#"{"detail":"error page"}"#.utf8)
      )
    }) { server in
      let url = try await server.requireBaseURL().appending(path: path)
      // On a machine busy with other suites, the loopback server has been seen to reset
      // a connection before answering (once in several full runs with the corpus): that
      // says nothing of how a status is read, so such a reset is tried again, twice.
      var error = await capture { try await client.get(url) }
      for _ in 0..<2 where error == .unreachable(url: url.absoluteString, reason: "connection cut short") {
        error = await capture { try await client.get(url) }
      }
      return (error, url.absoluteString)
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
