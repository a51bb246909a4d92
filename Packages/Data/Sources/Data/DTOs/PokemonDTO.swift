import Foundation

/// The fields of a `pokemon` document that pokecli uses; every other field is ignored.
public struct PokemonDTO: Decodable, Sendable {
  /// One entry of `types`: the slot orders a Pokémon's types.
  public struct TypeSlot: Decodable, Sendable {
    public let slot: Int
    public let type: NamedAPIResourceDTO
  }

  /// One entry of `abilities`; the hidden ability is flagged.
  public struct AbilitySlot: Decodable, Sendable {
    public let ability: NamedAPIResourceDTO?
    public let isHidden: Bool
    public let slot: Int

    enum CodingKeys: String, CodingKey {
      case ability, slot
      case isHidden = "is_hidden"
    }
  }

  /// One entry of `stats`.
  public struct Stat: Decodable, Sendable {
    public let baseStat: Int
    public let stat: NamedAPIResourceDTO

    enum CodingKeys: String, CodingKey {
      case stat
      case baseStat = "base_stat"
    }
  }

  public let id: Int
  public let name: String
  /// Whether this is its species' default Pokémon (false for megas and regional forms).
  /// Sent as `null` by some mirrors of old data, so optional; absent means default.
  public let isDefault: Bool?
  public let species: NamedAPIResourceDTO
  public let types: [TypeSlot]
  /// Decimetres.
  public let height: Int?
  /// Hectograms.
  public let weight: Int?
  public let abilities: [AbilitySlot]?
  public let stats: [Stat]?

  enum CodingKeys: String, CodingKey {
    case id, name, species, types, height, weight, abilities, stats
    case isDefault = "is_default"
  }
}
