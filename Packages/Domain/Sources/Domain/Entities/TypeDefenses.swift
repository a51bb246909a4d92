/// How much damage each attacking type does to a Pokémon: ×4, ×2, ×½, ×¼ or ×0, with
/// neutral types left out.
public struct TypeDefenses: Hashable, Sendable, Codable {
  /// The multiplier of each attacking type that is not neutral.
  public var multipliers: [PokemonType: Double]

  /// Creates defenses from their multipliers; neutral (1) ones are dropped.
  public init(multipliers: [PokemonType: Double]) {
    self.multipliers = multipliers.filter { $0.value != 1 }
  }

  /// The attacking types at `multiplier`, in the games' order.
  public func types(at multiplier: Double) -> [PokemonType] {
    multipliers.filter { $0.value == multiplier }.map(\.key).sorted()
  }

  /// The multipliers that occur, strongest first: 4, 2, 0.5, 0.25, 0.
  public var levels: [Double] {
    Set(multipliers.values).sorted { lhs, rhs in
      lhs == 0 ? false : rhs == 0 ? true : lhs > rhs
    }
  }
}

// MARK: - Coding

extension TypeDefenses {
  /// Stored as `{"ground": 2, "flying": 0.5}`: attacking type slug to multiplier.
  public init(from decoder: any Decoder) throws {
    let byName = try [String: Double](from: decoder)
    self.init(multipliers: Dictionary(
      byName.map { (PokemonType(slug: $0.key), $0.value) },
      uniquingKeysWith: { first, _ in first }))
  }

  public func encode(to encoder: any Encoder) throws {
    try Dictionary(multipliers.map { ($0.key.slug, $0.value) }, uniquingKeysWith: { a, _ in a })
      .encode(to: encoder)
  }
}
