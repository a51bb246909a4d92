/// A search over abilities (`immune ground`, `of garchomp | of dragonite, pokemon > 20`).
public typealias AbilityQuery = KindQuery<AbilityQueryCondition, AbilitySort>

/// One condition of an ability query.
public indirect enum AbilityQueryCondition: Hashable, Sendable {
  /// Every one holds: the words of a bare phrase (`immune ground`).
  case allOf([AbilityQueryCondition])
  /// At least one holds: `of garchomp | of dragonite`.
  case anyOf([AbilityQueryCondition])
  /// It does not hold: `!gen 3`.
  case not(AbilityQueryCondition)
  /// A bare word: part of its name in any language, or a word of its effect.
  case word(String)
  /// Words its effect holds, every one: `effect contact`.
  case effect(String)
  /// A Pokémon can have it: `of garchomp`, `held by Knakrack`.
  case of(pokemon: String)
  /// The generation that introduced it: `gen 3`, `gen 1-4`.
  case generation(ClosedRange<Int>)
  /// How many Pokémon (forms included) can have it compared with a number: `pokemon > 20`.
  case holders(QueryComparison, Double)
}

extension AbilityQueryCondition: WordedCondition {
  public var bareWord: String? {
    if case .word(let word) = self { return word }
    return nil
  }

  public var combination: QueryCombination<AbilityQueryCondition>? {
    switch self {
    case .allOf(let conditions): return .all(conditions)
    case .anyOf(let conditions): return .any(conditions)
    case .not(let condition): return .not(condition)
    default: return nil
    }
  }
}

extension AbilityQueryCondition: CustomStringConvertible {
  /// The condition written back in the search language: what an error names.
  public var description: String {
    if let combined = writtenCombination { return combined }
    switch self {
    // Written by `writtenCombination` above.
    case .allOf, .anyOf, .not: return ""
    case .word(let word): return word
    case .effect(let words): return "effect " + words
    case .of(let pokemon): return "of " + pokemon
    case .generation(let range):
      return range.count == 1 ? "gen \(range.lowerBound)" : "gen \(range.lowerBound)-\(range.upperBound)"
    case .holders(let comparison, let value):
      return "pokemon \(comparison.rawValue) \(QueryGrammar.written(value))"
    }
  }
}

