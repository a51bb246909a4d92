/// The fields of a `type` document that pokecli uses: how it takes damage.
public struct TypeDTO: Decodable, Sendable {
  /// Which attacking types hurt it more, less or not at all.
  public struct DamageRelations: Decodable, Sendable {
    /// The attacking types that do double damage to it.
    public let doubleDamageFrom: [NamedAPIResourceDTO]
    /// The attacking types that do half damage to it.
    public let halfDamageFrom: [NamedAPIResourceDTO]
    /// The attacking types that do no damage to it.
    public let noDamageFrom: [NamedAPIResourceDTO]
  }

  /// One Pokémon of the type.
  public struct Member: Decodable, Sendable {
    /// The Pokémon, whose URL ends in its id.
    public let pokemon: NamedAPIResourceDTO
    /// Where the type stands among the Pokémon's types: 1 for its primary type.
    public let slot: Int?
  }

  /// PokeAPI's id of the type.
  public let id: Int
  /// The type's slug, such as `fire`.
  public let name: String
  /// How attacks of each type hurt it.
  public let damageRelations: DamageRelations
  /// Every Pokémon (forms included) with this type; absent in some mirrors' documents.
  public let pokemon: [Member]?
}
