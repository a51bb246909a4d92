import Domain
import Foundation
import Testing

@testable import Infrastructure

/// The translation of transport failures into `PokedexError`, for the failures that need
/// no server to produce. Refused connections, timeouts, caps and redirects are checked
/// against a loopback server in `AsyncHTTPClientTransportFailureTests`.
@Suite struct PokedexErrorTransportTests {
  let url = URL(string: "https://pokeapi.co/api/v2/pokemon/25")

  @Test func aPassedDeadlineBecomesTimedOut() throws {
    let url = try #require(url)
    let error = PokedexError(transportError: TimeLimit.Exceeded(), url: url, limit: 1)
    #expect(error == .timedOut(url: url.absoluteString))
  }

  @Test func cancellationBecomesTheLastingReasonCancelled() throws {
    let url = try #require(url)
    let error = PokedexError(transportError: CancellationError(), url: url, limit: 1)
    #expect(error == .unreachable(url: url.absoluteString, reason: "cancelled"))
  }

  @Test func anUnknownErrorGetsAShortReasonAndNeverItsDescription() throws {
    struct Hostile: Error, CustomStringConvertible {
      var description: String { "\u{1B}]0;owned\u{7}" }
    }
    let url = try #require(url)
    let error = PokedexError(transportError: Hostile(), url: url, limit: 1)
    #expect(error == .unreachable(url: url.absoluteString, reason: "network error"))
  }

  @Test func pokedexErrorIsKeptAsItIs() throws {
    let url = try #require(url)
    let original = PokedexError.notFound(url: "elsewhere")
    #expect(PokedexError(transportError: original, url: url, limit: 1) == original)
  }

  @Test(arguments: [(200, nil), (204, nil), (404, "notFound"), (500, "failed"), (301, "failed")])
  func statusesMapToErrors(status: Int, kind: String?) throws {
    let url = try #require(url)
    let error = PokedexError(status: status, url: url)
    switch (error, kind) {
    case (nil, nil), (.notFound?, "notFound"?), (.serverFailed?, "failed"?): break
    default: Issue.record("status \(status) gave \(String(describing: error))")
    }
  }
}
