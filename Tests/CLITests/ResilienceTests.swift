import FlyingFox
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// A server that fails the first time each document is asked for, as a busy PokeAPI does.
actor FailsOnceEach {
  private var seen: Set<String> = []

  func respond(to request: HTTPRequest) -> HTTPResponse {
    let key = request.path + "?" + request.query.map { "\($0.name)=\($0.value)" }.joined()
    guard seen.contains(key) else {
      seen.insert(key)
      return HTTPResponse(statusCode: .internalServerError)
    }
    return FixturePokedex.respond(to: request)
  }
}

@Suite("Resilience to a failing server")
struct ResilienceTests {
  @Test func failuresThatPassAreRetriedAndTheAnswerIsWhole() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let server = FailsOnceEach()
    try await LoopbackServer.with(handler: { await server.respond(to: $0) }) { loopback in
      let base = try await loopback.requireBaseURL().absoluteString + "/api/v2"
      let result = await CLIHarness.run(
        ["list", "--limit", "3", "--base-url", base],
        variables: ["POKECLI_RETRIES": "2"], sandbox: sandbox)
      #expect(result.status == 0)
      #expect(result.stdout.contains("#0003  Venusaur"))
      // Every document twice: the list, the eighteen types and three species.
      #expect(await loopback.requestCount == 2 * (1 + 18 + 3))
    }
  }

  @Test func withoutRetriesTheFirstFailureIsTheAnswer() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let server = FailsOnceEach()
    try await LoopbackServer.with(handler: { await server.respond(to: $0) }) { loopback in
      let base = try await loopback.requireBaseURL().absoluteString + "/api/v2"
      let result = await CLIHarness.run(["list", "--base-url", base], sandbox: sandbox)
      #expect(result.status == 1)
      #expect(result.stderr.contains("HTTP 500"))
    }
  }

  /// A failed row cancels its siblings' work; requests still in flight must be let finish,
  /// never cancelled in a way that leaves the connection or the request limiter stuck.
  @Test(.timeLimit(.minutes(20)))
  func aRowThatFailsWhileOthersAreInFlightEndsCleanly() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: { request in
      let parts = request.path.split(separator: "/")
      if parts.suffix(2) == ["pokemon-species", "3"] {
        return HTTPResponse(statusCode: .internalServerError)
      }
      if request.path.contains("/pokemon-species/") {
        try? await Task.sleep(for: .milliseconds(50))
      }
      return FixturePokedex.respond(to: request)
    }) { loopback in
      let base = try await loopback.requireBaseURL().absoluteString + "/api/v2"
      for _ in 0..<10 {
        let result = await CLIHarness.run(
          ["list", "--base-url", base, "--max-age", "0"], sandbox: sandbox)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("HTTP 500 for \(base)/pokemon-species/3/\n"))
      }
    }
  }
}
