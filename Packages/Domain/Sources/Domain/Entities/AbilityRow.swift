/// An ability as `pokecli abilities` lists it.
public struct AbilityRow: Codable, Hashable, Sendable {
  /// PokeAPI's id.
  public var id: Int
  /// PokeAPI's slug, such as `"levitate"`.
  public var name: String
  /// The English name, such as "Levitate".
  public var displayName: String
  /// The generation that introduced it.
  public var generation: Int?
  /// How many Pokémon (forms included) can have it.
  public var pokemonCount: Int
  /// Its effect in one English sentence, when PokeAPI has one.
  public var shortEffect: String?
  /// Its name in each other language its document speaks (`Translatable`).
  public var translations: [String: String]?

  public init(
    id: Int, name: String, displayName: String, generation: Int?, pokemonCount: Int,
    shortEffect: String?
  ) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.generation = generation
    self.pokemonCount = pokemonCount
    self.shortEffect = shortEffect
  }
}

/// What `pokecli abilities` is asked for: a generation, words to match and an order.
public struct AbilityCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of the name.
  public var terms: [String]
  public var generation: Int?
  public var sort: AbilitySort
  public var reversed: Bool

  public init(
    terms: [String] = [], generation: Int? = nil, sort: AbilitySort = .number,
    reversed: Bool = false
  ) {
    self.terms = terms
    self.generation = generation
    self.sort = sort
    self.reversed = reversed
  }
}

/// The orders of `pokecli abilities`: by number, by name, or the most widely held first.
public enum AbilitySort: String, CaseIterable, Hashable, Sendable {
  case number, name, pokemon
}

extension AbilityRow: NameWorded {}
