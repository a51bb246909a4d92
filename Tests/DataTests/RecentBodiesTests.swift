import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// Loaders that share `RecentBodies` ask once for a document both read in turn, and ask
/// again for one that did not decode.
@Suite("Documents one command's loaders share")
struct RecentBodiesTests {
  struct Named: Decodable, Sendable, Equatable { let name: String }
  struct Numbered: Decodable, Sendable, Equatable { let id: Int }

  static let url = URL(string: "http://fixture.test/api/v2/pokemon/25/")

  @Test func aSecondLoaderReadsTheBodyTheFirstFetched() async throws {
    let url = try #require(Self.url)
    let client = StubHTTPClient(answers: [
      url.absoluteString: .success(Data(#"{"id":25,"name":"pikachu"}"#.utf8))
    ])
    let recent = RecentBodies()
    let card = DocumentLoader(client: client, maxConcurrentRequests: 8, recent: recent)
    let learnset = DocumentLoader(client: client, maxConcurrentRequests: 8, recent: recent)
    #expect(try await card.load(Named.self, from: url) == Named(name: "pikachu"))
    #expect(try await learnset.load(Numbered.self, from: url) == Numbered(id: 25))
    #expect(client.requestedURLs == [url])
  }

  @Test func aBodyThatDidNotDecodeIsAskedForAgain() async throws {
    let url = try #require(Self.url)
    let client = StubHTTPClient(answers: [url.absoluteString: .success(Data(#"{"id":25}"#.utf8))])
    let recent = RecentBodies()
    let loader = DocumentLoader(
      client: client, maxConcurrentRequests: 8, retries: .none, recent: recent)
    await #expect(throws: PokedexError.self) { try await loader.load(Named.self, from: url) }
    #expect(try await loader.load(Numbered.self, from: url) == Numbered(id: 25))
    #expect(client.requestedURLs == [url, url])
  }

  /// Each body here is 8 bytes (`{"id":N}`): a capacity of 16 keeps the last two.
  @Test func onlyTheNewestBodiesThatFitAreKept() async throws {
    let urls = try (1...3).map { try #require(URL(string: "http://fixture.test/api/v2/move/\($0)/")) }
    let client = StubHTTPClient(
      answers: Dictionary(uniqueKeysWithValues: urls.enumerated().map {
        ($0.element.absoluteString, .success(Data(#"{"id":\#($0.offset)}"#.utf8)))
      }))
    let loader = DocumentLoader(
      client: client, maxConcurrentRequests: 1, recent: RecentBodies(capacity: 16))
    for url in urls { _ = try await loader.load(Numbered.self, from: url) }
    #expect(client.requestedURLs.count == 3)
    // 2 and 3 are kept; 1 was forgotten for 3.
    _ = try await loader.load(Numbered.self, from: urls[2])
    _ = try await loader.load(Numbered.self, from: urls[1])
    #expect(client.requestedURLs.count == 3)
    _ = try await loader.load(Numbered.self, from: urls[0])
    #expect(client.requestedURLs.count == 4)
  }

  @Test func aBodyReadWithoutRememberingIsNotKept() async throws {
    let url = try #require(Self.url)
    let client = StubHTTPClient(answers: [url.absoluteString: .success(Data(#"{"id":25}"#.utf8))])
    let loader = DocumentLoader(client: client, maxConcurrentRequests: 8, recent: RecentBodies())
    _ = try await loader.load(Numbered.self, from: url, remembering: false)
    _ = try await loader.load(Numbered.self, from: url)
    _ = try await loader.load(Numbered.self, from: url)
    #expect(client.requestedURLs == [url, url])
  }
}
