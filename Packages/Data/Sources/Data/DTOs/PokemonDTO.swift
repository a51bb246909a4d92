import Foundation

/// The fields of a `pokemon` document that pokecli uses; every other field is ignored.
public struct PokemonDTO: Decodable, Sendable {
  /// One entry of `types`: the slot orders a Pokémon's types.
  public struct TypeSlot: Decodable, Sendable {
    public let slot: Int
    public let type: NamedAPIResourceDTO
  }

  public let id: Int
  public let name: String
  /// Whether this is its species' default Pokémon (false for megas and regional forms).
  /// Sent as `null` by some mirrors of old data, so optional; absent means default.
  public let isDefault: Bool?
  public let species: NamedAPIResourceDTO
  public let types: [TypeSlot]

  enum CodingKeys: String, CodingKey {
    case id, name, species, types
    case isDefault = "is_default"
  }
}
