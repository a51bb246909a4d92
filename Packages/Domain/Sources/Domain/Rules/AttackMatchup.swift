/// What one attack does to a defender, counting the moves that break the type chart's
/// rule and the defender's ability: `coverage`'s arithmetic.
///
/// Three moves do not hit as their type alone would: Freeze-Dry is super effective on
/// Water; Flying Press is Fighting and Flying at once; Thousand Arrows hits Flying types
/// (and Levitate) as though Flying were not one of their types.
public enum AttackMatchup {
  /// The percentage `attack` does to a Pokémon of `defenders` by the types alone, in
  /// `chart`'s generation (200 for ×2, 25 for ×¼); `nil` when a type is not in the chart.
  public static func percent(
    _ attack: CoverageAttack, against defenders: [PokemonType], chart: TypeChart
  ) -> Int? {
    var percent = 100
    for defender in defenders {
      guard var factor = chart.factor(attack.type, against: defender) else { return nil }
      switch (attack.move, defender) {
      case ("freeze-dry", .water):
        factor = 200
      case ("thousand-arrows", .flying):
        factor = 100
      case ("flying-press", _):
        guard let flying = chart.factor(.flying, against: defender) else { return nil }
        factor = factor * flying / 100
      default:
        break
      }
      percent = percent * factor / 100
    }
    return percent
  }

  /// The multiplier `attack` has against a Pokémon of `defenders` with `ability` (none for
  /// `nil`, as before generation III), in `chart`'s generation: the types' percentage,
  /// changed by the ability where `AbilityMatchups` says so. Thousand Arrows is not
  /// stopped by Levitate. `nil` when a type is not in the chart.
  public static func multiplier(
    _ attack: CoverageAttack, against defenders: [PokemonType], ability: String?,
    chart: TypeChart
  ) -> Double? {
    guard let percent = percent(attack, against: defenders, chart: chart) else { return nil }
    let types = Double(percent) / 100
    guard let ability, !(attack.move == "thousand-arrows" && ability == "levitate") else {
      return types
    }
    return AbilityMatchups.multiplier(
      ability, attacking: attack.type, typesGive: types, generation: chart.generation) ?? types
  }
}
