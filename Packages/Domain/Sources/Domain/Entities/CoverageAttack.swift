/// One attack `coverage` weighs: a move, or a bare type.
public struct CoverageAttack: Hashable, Sendable {
  /// The type it hits with (the move's in the game asked for: Bite is Normal in Red).
  public var type: PokemonType
  /// The move's slug (`AttackMatchup` knows the moves that break the chart's rule); `nil`
  /// for a type.
  public var move: String?
  /// The move's display name; `nil` for a type (its name is the language's).
  public var moveName: String?
}
