/// Finding the sprite to show for a Pokémon: the variant asked for, or, when a female
/// picture is asked for and the species has none, the plain one with a note.
public struct LoadSprite: Sendable {
  private let sprites: any SpriteRepository

  /// Creates the use case over a sprite repository (the cache over the image host).
  public init(sprites: any SpriteRepository) {
    self.sprites = sprites
  }

  /// The sprite of `pokemon` in `variant`, or the best stand-in.
  public func callAsFunction(
    _ pokemon: Pokemon, _ variant: SpriteVariant
  ) async throws -> SpriteChoice {
    var shown = variant
    if variant.isFemale, pokemon.sprites.link(variant) == nil {
      shown.isFemale = false
    }
    guard let link = pokemon.sprites.link(shown) else {
      return SpriteChoice(sprite: nil, variant: shown, femaleMissing: shown != variant)
    }
    let sprite = try await sprites.sprite(
      ofPokemon: pokemon.summary.id, variant: shown, link: link)
    // A picture whose every pixel is transparent shows nothing: it counts as none.
    return SpriteChoice(
      sprite: sprite.flatMap { $0.cropped().isEmpty ? nil : $0 }, variant: shown,
      femaleMissing: shown != variant)
  }
}

/// The sprite chosen for a Pokémon.
public struct SpriteChoice: Hashable, Sendable {
  /// The picture, cropped; `nil` when the Pokémon has none.
  public var sprite: Sprite?
  /// The variant shown.
  public var variant: SpriteVariant
  /// Whether a female picture was asked for and the species has none.
  public var femaleMissing: Bool
}

/// Finding the sprites of several Pokémon named on the command line, in the order named:
/// each one's details (through the cache), then its sprite.
public struct LoadSprites: Sendable {
  private let pokemon: any PokemonRepository
  private let sprite: LoadSprite

  public init(pokemon: any PokemonRepository, sprites: any SpriteRepository) {
    self.pokemon = pokemon
    self.sprite = LoadSprite(sprites: sprites)
  }

  /// Each Pokémon `queries` name, with its sprite in `variant` or the best stand-in.
  public func callAsFunction(
    _ queries: [EntryQuery], _ variant: SpriteVariant
  ) async throws -> [NamedSpriteChoice] {
    var chosen: [NamedSpriteChoice] = []
    for query in queries {
      let found = try await pokemon.pokemon(query)
      chosen.append(NamedSpriteChoice(
        name: found.summary.displayName, choice: try await sprite(found, variant)))
    }
    return chosen
  }
}

/// A Pokémon's display name with the sprite chosen for it.
public struct NamedSpriteChoice: Hashable, Sendable {
  /// Its display name, such as "Pikachu".
  public var name: String
  /// Its sprite, or why there is none.
  public var choice: SpriteChoice
}
