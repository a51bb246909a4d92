/// How `weak`, `resists` and `immune` read a Pokémon: by the multiplier an attacking type
/// has on it with its most helpful ability (Levitate Bronzong is immune to Ground, not
/// weak to it), its types alone when it has none.
public enum QueryMatchups {
  /// The multiplier `attacking` has on a Pokémon of `types` with the one of `abilities`
  /// that helps it most; `nil` when a type is not in `chart`.
  public static func multiplier(
    of attacking: PokemonType, against types: [PokemonType], abilities: [String],
    chart: TypeChart
  ) -> Double? {
    let attack = CoverageAttack(type: attacking)
    let each = (abilities.isEmpty ? [nil] : abilities.map(Optional.some)).compactMap {
      AttackMatchup.multiplier(attack, against: types, ability: $0, chart: chart)
    }
    return each.min()
  }

  /// Whether `multiplier` is what `matchup` asks: more than ×1, less than ×1 but more
  /// than ×0, or ×0.
  public static func holds(_ matchup: QueryMatchup, _ multiplier: Double?) -> Bool {
    guard let multiplier else { return false }
    switch matchup {
    case .weak: return multiplier > 1
    case .resists: return multiplier > 0 && multiplier < 1
    case .immune: return multiplier == 0
    }
  }
}
