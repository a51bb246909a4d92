/// What one attack does to a defender, counting the moves that break the type chart's
/// rule and the defender's ability: `coverage`'s arithmetic.
///
/// Three moves do not hit as their type alone would: Freeze-Dry is super effective on
/// Water; Flying Press is Fighting and Flying at once; Thousand Arrows hits a Flying type
/// (and a Pokémon with Levitate) neutrally, whatever its other type.
public enum AttackMatchup {
  /// The percentage `attack` does to a Pokémon of `defenders` by the types alone, in
  /// `chart`'s generation (200 for ×2, 25 for ×¼); `nil` when a type is not in the chart.
  ///
  /// A chart's factor is taken between 0 and 400 (a chart read from disk holds no other),
  /// so no product can overflow.
  ///
  /// - Parameter immunityLifted: whether an immunity of a defending type to an attacking
  ///   type does not hold, so the type counts ×1 (a Ring Target, Scrappy's Normal and
  ///   Fighting moves on Ghost, an Iron Ball's Ground moves on Flying: the damage
  ///   calculator's); none is lifted by default.
  public static func percent(
    _ attack: CoverageAttack, against defenders: [PokemonType], chart: TypeChart,
    immunityLifted: (_ attacking: PokemonType, _ defending: PokemonType) -> Bool = { _, _ in false }
  ) -> Int? {
    func factor(_ type: PokemonType, _ defender: PokemonType) -> Int? {
      chart.factor(type, against: defender).map { factor in
        factor == 0 && immunityLifted(type, defender) ? 100 : min(max(factor, 0), 400)
      }
    }
    var percent = 100
    for defender in defenders {
      guard var hit = factor(attack.type, defender) else { return nil }
      switch (attack.move, defender) {
      case ("freeze-dry", .water):
        hit = 200
      case ("flying-press", _):
        guard let flying = factor(.flying, defender) else { return nil }
        hit = hit * flying / 100
      default:
        break
      }
      percent = percent * hit / 100
    }
    if attack.move == "thousand-arrows", defenders.contains(.flying) { return 100 }
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
    return multiplier(
      attack, typesGive: Double(percent) / 100, ability: ability, generation: chart.generation)
  }

  /// The same, from what the types alone give (`typesGive`, the multiplier with no
  /// ability): for a Pokémon's several abilities, whose types are multiplied out once.
  public static func multiplier(
    _ attack: CoverageAttack, typesGive types: Double, ability: String?, generation: Int?
  ) -> Double {
    guard let ability, !(attack.move == "thousand-arrows" && ability == "levitate") else {
      return types
    }
    return AbilityMatchups.multiplier(
      ability, attacking: attack.type, typesGive: types, generation: generation) ?? types
  }
}
