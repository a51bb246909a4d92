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

  public let id: Int
  public let name: String
  public let damageRelations: DamageRelations

  enum CodingKeys: String, CodingKey {
    case id, name
    case damageRelations = "damage_relations"
  }
}
