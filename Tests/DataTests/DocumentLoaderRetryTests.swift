import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Retrying failures that may pass")
struct DocumentLoaderRetryTests {
  let url = URL(string: "http://dex.test/api/v2/pokemon/1/")!
  let quick = RetryPolicy(delays: [.milliseconds(1), .milliseconds(1)])

  @Test(arguments: [
    PokedexError.serverFailed(url: "u", status: 500), .serverBusy(url: "u", status: 429),
    .serverFailed(url: "u", status: 502), .unreachable(url: "u", reason: "connection lost"),
    .serverBusy(url: "u", status: 503, retryAfter: 0),
  ])
  func aPassingFailureIsAskedAgainUntilItAnswers(failure: PokedexError) async throws {
    let client = FlakyHTTPClient(failures: [failure, failure], then: try Fixtures.data("pokemon-1"))
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, retries: quick)
    let pokemon = try await loader.load(PokemonDTO.self, from: url)
    #expect(pokemon.name == "bulbasaur")
    #expect(client.attempts == 3)
  }

  @Test func aBodyThatIsNotJSONIsRetriedToo() async throws {
    let client = FlakyHTTPClient(failures: [], then: try Fixtures.data("pokemon-1"))
    client.garbageFirst = 1
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, retries: quick)
    _ = try await loader.load(PokemonDTO.self, from: url)
    #expect(client.attempts == 2)
  }

  @Test(arguments: [
    PokedexError.notFound(url: "u"), .serverFailed(url: "u", status: 400),
    .unreachable(url: "u", reason: "connection refused"), .timedOut(url: "u"),
    .tooLarge(url: "u", limit: 8), .invalidResponse(url: "u", reason: "a redirect loop"),
    .serverBusy(url: "u", status: 429, retryAfter: 31),
  ])
  func aLastingFailureIsNotRetried(failure: PokedexError) async throws {
    let client = FlakyHTTPClient(failures: [failure], then: Data())
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, retries: quick)
    await #expect(throws: failure) { try await loader.load(PokemonDTO.self, from: url) }
    #expect(client.attempts == 1)
  }

  @Test func afterTheLastRetryTheFailureIsTheAnswer() async throws {
    let failure = PokedexError.serverFailed(url: "u", status: 503)
    let client = FlakyHTTPClient(failures: Array(repeating: failure, count: 5), then: Data())
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, retries: quick)
    await #expect(throws: failure) { try await loader.load(PokemonDTO.self, from: url) }
    #expect(client.attempts == 3)
  }

  @Test func theStandardPolicyRetriesFourTimesAndCanBeCut() {
    #expect(RetryPolicy.standard.delays.count == 4)
    #expect(RetryPolicy.standard(retries: 1).delays == [.milliseconds(200)])
    #expect(RetryPolicy.standard(retries: 0).delays.isEmpty)
    #expect(RetryPolicy.standard(retries: 0).busyRetries == 0)
  }
}

/// Fails with the given errors, in order, then answers `body`.
final class FlakyHTTPClient: HTTPClient, @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [PokedexError]
  private let body: Data
  private var count = 0
  /// How many answers are a body that is not JSON before the real one.
  var garbageFirst = 0

  init(failures: [PokedexError], then body: Data) {
    self.failures = failures
    self.body = body
  }

  var attempts: Int { lock.withLock { count } }

  /// The cap each request was made with.
  var caps: [Int] { lock.withLock { askedCaps } }
  private var askedCaps: [Int] = []
  /// Bodies to answer, in order, before `body`.
  var bodiesFirst: [Data] = []

  func get(_ url: URL, maxBytes: Int) async throws -> Data {
    lock.withLock { askedCaps.append(maxBytes) }
    return try await get(url)
  }

  func get(_ url: URL) async throws -> Data {
    try lock.withLock {
      count += 1
      if !bodiesFirst.isEmpty { return bodiesFirst.removeFirst() }
      if !failures.isEmpty { throw failures.removeFirst() }
      if garbageFirst > 0 {
        garbageFirst -= 1
        return Data("<html>".utf8)
      }
      return body
    }
  }
}
