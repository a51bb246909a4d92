import Foundation

/// The fields of a `pokemon-species` document that pokecli uses.
public struct PokemonSpeciesDTO: Decodable, Sendable {
  /// A name in one language: `{"name": "Mr. Mime", "language": {"name": "en", ...}}`.
  public struct LocalizedName: Decodable, Sendable {
    public let name: String
    public let language: NamedAPIResourceDTO
  }

  public let id: Int
  public let name: String
  /// The species' names in every language PokeAPI knows; may be empty.
  public let names: [LocalizedName]

  /// The English name, such as "Farfetch’d", or `nil` when PokeAPI has none.
  public var englishName: String? {
    names.first { $0.language.name == "en" }?.name
  }
}
