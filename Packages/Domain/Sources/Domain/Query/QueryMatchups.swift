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
    matchup(of: attacking, against: types, abilities: abilities, chart: chart)?.multiplier
  }

  /// The multiplier `multiplier` gives, with the ability that decides it when the types
  /// alone would give another; `nil` when a type is not in `chart`.
  public static func matchup(
    of attacking: PokemonType, against types: [PokemonType], abilities: [String],
    chart: TypeChart
  ) -> QueryMatchupValue? {
    let attack = CoverageAttack(type: attacking)
    guard let typesGive = AttackMatchup.multiplier(attack, against: types, ability: nil, chart: chart)
    else { return nil }
    var best: QueryMatchupValue?
    for ability in abilities {
      let multiplier = AttackMatchup.multiplier(
        attack, typesGive: typesGive, ability: ability, generation: chart.generation)
      guard best.map({ multiplier < $0.multiplier }) ?? true else { continue }
      best = QueryMatchupValue(
        type: attacking, multiplier: multiplier, ability: multiplier == typesGive ? nil : ability)
    }
    return best ?? QueryMatchupValue(type: attacking, multiplier: typesGive, ability: nil)
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
