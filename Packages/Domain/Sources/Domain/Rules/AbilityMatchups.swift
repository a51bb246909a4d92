/// How an ability changes what an attacking type does to the Pokémon that has it: the
/// immunities (Levitate, Flash Fire, Water Absorb, Volt Absorb, Sap Sipper…), the
/// resistances (Thick Fat, Heatproof…), the weaknesses (Fluffy, Dry Skin) and Wonder
/// Guard. Abilities that change damage by other means than the type (Filter, Multiscale)
/// are the damage calculator's, not a matchup's.
public enum AbilityMatchups {
  /// The multiplier an attack of `type` has against a Pokémon with `ability` (PokeAPI's
  /// slug) whose types alone give it `multiplier`, in `generation` (today's when not
  /// known); `nil` when the ability changes nothing there.
  public static func multiplier(
    _ ability: String, attacking type: PokemonType, typesGive multiplier: Double,
    generation: Int?
  ) -> Double? {
    let generation = generation ?? 9
    switch (ability, type) {
    case ("levitate", .ground), ("earth-eater", .ground), ("flash-fire", .fire),
      ("well-baked-body", .fire), ("water-absorb", .water), ("dry-skin", .water),
      ("volt-absorb", .electric), ("sap-sipper", .grass):
      return 0
    case ("motor-drive", .electric) where generation >= 4:
      return 0
    // Lightning Rod and Storm Drain only drew moves to the Pokémon before generation V.
    case ("lightning-rod", .electric) where generation >= 5, ("storm-drain", .water)
    where generation >= 5:
      return 0
    case ("thick-fat", .fire), ("thick-fat", .ice), ("heatproof", .fire),
      ("water-bubble", .fire), ("purifying-salt", .ghost):
      return multiplier / 2
    case ("dry-skin", .fire):
      return multiplier * 1.25
    case ("fluffy", .fire):
      return multiplier * 2
    case ("wonder-guard", _) where multiplier <= 1 && multiplier > 0:
      return 0
    default:
      return nil
    }
  }

  /// Whether `ability` changes an attack of `type` against some Pokémon in `generation`:
  /// `multiplier` asked at every multiplier one or two types can give (×0 to ×4), so the
  /// answer holds whatever its cases depend on.
  public static func canChange(_ ability: String, attacking type: PokemonType, generation: Int?) -> Bool {
    [0, 0.25, 0.5, 1, 2, 4].contains { typesGive in
      multiplier(ability, attacking: type, typesGive: typesGive, generation: generation) != nil
    }
  }
}
