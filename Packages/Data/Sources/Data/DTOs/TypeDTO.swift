import Foundation

/// The fields of a `type` document that pokecli uses: how it takes damage.
public struct TypeDTO: Decodable, Sendable {
  /// Which attacking types hurt it more, less or not at all.
  public struct DamageRelations: Decodable, Sendable {
    public let doubleDamageFrom: [NamedAPIResourceDTO]
    public let halfDamageFrom: [NamedAPIResourceDTO]
    public let noDamageFrom: [NamedAPIResourceDTO]

    enum CodingKeys: String, CodingKey {
      case doubleDamageFrom = "double_damage_from"
      case halfDamageFrom = "half_damage_from"
      case noDamageFrom = "no_damage_from"
    }
  }

  /// One Pokémon of the type.
  public struct Member: Decodable, Sendable {
    public let pokemon: NamedAPIResourceDTO
  }

  public let id: Int
  public let name: String
  public let damageRelations: DamageRelations
  /// Every Pokémon (forms included) with this type; absent in some mirrors' documents.
  public let pokemon: [Member]?

  enum CodingKeys: String, CodingKey {
    case id, name, pokemon
    case damageRelations = "damage_relations"
  }
}
