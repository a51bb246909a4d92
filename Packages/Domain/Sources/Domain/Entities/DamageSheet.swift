/// One damage calculation as `pokecli damage` shows it: both sides as set up and worked
/// out, the move, the field, the sixteen rolls and the verdict.
public struct DamageSheet: Hashable, Sendable {
  public var attacker: DamageSide
  public var defender: DamageSide
  public var move: DamagingMove
  /// The move's name in the language asked for.
  public var moveName: String
  /// The field, in the generation worked out (no critical hit on a Pokémon no critical
  /// hit lands on: `BattleField.facing`).
  public var field: BattleField
  /// The group of games the numbers are from; `nil` for today's.
  public var game: GameGroup?
  public var rolls: DamageRolls
  /// What the player named that the calculator does not count, by name: abilities,
  /// items, the move, and Sheer Force on a move PokeAPI does not describe. An ability
  /// assumed is not among them (`DamageSide.isAbilityCounted`); a generation before the
  /// formula's never reaches a sheet (`CalculateDamage` refuses it).
  public var unmodelled: [String]
  /// The abilities in play that ask whether the move makes contact, when the player did
  /// not say it does (`DamageRequest.makesContact`).
  public var contactAsked: [String]

  /// How many uses knock the defender out from the HP it has now.
  public var knockOut: KnockOut? { rolls.knockOut(hp: defender.combatant.hp) }

  /// `damage` as a percentage of the defender's full HP, to a tenth, rounded down (as
  /// Smogon's calculator shows it, whatever HP is left).
  public func percent(_ damage: Int) -> Double {
    Double(damage * 1_000 / max(defender.combatant.stats.hp, 1)) / 10
  }
}

/// One side of a damage calculation as worked out: the Pokémon, what it was set up with,
/// and the `Combatant` the calculator weighed.
public struct DamageSide: Hashable, Sendable {
  /// The Pokémon, its types as in the game worked out.
  public var pokemon: PokemonSummary
  public var combatant: Combatant
  public var nature: Nature?
  /// Its IVs and EVs by stat slug, all six.
  public var individual: [String: Int]
  public var effort: [String: Int]
  /// Its ability's and item's names, as `combatant`'s slugs.
  public var abilityName: String?
  public var itemName: String?
  /// Whether the ability is its first, assumed because none was named.
  public var isAbilityAssumed: Bool
  /// Whether the calculator counts its ability in the generation worked out
  /// (`DamageCalculator.counts(ability:generation:)`); true for none.
  public var isAbilityCounted: Bool
}
