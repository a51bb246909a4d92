/// What an attacking type does to a listed Pokémon, as `weak`, `resists` and `immune`
/// read it (`QueryMatchups`): the multiplier with its most helpful ability, and that
/// ability when it is what decides (Bronzong's Levitate makes Ground ×0, not ×2).
public struct QueryMatchupValue: Hashable, Sendable, Codable {
  /// The attacking type.
  public let type: PokemonType
  /// ×0 to ×4 (Dry Skin and Fluffy can make it ×5 or ×8 against Fire).
  public let multiplier: Double
  /// The ability (PokeAPI's slug) that makes the multiplier what it is; `nil` when the
  /// types alone do.
  public let ability: String?
}
