import Domain
/// Where the generator takes the built-in sprites from: the image host the cards link to
/// (a PokeAPI corpus's `sprites/` folder, or the host itself), and the codec that makes
/// them compact, the one the sprite cache uses.
public struct BuiltInSpriteSource: Sendable {
  let sprites: any SpriteRepository
  let codec: SpriteCacheCodec

  /// Sprites from `sprites` (cropped, as every `SpriteRepository` answers them), kept in
  /// `codec`'s form.
  public init(sprites: any SpriteRepository, codec: SpriteCacheCodec) {
    self.sprites = sprites
    self.codec = codec
  }
}

/// The `sprites` table: each card's front sprites (plain, shiny, female, shiny female)
/// that its links lead to, cropped and encoded by `SpriteCacheCodec` (about 700 bytes
/// each), so that cards draw them offline.
///
/// A row with no pixels says the host's picture is entirely transparent: no sprite, known
/// without asking. A link the host answers 404 gets no row, so pokecli still asks the
/// network for it (a corpus lacks the forms' sprites that the real host has).
/// The text form holds the pixels in base64; the build's loader stores them as a BLOB.
enum SpriteTable {
  static let columns = ["pokemon_id", "variant", "pixels"]

  /// The table for `cards`; empty without a source (tests' small databases).
  static func make(cards: [Pokemon], source: BuiltInSpriteSource?) async throws -> PokedexTable {
    var table = PokedexTable("sprites", columns: columns)
    guard let source else { return table }
    for card in cards {
      for variant in SpriteVariant.all {
        guard let link = card.sprites.link(variant) else { continue }
        guard
          let sprite = try await source.sprites.sprite(
            ofPokemon: card.summary.id, variant: variant, link: link)
        else { continue }
        let pixels: PokedexValue =
          sprite.isEmpty ? .null : .text(try source.codec.encode(sprite).base64EncodedString())
        table.append([.integer(card.summary.id), .text(variant.key), pixels])
      }
    }
    return table
  }
}
