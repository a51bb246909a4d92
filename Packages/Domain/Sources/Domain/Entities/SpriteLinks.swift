/// Where a Pokémon's front sprites are, as its `pokemon` document links them: the plain,
/// shiny, female and shiny female pictures, each absent when PokeAPI has none.
public struct SpriteLinks: Hashable, Sendable, Codable {
  /// The plain front sprite.
  public var front: String?
  /// The shiny front sprite.
  public var shiny: String?
  /// The female front sprite, for species whose females look different.
  public var female: String?
  /// The shiny female front sprite.
  public var shinyFemale: String?

  /// Links as the document gives them; `nil` where it gives none.
  public init(
    front: String? = nil, shiny: String? = nil, female: String? = nil,
    shinyFemale: String? = nil
  ) {
    self.front = front
    self.shiny = shiny
    self.female = female
    self.shinyFemale = shinyFemale
  }

  /// No sprite at all.
  public static let none = SpriteLinks()

  /// The link of `variant`, if the document gives one.
  public func link(_ variant: SpriteVariant) -> String? {
    switch (variant.isShiny, variant.isFemale) {
    case (false, false): return front
    case (true, false): return shiny
    case (false, true): return female
    case (true, true): return shinyFemale
    }
  }
}

/// Which of a Pokémon's front sprites to show.
public struct SpriteVariant: Hashable, Sendable {
  /// The shiny colouring.
  public var isShiny: Bool
  /// The female picture, where the species has one.
  public var isFemale: Bool

  /// A variant; the plain one by default.
  public init(isShiny: Bool = false, isFemale: Bool = false) {
    self.isShiny = isShiny
    self.isFemale = isFemale
  }

  /// The plain front sprite.
  public static let standard = SpriteVariant()

  /// Every variant: plain, shiny, female and shiny female, in that order.
  public static let all = [
    SpriteVariant(), SpriteVariant(isShiny: true), SpriteVariant(isFemale: true),
    SpriteVariant(isShiny: true, isFemale: true),
  ]

  /// A name usable in a cache key: `front`, `shiny`, `female`, `shiny-female`.
  public var key: String {
    switch (isShiny, isFemale) {
    case (false, false): return "front"
    case (true, false): return "shiny"
    case (false, true): return "female"
    case (true, true): return "shiny-female"
    }
  }
}
