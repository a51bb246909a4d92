/// One of the elemental types a Pokémon can have, named by its PokeAPI slug.
///
/// A struct rather than a closed enum so that a type PokeAPI adds tomorrow still decodes;
/// the eighteen battle types are provided as constants, and any other slug still works.
public struct PokemonType: Hashable, Sendable, Codable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// PokeAPI's lower-case slug, such as `"fire"`.
  public let slug: String

  /// Creates a type from its PokeAPI slug; the slug is lower-cased.
  public init(slug: String) {
    self.slug = slug.lowercased()
  }

  /// Lets tests and tables write `"fire"` where a type is expected.
  public init(stringLiteral value: String) {
    self.init(slug: value)
  }

  /// The English name a person reads: `"Fire"`.
  public var displayName: String {
    slug.prefix(1).uppercased() + slug.dropFirst()
  }

  public var description: String { slug }

  /// Stored as its slug: `"fire"`.
  public init(from decoder: any Decoder) throws {
    self.init(slug: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(slug)
  }

  /// Types order by the canonical order of the games, unknown ones last by name.
  public static func < (lhs: PokemonType, rhs: PokemonType) -> Bool {
    let left = allKnown.firstIndex(of: lhs) ?? Int.max
    let right = allKnown.firstIndex(of: rhs) ?? Int.max
    return left == right ? lhs.slug < rhs.slug : left < right
  }
}

// MARK: - Known types

/// The eighteen types of the games, by their PokeAPI slugs.
extension PokemonType {
  public static let normal: PokemonType = "normal"
  public static let fire: PokemonType = "fire"
  public static let water: PokemonType = "water"
  public static let electric: PokemonType = "electric"
  public static let grass: PokemonType = "grass"
  public static let ice: PokemonType = "ice"
  public static let fighting: PokemonType = "fighting"
  public static let poison: PokemonType = "poison"
  public static let ground: PokemonType = "ground"
  public static let flying: PokemonType = "flying"
  public static let psychic: PokemonType = "psychic"
  public static let bug: PokemonType = "bug"
  public static let rock: PokemonType = "rock"
  public static let ghost: PokemonType = "ghost"
  public static let dragon: PokemonType = "dragon"
  public static let dark: PokemonType = "dark"
  public static let steel: PokemonType = "steel"
  public static let fairy: PokemonType = "fairy"
  public static let stellar: PokemonType = "stellar"

  /// The eighteen battle types in the games' order.
  public static let allKnown: [PokemonType] = [
    .normal, .fire, .water, .electric, .grass, .ice, .fighting, .poison, .ground,
    .flying, .psychic, .bug, .rock, .ghost, .dragon, .dark, .steel, .fairy,
  ]

  /// The types PokeAPI gives no matchups: Stellar, a type only a Terastallized Pokémon
  /// takes, which no Pokémon or move has. A card shows it with none.
  public static let withoutMatchups: [PokemonType] = [.stellar]
}
