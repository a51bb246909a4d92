import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

/// Only a 404 or a missing link is "no sprite": anything else that keeps a picture from
/// being drawn is a failure the next run tries again, and a slow host cannot hold a card.
@Suite(.timeLimit(.minutes(3)))
struct SpriteFailureTests {
  static let link = "http://img.test/25.png"

  func cached(
    _ client: some HTTPClient, store: InMemoryDocumentStorage,
    deadline: Duration = RemoteSpriteRepository.defaultDeadline
  ) -> CachedSpriteRepository {
    CachedSpriteRepository(
      remote: RemoteSpriteRepository(
        client: client, decoder: StubImageDecoder(), deadline: deadline),
      storage: store, compressor: ReversingCompressor(),
      policy: CachePolicy(freshness: 86_400, isOffline: false, now: { Date() }))
  }

  @Test(arguments: [
    (Data("<html>Sign in to the hotel Wi-Fi</html>".utf8), "not a PNG image"),
    (Data([0x89, 0x50, 0x4E]), "not a PNG image"),
  ])
  func aBodyThatIsNoPictureIsAFailureThatIsNotCached(body: Data, reason: String) async throws {
    let store = InMemoryDocumentStorage()
    let client = StubHTTPClient(answers: [Self.link: .success(body)])
    for _ in 0..<2 {
      await #expect(throws: PokedexError.invalidResponse(url: Self.link, reason: reason)) {
        try await cached(client, store: store)
          .sprite(ofPokemon: 25, variant: .standard, link: Self.link)
      }
    }
    #expect(client.requestedURLs.count == 2)
    #expect(store.keys.isEmpty)
  }

  @Test func aBodyOverTheCapIsAFailureThatIsNotCached() async throws {
    let store = InMemoryDocumentStorage()
    let client = StubHTTPClient(
      answers: [Self.link: .success(Data(count: HTTPClientLimits.image + 1))])
    await #expect(throws: PokedexError.tooLarge(url: Self.link, limit: HTTPClientLimits.image)) {
      try await cached(client, store: store)
        .sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    }
    #expect(store.keys.isEmpty)
  }

  @Test func aMissingPictureIsRememberedAsNoSprite() async throws {
    let store = InMemoryDocumentStorage()
    let client = StubHTTPClient(answers: [:])
    let sprite = try await cached(client, store: store)
      .sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    #expect(sprite == nil)
    #expect(store.keys == ["sprite/25-front"])
  }

  @Test func anImageThatDoesNotArriveInTimeIsATimeoutThatIsNotCached() async throws {
    let store = InMemoryDocumentStorage()
    let client = StubHTTPClient(
      answers: [Self.link: .success(Data("PNG".utf8))], delay: { _ in .seconds(3600) })
    await #expect(throws: PokedexError.timedOut(url: Self.link)) {
      try await cached(client, store: store, deadline: .milliseconds(100))
        .sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    }
    // The request may not even have started when the deadline passed: no count is
    // asserted, only that nothing was kept.
    #expect(client.requestedURLs.count <= 1)
    #expect(store.keys.isEmpty)
  }

  @Test func aLinkToAHostImagesAreNotTakenFromIsNoSpriteWithoutARequest() async throws {
    let store = InMemoryDocumentStorage()
    let client = StubHTTPClient(answers: [Self.link: .success(Data("PNG".utf8))])
    let refused = RefusedOrigins()
    let base = try #require(URL(string: "http://api.test:8080/api/v2/"))
    let repository = HostCheckedSpriteRepository(
      base: cached(client, store: store), hosts: ImageHosts(baseURL: base),
      onRefused: refused.record)
    let sprite = try await repository.sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    #expect(sprite == nil)
    #expect(client.requestedURLs.isEmpty)
    #expect(store.keys.isEmpty)
    #expect(refused.all == [ImageHosts.Origin(host: "img.test", port: 80)])

    let allowed = HostCheckedSpriteRepository(
      base: cached(client, store: store),
      hosts: ImageHosts(baseURL: base, listed: ImageHosts.listed(in: "img.test") ?? []))
    #expect(try await allowed.sprite(ofPokemon: 25, variant: .standard, link: Self.link) != nil)
    #expect(client.requestedURLs.count == 1)
  }
}

/// The origins a `HostCheckedSpriteRepository` refused, in order.
final class RefusedOrigins: @unchecked Sendable {
  private let lock = NSLock()
  private var origins: [ImageHosts.Origin?] = []

  var record: @Sendable (ImageHosts.Origin?) -> Void {
    { [self] origin in lock.withLock { origins.append(origin) } }
  }
  var all: [ImageHosts.Origin?] { lock.withLock { origins } }
}
