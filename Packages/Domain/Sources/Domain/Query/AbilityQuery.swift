/// A search over abilities (`immune ground`, `of garchomp | of dragonite, pokemon > 20`).
public typealias AbilityQuery = KindQuery<AbilityQueryCondition, AbilitySort>

/// One condition of an ability query.
public enum AbilityQueryCondition: QueryAtom {
  /// Words its effect holds, every one: `effect contact`.
  case effect(String)
  /// A Pokémon can have it: `of garchomp`, `held by Knakrack`.
  case of(pokemon: String)
  /// The generation that introduced it: `gen 3`, `gen 1-4`.
  case generation(ClosedRange<Int>)
  /// How many Pokémon (forms included) can have it compared with a number: `pokemon > 20`.
  case holders(QueryComparison, Double)
}

extension AbilityQueryCondition: CustomStringConvertible {
  /// The condition written back in the search language: what an error names.
  public var description: String {
    switch self {
    case .effect(let words): return "effect " + words
    case .of(let pokemon): return "of " + pokemon
    case .generation(let range):
      return range.count == 1 ? "gen \(range.lowerBound)" : "gen \(range.lowerBound)-\(range.upperBound)"
    case .holders(let comparison, let value):
      return "pokemon \(comparison.rawValue) \(QueryGrammar.written(value))"
    }
  }
}

