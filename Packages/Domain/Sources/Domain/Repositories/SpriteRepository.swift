/// Where sprites come from: the image host, through a cache of the decoded pixels.
///
/// Implementations throw `PokedexError` for failures that may pass (the host unreachable)
/// and answer `nil` when there is no picture: no link, a 404, or bytes that are not an
/// image. A missing sprite is never an error a user must read.
public protocol SpriteRepository: Sendable {
  /// The cropped sprite of Pokémon `id` in `variant`, from `link`; `nil` when there is none.
  func sprite(
    ofPokemon id: Int, variant: SpriteVariant, link: String
  ) async throws -> Sprite?
}
