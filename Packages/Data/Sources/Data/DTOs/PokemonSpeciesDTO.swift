import Foundation

/// The fields of a `pokemon-species` document that pokecli uses.
public struct PokemonSpeciesDTO: Decodable, Sendable {
  /// A category in one language: `{"genus": "Mouse Pokémon", "language": …}`.
  public struct Genus: Decodable, Sendable {
    public let genus: String
    public let language: NamedAPIResourceDTO
  }

  /// A Pokédex entry from one game, as the game printed it.
  public struct FlavorTextEntry: Decodable, Sendable {
    public let flavorText: String
    public let language: NamedAPIResourceDTO
    public let version: NamedAPIResourceDTO?

    enum CodingKeys: String, CodingKey {
      case language, version
      case flavorText = "flavor_text"
    }
  }

  /// One Pokémon of the species: its default or an alternate form.
  public struct Variety: Decodable, Sendable {
    public let isDefault: Bool
    public let pokemon: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case pokemon
      case isDefault = "is_default"
    }
  }

  /// A link without a name, as PokeAPI gives the evolution chain.
  public struct APIResource: Decodable, Sendable {
    public let url: String
  }

  public let id: Int
  public let name: String
  /// The species' names in every language PokeAPI knows; may be empty.
  public let names: [LocalizedNameDTO]
  public let genera: [Genus]?
  public let generation: NamedAPIResourceDTO?
  public let isLegendary: Bool?
  public let isMythical: Bool?
  public let isBaby: Bool?
  public let flavorTextEntries: [FlavorTextEntry]?
  public let evolutionChain: APIResource?
  public let varieties: [Variety]?

  enum CodingKeys: String, CodingKey {
    case id, name, names, genera, generation, varieties
    case isLegendary = "is_legendary"
    case isMythical = "is_mythical"
    case isBaby = "is_baby"
    case flavorTextEntries = "flavor_text_entries"
    case evolutionChain = "evolution_chain"
  }

  /// The English name, such as "Farfetch’d", or `nil` when PokeAPI has none.
  public var englishName: String? { names.english }
}
