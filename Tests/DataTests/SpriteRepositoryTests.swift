import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

/// Decodes the bytes "PNG" to a 2×1 sprite with a transparent pixel, and refuses anything
/// else as an image decoder refuses a file that is not a PNG.
struct StubImageDecoder: ImageDecoder {
  static let sprite = Sprite(
    width: 2, height: 1, pixels: [Pixel(red: 9, green: 9, blue: 9), .clear])

  func decode(_ data: Data) throws(ImageDecodingError) -> Sprite {
    guard data == Data("PNG".utf8), let sprite = Self.sprite else {
      throw .badSignature
    }
    return sprite
  }
}

@Suite("Sprite repositories")
struct SpriteRepositoryTests {
  static let link = "http://img.test/25.png"

  func remote(
    _ answer: Result<Data, PokedexError>
  ) -> (RemoteSpriteRepository, StubHTTPClient) {
    let client = StubHTTPClient(answers: [Self.link: answer])
    return (RemoteSpriteRepository(client: client, decoder: StubImageDecoder()), client)
  }

  @Test func aSpriteIsFetchedDecodedAndCropped() async throws {
    let (repository, client) = remote(.success(Data("PNG".utf8)))
    let sprite = try await repository.sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    #expect(sprite?.width == 1)
    #expect(client.requestedURLs.count == 1)
  }

  @Test func aNotFoundImageIsNoSpriteAndNoError() async throws {
    let (repository, _) = remote(.failure(.notFound(url: "http://img.test/25.png")))
    #expect(try await repository.sprite(ofPokemon: 25, variant: .standard, link: Self.link)
      == nil)
  }

  @Test func anUnreachableHostIsAFailureThatMayPass() async throws {
    let (repository, _) = remote(.failure(.unreachable(url: Self.link, reason: "refused")))
    await #expect(throws: PokedexError.unreachable(url: Self.link, reason: "refused")) {
      try await repository.sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    }
  }

  @Test func theCacheKeepsPixelsAndNoneAlikeAndAnswersOfflineFromThem() async throws {
    let store = InMemoryDocumentStorage()
    let (remote, client) = remote(.success(Data("PNG".utf8)))
    func cached(offline: Bool = false) -> CachedSpriteRepository {
      CachedSpriteRepository(
        remote: remote, storage: store, compressor: ReversingCompressor(),
        policy: CachePolicy(freshness: 86_400, isOffline: offline, now: { Date() }))
    }
    let first = try await cached().sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    let again = try await cached(offline: true)
      .sprite(ofPokemon: 25, variant: .standard, link: Self.link)
    #expect(first == again && first != nil)
    #expect(client.requestedURLs.count == 1)
    #expect(store.keys == ["sprite/25-front"])
    await #expect(throws: PokedexError.notCached(.sprite(25))) {
      try await cached(offline: true).sprite(ofPokemon: 25, variant: .init(isShiny: true),
        link: Self.link)
    }
  }
}
