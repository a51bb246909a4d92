/// What an item query's terms ask of the data: for each kind of condition, the items that
/// meet it, by id. `EvaluateKindQuery` combines the answers.
///
/// Words are as typed, in any language; a name that names nothing throws
/// `PokedexError.noSuchChoice` with the closest names.
public protocol ItemQueryFacts: KindQueryFacts where Condition == ItemQueryCondition {
  /// The items a bare word matches: part of a slug (`SlugSearch`), a name in any language
  /// starting with it, or a word of an effect in any language the data has
  /// (`EffectWords`).
  func ids(matchingWord word: String) async throws -> Set<Int>
  /// The items whose effect, in one language, holds every one of `words`.
  func itemIDs(withEffect words: [String]) async throws -> Set<Int>
  /// The items whose `field` holds what `name` names, in any language.
  func itemIDs(with field: ItemField, named name: String) async throws -> Set<Int>
  /// The items `pokemon` is found holding in the wild, in any game.
  func itemIDs(heldBy pokemon: String) async throws -> Set<Int>
  /// The items for which `quantity comparison value` holds; an item without the number
  /// holds none.
  func itemIDs(where quantity: ItemQuantity, _ comparison: QueryComparison, _ value: Double) async throws -> Set<Int>
}

extension ItemQueryFacts {
  public func ids(answering condition: ItemQueryCondition) async throws -> Set<Int> {
    switch condition {
    case .effect(let words): return try await itemIDs(withEffect: QueryGrammar.words(words))
    case .named(let field, let name): return try await itemIDs(with: field, named: name)
    case .heldBy(let pokemon): return try await itemIDs(heldBy: pokemon)
    case .compare(let quantity, let comparison, let value):
      return try await itemIDs(where: quantity, comparison, value)
    }
  }
}
