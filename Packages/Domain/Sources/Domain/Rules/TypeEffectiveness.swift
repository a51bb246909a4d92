/// A defending type's weaknesses, resistances and immunities, from its damage relations.
public struct DamageRelations: Hashable, Sendable {
  /// Attacking types that do double damage to it.
  public var doubleDamageFrom: [PokemonType]
  /// Attacking types that do half damage to it.
  public var halfDamageFrom: [PokemonType]
  /// Attacking types that do no damage to it.
  public var noDamageFrom: [PokemonType]

  /// Creates relations.
  public init(
    doubleDamageFrom: [PokemonType], halfDamageFrom: [PokemonType], noDamageFrom: [PokemonType]
  ) {
    self.doubleDamageFrom = doubleDamageFrom
    self.halfDamageFrom = halfDamageFrom
    self.noDamageFrom = noDamageFrom
  }
}

extension TypeDefenses {
  /// The defenses of a Pokémon with one relation per type: multipliers multiply, so
  /// Grass/Poison takes ×4 from nothing, but Bug/Steel takes ×4 from Fire.
  public init(combining relations: [DamageRelations]) {
    var multipliers: [PokemonType: Double] = [:]
    for relation in relations {
      for type in relation.doubleDamageFrom { multipliers[type, default: 1] *= 2 }
      for type in relation.halfDamageFrom { multipliers[type, default: 1] *= 0.5 }
      for type in relation.noDamageFrom { multipliers[type, default: 1] *= 0 }
    }
    self.init(multipliers: multipliers)
  }
}

extension TypeDefenses {
  /// The defenses a chart's factors give: 200 percent is ×2.
  public init(_ factors: [TypeFactor]) {
    self.init(multipliers: Dictionary(
      factors.map { ($0.type, Double($0.percent) / 100) }, uniquingKeysWith: { first, _ in first }))
  }
}
