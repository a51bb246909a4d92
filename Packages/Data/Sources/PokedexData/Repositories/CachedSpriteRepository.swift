import Domain
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

  /// The sprite, from the cache or else from `remote`. A cached blob that does not decode
  /// (damaged, or of an older layout) is removed, reported like any unreadable entry and
  /// counts as missing: it is fetched again at once, or is `notCached` offline.
  public func sprite(
    ofPokemon id: Int, variant: SpriteVariant, link: String
  ) async throws -> Sprite? {
    let key = try CacheKeys.sprite(id, variant)
    // Twice at most: a blob just written that does not decode is not fetched forever.
    for _ in 0..<2 {
      let stored = try await shelf.value(key, subject: .sprite(id)) {
        let sprite = try await remote.sprite(ofPokemon: id, variant: variant, link: link)
        return StoredSprite(pixels: try sprite.map(codec.encode))
      }
      guard let pixels = stored.pixels else { return nil }
      if let sprite = try? codec.decode(pixels) { return sprite }
      try? shelf.storage.remove(key)
      shelf.onEvent(.discardedUnreadable(key: key.description))
    }
    return nil
  }
}

/// A cached sprite: its encoded pixels, or `nil` for a Pokémon that has none.
struct StoredSprite: Codable, Sendable {
  var pixels: Data?
}
