import Domain
import Foundation

/// Answers sprites from the cache first, keeping the cropped pixels as a palette and
/// compressed indices (a few hundred bytes, see `SpriteCacheCodec`), not the PNG; "no
/// sprite" is remembered too, so a Pokémon without one costs a request once.
public struct CachedSpriteRepository: SpriteRepository {
  private let remote: any SpriteRepository
  private let shelf: CacheShelf
  private let codec: SpriteCacheCodec

  /// Creates a repository caching `remote`'s sprites in `storage`, their pixels
  /// compressed by `compressor` (the app's zlib).
  public init(
    remote: any SpriteRepository, storage: any DocumentStorage, compressor: any Compressor,
    policy: CachePolicy, onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.remote = remote
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: onEvent)
    self.codec = SpriteCacheCodec(compressor: compressor)
  }

  public func sprite(
    ofPokemon id: Int, variant: SpriteVariant, link: String
  ) async throws -> Sprite? {
    let key = try CacheKeys.sprite(id, variant)
    let stored = try await shelf.value(key, subject: .sprite(id)) {
      let sprite = try await remote.sprite(ofPokemon: id, variant: variant, link: link)
      return StoredSprite(pixels: try sprite.map(codec.encode))
    }
    guard let pixels = stored.pixels else { return nil }
    do {
      return try codec.decode(pixels)
    } catch {
      try? shelf.storage.remove(key)
      return nil
    }
  }
}

/// A cached sprite: its encoded pixels, or `nil` for a Pokémon that has none.
struct StoredSprite: Codable, Sendable {
  var pixels: Data?
}
