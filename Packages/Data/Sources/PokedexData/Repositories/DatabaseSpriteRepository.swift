import Domain
/// Answers sprites from the built-in database first, with no request: the pictures PokeAPI
/// serves for every species, plain, shiny and female. What is not built in (the forms'
/// pictures, a sprite newer than the data) comes from `fallback`, the cache over the image
/// host.
///
/// A built-in blob that does not decode is treated as not built in: the fallback answers.
public struct DatabaseSpriteRepository: SpriteRepository {
  private let database: PokedexDatabase
  private let codec: SpriteCacheCodec
  private let fallback: any SpriteRepository

  /// Creates a repository over `database`, whose sprites `codec` decodes (the cache's
  /// codec, with zlib), asking `fallback` for the rest.
  public init(database: PokedexDatabase, codec: SpriteCacheCodec, fallback: any SpriteRepository) {
    self.database = database
    self.codec = codec
    self.fallback = fallback
  }

  public func sprite(
    ofPokemon id: Int, variant: SpriteVariant, link: String
  ) async throws -> Sprite? {
    switch try? await database.sprite(ofPokemon: id, variant: variant) {
    case .blank?:
      return nil
    case .encoded(let bytes)?:
      if let sprite = try? codec.decode(Data(bytes)) { return sprite }
    case .notHeld?, nil:
      break
    }
    return try await fallback.sprite(ofPokemon: id, variant: variant, link: link)
  }
}
