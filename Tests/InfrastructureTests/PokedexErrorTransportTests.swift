import Domain
import Foundation
import Testing

@testable import Infrastructure

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The translation of transport failures into `PokedexError`, for the failures a loopback
/// server cannot produce (no DNS, no network).
@Suite struct PokedexErrorTransportTests {
  let url = URL(string: "https://pokeapi.co/api/v2/pokemon/25")

  @Test(arguments: [
    (URLError.Code.cannotConnectToHost, "connection refused"),
    (.cannotFindHost, "host not found"),
    (.dnsLookupFailed, "host not found"),
    (.notConnectedToInternet, "no network connection"),
    (.networkConnectionLost, "connection lost"),
    (.secureConnectionFailed, "secure connection failed"),
  ])
  func urlErrorBecomesUnreachableWithShortReason(code: URLError.Code, reason: String) throws {
    let url = try #require(url)
    let error = PokedexError(transportError: URLError(code), url: url)
    #expect(error == .unreachable(url: url.absoluteString, reason: reason))
  }

  @Test func urlTimeoutBecomesTimedOut() throws {
    let url = try #require(url)
    let error = PokedexError(transportError: URLError(.timedOut), url: url)
    #expect(error == .timedOut(url: url.absoluteString))
  }

  @Test func unlistedURLErrorStillGetsAShortLowerCaseReason() throws {
    let url = try #require(url)
    let error = PokedexError(transportError: URLError(.resourceUnavailable), url: url)
    guard case .unreachable(_, let reason) = error else {
      Issue.record("expected .unreachable, got \(error)")
      return
    }
    #expect(reason == reason.lowercased())
    #expect(reason.count < 40)
  }

  @Test func otherErrorBecomesUnreachableWithItsDescription() throws {
    struct SocketClosed: Error, CustomStringConvertible {
      var description: String { "socket closed" }
    }
    let url = try #require(url)
    let error = PokedexError(transportError: SocketClosed(), url: url)
    #expect(error == .unreachable(url: url.absoluteString, reason: "socket closed"))
  }

  @Test func pokedexErrorIsKeptAsItIs() throws {
    let url = try #require(url)
    let original = PokedexError.notFound(url: "elsewhere")
    #expect(PokedexError(transportError: original, url: url) == original)
  }
}
