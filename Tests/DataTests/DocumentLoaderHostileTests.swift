import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// Answers that cannot change are not asked for again; answers that may are, with the
/// server's `Retry-After` honoured and the whole loader slowed down while it is busy.
/// The time limit is three minutes, not one: a loaded machine can leave a test unscheduled
/// for 90 s.
@Suite(.timeLimit(.minutes(3))) struct DocumentLoaderHostileTests {
  let url = URL(string: "http://dex.test/api/v2/pokemon/1/")!
  let quick = RetryPolicy(delays: [.milliseconds(1), .milliseconds(1)])

  @Test func everyRequestCarriesTheDocumentCap() async throws {
    let client = FlakyHTTPClient(failures: [], then: try Fixtures.data("pokemon-1"))
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, retries: quick)
    _ = try await loader.load(PokemonDTO.self, from: url)
    #expect(client.caps == [HTTPClientLimits.document])
  }

  @Test func aBodyCutShortIsAskedForAgain() async throws {
    let whole = try Fixtures.data("pokemon-1")
    let client = FlakyHTTPClient(failures: [], then: whole)
    client.bodiesFirst = [whole.prefix(whole.count / 2)]
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, retries: quick)
    _ = try await loader.load(PokemonDTO.self, from: url)
    #expect(client.attempts == 2)
  }

  @Test(arguments: [
    (#"{"id": "one", "name": 1}"#, "expected a number at id"),
    (String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
      "nested more than 64 levels deep"),
  ])
  func aDocumentOfTheWrongShapeIsNotAskedForAgain(body: String, reason: String) async {
    let client = FlakyHTTPClient(failures: [], then: Data(body.utf8))
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, retries: quick)
    await #expect(throws: PokedexError.invalidResponse(url: url.absoluteString, reason: reason)) {
      try await loader.load(PokemonDTO.self, from: url)
    }
    #expect(client.attempts == 1)
  }

  @Test func aBusyServerIsWaitedOutEvenWithoutDelaysLeft() async throws {
    let busy = PokedexError.serverBusy(url: "u", status: 429, retryAfter: 0)
    let client = FlakyHTTPClient(
      failures: [busy, busy, busy], then: try Fixtures.data("pokemon-1"))
    let loader = DocumentLoader(
      client: client, maxConcurrentRequests: 8, retries: RetryPolicy(delays: []))
    _ = try await loader.load(PokemonDTO.self, from: url)
    #expect(client.attempts == 4)
  }

  @Test func noRetriesMeansABusyServerFailsAtOnce() async {
    let busy = PokedexError.serverBusy(url: "u", status: 429, retryAfter: 0)
    let client = FlakyHTTPClient(failures: [busy], then: Data())
    let loader = DocumentLoader(
      client: client, maxConcurrentRequests: 8, retries: .standard(retries: 0))
    await #expect(throws: busy) { try await loader.load(PokemonDTO.self, from: url) }
    #expect(client.attempts == 1)
  }

  @Test func theGateSpacesRequestsOncePerBusyEpisode() async {
    let clock = TestClock()
    let gate = BusyGate(clock: clock)
    #expect(await gate.currentSpacing == .zero)
    await gate.slowDown(for: .milliseconds(5))
    await clock.advance(by: .milliseconds(4))
    // Still closed by the first busy answer: the same episode.
    await gate.slowDown(for: .milliseconds(5))
    #expect(await gate.currentSpacing == .milliseconds(50))
    await clock.advance(by: .milliseconds(5))
    await gate.slowDown(for: .milliseconds(5))
    #expect(await gate.currentSpacing == .milliseconds(100))
  }

  @Test func aClosedGateLetsRequestsStartOneSpacingApartOnceItOpens() async throws {
    let clock = TestClock()
    let gate = BusyGate(clock: clock)
    await gate.slowDown(for: .seconds(1))
    let first = Task { try await gate.waitTurn() }
    await clock.sleepsWaiting(atLeast: 1)
    await clock.advance(by: .milliseconds(999))
    #expect(clock.waitingSleeps == 1)
    await clock.advance(by: .milliseconds(1))
    try await first.value
    let second = Task { try await gate.waitTurn() }
    await clock.sleepsWaiting(atLeast: 1)
    await clock.advance(by: .milliseconds(49))
    #expect(clock.waitingSleeps == 1)
    await clock.advance(by: .milliseconds(1))
    try await second.value
  }

  @Test func jitterSpreadsAWaitOverHalfToOneAndAHalfTimesIt() {
    for _ in 0..<200 {
      let wait = RetryPolicy.jittered(.seconds(1))
      #expect(wait >= .milliseconds(500) && wait < .milliseconds(1500))
    }
  }

  @Test(arguments: [0, 1, 8, 64, 65])
  func nestingIsMeasuredOutsideStrings(depth: Int) {
    let text = #"{"a": "[[[[{{{{"}"# + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth)
    let expected = max(1, depth)
    #expect(JSONShape.measure(Data(text.utf8)).depth == expected)
  }

  @Test func valuesAreCountedOutsideStrings() {
    let text = #"{"a": "1,2,3", "b": [1, 2, {"c": []}], "d": {}}"#
    // The object, its three members, the array's three values, the inner object and
    // the two empty containers: 1 + 2 commas + 1 + 2 commas + 1 + 1 + 1.
    #expect(JSONShape.measure(Data(text.utf8)).values == 9)
  }

  @Test(arguments: [("name", 121, false), ("name", 120, true), ("url", 401, false)])
  func aLinkWhoseNameOrAddressIsLongerThanAnyOfPokeAPIsIsRefused(
    field: String, length: Int, accepted: Bool
  ) throws {
    let long = String(repeating: "a", count: length)
    let entry =
      field == "name"
      ? #"{"name":"\#(long)","url":"/pokemon/1/"}"# : #"{"name":"a","url":"\#(long)"}"#
    let body = Data(#"{"count":1,"results":[\#(entry)]}"#.utf8)
    let url = try #require(URL(string: "https://pokeapi.co/api/v2/pokemon?limit=100000"))
    do {
      _ = try DocumentLoader.decodeChecked(PokemonListPageDTO.self, from: body, url: url)
      #expect(accepted)
    } catch {
      #expect(!accepted)
      let reason = "invalid value at results[0].\(field)"
      #expect(error.error == .invalidResponse(url: url.absoluteString, reason: reason))
    }
  }

  @Test func theLongestWholeNumberIsMeasuredOutsideStrings() {
    let text = #"""
      {"a": "12345678901234 1e9", "b": -123456789, "c": [1.5, 0.1234567890, 1640000],
       "d": [true, false, null], "e\"1234567890": 1}
      """#
    #expect(JSONShape.measure(Data(text.utf8)).longestNumber == 9)
    #expect(JSONShape.measure(Data(text.utf8)).refusal == nil)
  }

  @Test(arguments: [
    (#"{"id": 1234567890}"#, "it holds a number of more than 9 digits"),
    (#"{"id": -9223372036854775808}"#, "it holds a number of more than 9 digits"),
    (#"{"id": 1e18}"#, "it holds a number written with an exponent"),
    (#"{"id": 9E+3}"#, "it holds a number written with an exponent"),
    (#"{"id": 1.5e2}"#, "it holds a number written with an exponent"),
  ])
  func aNumberTooLargeOrWithAnExponentIsRefused(text: String, reason: String) {
    #expect(JSONShape.measure(Data(text.utf8)).refusal == reason)
  }

  @Test func aDocumentOfTooManyValuesIsRefusedBeforeDecoding() throws {
    let entry = #"{"name":"a","url":"/pokemon/1/"}"#
    let many = Array(repeating: entry, count: JSONShape.valueLimit / 3 + 1)
    let body = Data((#"{"count":1,"results":["# + many.joined(separator: ",") + "]}").utf8)
    let url = try #require(URL(string: "https://pokeapi.co/api/v2/pokemon?limit=100000"))
    do {
      _ = try DocumentLoader.decodeChecked(PokemonListPageDTO.self, from: body, url: url)
      Issue.record("a list of \(many.count) entries was decoded")
    } catch {
      #expect(
        error.error
          == .invalidResponse(url: url.absoluteString, reason: "it holds more than 75000 values"))
      #expect(!error.mayPass)
    }
    let fewer = Array(many.dropLast(2)).joined(separator: ",")
    let accepted = Data((#"{"count":1,"results":["# + fewer + "]}").utf8)
    let page = try DocumentLoader.decodeChecked(PokemonListPageDTO.self, from: accepted, url: url)
    #expect(page.results.count == many.count - 2)
  }
}
