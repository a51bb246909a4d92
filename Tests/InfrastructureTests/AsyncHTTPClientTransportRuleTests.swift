import Domain
import Foundation
import Testing

@testable import Infrastructure

/// The pure rules the transport applies: which redirects it follows, how it reads
/// `Retry-After`, and how statuses map to errors.
@Suite struct AsyncHTTPClientTransportRuleTests {
  let first = URL(string: "http://127.0.0.1:8765/api/v2/pokemon/1/")!

  @Test(arguments: [
    ("/api/v2/pokemon/1", "http://127.0.0.1:8765/api/v2/pokemon/1"),
    ("http://127.0.0.1:8765/x", "http://127.0.0.1:8765/x"),
    ("HTTP://127.0.0.1:8765/y", "http://127.0.0.1:8765/y"),
  ])
  func aRedirectToTheSameOriginIsFollowed(location: String, target: String) throws {
    let url = try RedirectRule.target(
      of: location, from: first, firstAsked: first, redirects: 1, maxRedirects: 5)
    #expect(url.absoluteString.lowercased() == target.lowercased())
  }

  @Test(arguments: [
    "http://evil.test/api/v2/pokemon/1/", "https://127.0.0.1:8765/", "http://127.0.0.1:8766/",
    "//evil.test/x",
  ])
  func aRedirectToAnotherOriginIsRefused(location: String) {
    #expect(
      throws: PokedexError.invalidResponse(
        url: first.absoluteString, reason: "a redirect to another host, not followed")
    ) {
      try RedirectRule.target(
        of: location, from: first, firstAsked: first, redirects: 1, maxRedirects: 5)
    }
  }

  @Test func theSixthRedirectIsOneTooMany() {
    #expect(
      throws: PokedexError.invalidResponse(
        url: first.absoluteString, reason: "more than 5 redirects")
    ) {
      try RedirectRule.target(
        of: "/a", from: first, firstAsked: first, redirects: 6, maxRedirects: 5)
    }
  }

  @Test(arguments: [
    ("120", 120), (" 3 ", 3), ("0", 0), ("12345678901234567890", RetryAfter.longest),
    ("-1", nil), ("1.5", nil), ("", nil), ("soon", nil),
  ] as [(String, Int?)])
  func retryAfterSecondsAreReadAndClamped(header: String, seconds: Int?) {
    #expect(RetryAfter.seconds(header) == seconds)
  }

  @Test func retryAfterAsAnHTTPDateIsTheWaitUntilThen() throws {
    let now = try #require(ISO8601DateFormatter().date(from: "2026-10-21T07:26:00Z"))
    #expect(RetryAfter.seconds("Wed, 21 Oct 2026 07:28:00 GMT", now: now) == 120)
    #expect(RetryAfter.seconds("Wed, 21 Oct 2026 07:20:00 GMT", now: now) == 0)
  }
}
