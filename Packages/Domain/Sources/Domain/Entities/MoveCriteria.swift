/// What `pokecli moves` is asked for: filters, words to match and an order.
public struct MoveCriteria: Hashable, Sendable {
  /// Folded words; every one must match a part of the name, the type or the class.
  public var terms: [String]
  public var type: PokemonType?
  /// `physical`, `special` or `status`.
  public var damageClass: String?
  public var generation: Int?
  /// Only moves some Pokémon (or `pokemon`) learns in this game or group.
  public var game: String?
  /// Only the moves this Pokémon learns (in `game`, else in any game).
  public var pokemon: EntryQuery?
  public var sort: MoveSort
  public var reversed: Bool

  public init(
    terms: [String] = [], type: PokemonType? = nil, damageClass: String? = nil,
    generation: Int? = nil, game: String? = nil, pokemon: EntryQuery? = nil,
    sort: MoveSort = .number, reversed: Bool = false
  ) {
    self.terms = terms
    self.type = type
    self.damageClass = damageClass
    self.generation = generation
    self.game = game
    self.pokemon = pokemon
    self.sort = sort
    self.reversed = reversed
  }
}

/// The orders of `pokecli moves`.
public enum MoveSort: String, CaseIterable, Hashable, Sendable {
  case number, name, power, accuracy, pp, priority
}
