/// What an ability query's terms ask of the data: for each kind of condition, the
/// abilities that meet it, by id. `EvaluateKindQuery` combines the answers.
///
/// Words are as typed, in any language; a Pokémon's name that names nothing throws
/// `PokedexError.noSuchChoice` with the closest names.
public protocol AbilityQueryFacts: KindQueryFacts where Condition == AbilityQueryCondition {
  /// The abilities a bare word matches: part of a slug (`SlugSearch`), a name in any
  /// language starting with it, or a word of an effect in any language the data has
  /// (`EffectWords`).
  func ids(matchingWord word: String) async throws -> Set<Int>
  /// The abilities whose effect, in one language, holds every one of `words`
  /// (`EffectWords`).
  func abilityIDs(withEffect words: [String]) async throws -> Set<Int>
  /// The abilities `pokemon` can have, hidden or not.
  func abilityIDs(of pokemon: String) async throws -> Set<Int>
  /// The abilities one of `generations` introduced.
  func abilityIDs(inGenerations generations: ClosedRange<Int>) async throws -> Set<Int>
  /// The abilities for which `count comparison value` holds, `count` being how many
  /// Pokémon (forms included) can have it.
  func abilityIDs(heldBy comparison: QueryComparison, _ value: Double) async throws -> Set<Int>
}

extension AbilityQueryFacts {
  public func ids(answering condition: AbilityQueryCondition) async throws -> Set<Int> {
    switch condition {
    case .effect(let words): return try await abilityIDs(withEffect: QueryGrammar.words(words))
    case .of(let pokemon): return try await abilityIDs(of: pokemon)
    case .generation(let generations): return try await abilityIDs(inGenerations: generations)
    case .holders(let comparison, let value): return try await abilityIDs(heldBy: comparison, value)
    }
  }
}
