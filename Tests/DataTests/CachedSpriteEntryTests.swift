@testable import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

/// A cached sprite whose blob does not decode (damaged, or written in the range-coded
/// layout of version 1) is a cache miss: removed, reported, and fetched again.
@Suite struct CachedSpriteEntryTests {
  static let link = "http://img.test/25.png"
  let store = InMemoryDocumentStorage()
  let events = EventLog()

  func repository(offline: Bool = false) -> (CachedSpriteRepository, StubHTTPClient) {
    let client = StubHTTPClient(answers: [Self.link: .success(Data("PNG".utf8))])
    let repository = CachedSpriteRepository(
      remote: RemoteSpriteRepository(client: client, decoder: StubImageDecoder()),
      storage: store, compressor: ReversingCompressor(),
      policy: CachePolicy(freshness: 86_400, isOffline: offline, now: { Date() }),
      onEvent: events.record)
    return (repository, client)
  }

  @Test(arguments: [
    [1, 0, 1, 0, 1, 0, 0, 1, 0x12, 0x34, 0x56, 0x78, 0x80, 0, 0, 0],
    [2, 0, 1, 0, 1, 0, 1, 9],
    [],
  ])
  func anUndecodableBlobIsDiscardedAndFetchedAgain(blob: [UInt8]) async throws {
    let key = try CacheKeys.sprite(25, .standard)
    store.plant(try CacheEnvelope.encode(StoredSprite(pixels: Data(blob)), at: Date()), at: key)
    let (repository, client) = repository()
    let sprite = try await repository.sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    #expect(sprite == StubImageDecoder.sprite?.cropped())
    #expect(client.requestedURLs.count == 1)
    #expect(events.all == [.discardedUnreadable(key: "sprite/25-front")])
    let (offline, _) = self.repository(offline: true)
    #expect(try await offline.sprite(ofPokemon: 25, variant: .standard, link: Self.link)
      == sprite)
  }

  @Test func offlineAnUndecodableBlobIsNotCached() async throws {
    let key = try CacheKeys.sprite(25, .standard)
    store.plant(try CacheEnvelope.encode(StoredSprite(pixels: Data([2])), at: Date()), at: key)
    await #expect(throws: PokedexError.notCached(.sprite(25))) {
      try await repository(offline: true).0
        .sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    }
    #expect(store.keys == [])
  }
}
