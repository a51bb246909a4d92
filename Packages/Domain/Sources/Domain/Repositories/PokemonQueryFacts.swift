/// What the search language's terms ask of the data: for each kind of condition, the
/// Pokémon that meet it, by id. `EvaluateKindQuery` combines the answers (`,` `|` `!`); a
/// source answers only what it holds, and throws `PokedexError.needsBuiltInData` for a
/// term it cannot answer. Its `everyID()` is every Pokémon's id, forms included: what
/// `!` takes a condition's Pokémon from.
///
/// Words are as typed, in any language; a word that names nothing of its kind throws
/// `PokedexError.noSuchChoice` with the closest names.
public protocol PokemonQueryFacts: KindQueryFacts where Condition == QueryCondition {
  /// The Pokémon a bare word matches: part of a name (any spelling `search` accepts, in
  /// any language), or a type's name.
  func ids(matchingWord word: String) async throws -> Set<Int>
  /// The Pokémon whose `field` holds what `name` names (`type feu`, `ability levitate`).
  func ids(with field: QueryField, named name: String) async throws -> Set<Int>
  /// The Pokémon that learn `move` in `game` (any when `nil`) by `method` (any when `nil`).
  func ids(learning move: String, in game: String?, by method: String?) async throws -> Set<Int>
  /// The Pokémon whose species came in one of `generations`, with their forms.
  func ids(inGenerations generations: ClosedRange<Int>) async throws -> Set<Int>
  /// The Pokémon of a class.
  func ids(of pokemonClass: PokemonClass) async throws -> Set<Int>
  /// The Pokémon for which `lhs comparison rhs` holds.
  func ids(
    where lhs: QueryQuantity, _ comparison: QueryComparison, _ rhs: QueryQuantity
  ) async throws -> Set<Int>
  /// The Pokémon whose `quantity` lies in `range`.
  func ids(where quantity: QueryQuantity, within range: ClosedRange<Double>) async throws -> Set<Int>
  /// The Pokémon that take the attacking type `type` names so, abilities counted.
  func ids(taking matchup: QueryMatchup, from type: String) async throws -> Set<Int>
  /// What each attacking type `types` name does to each of the Pokémon `ids`, as
  /// `ids(taking:from:)` reads it, in the order of `types`, once a type (two words may
  /// name one).
  func matchups(of ids: [Int], against types: [String]) async throws -> [Int: [QueryMatchupValue]]
}

extension PokemonQueryFacts {
  public func ids(answering condition: QueryCondition) async throws -> Set<Int> {
    switch condition {
    case .named(let field, let name):
      return try await ids(with: field, named: name)
    case .learns(let move, let game, let method):
      return try await ids(learning: move, in: game, by: method)
    case .generation(let generations):
      return try await ids(inGenerations: generations)
    case .isA(let pokemonClass):
      return try await ids(of: pokemonClass)
    case .compare(let lhs, let comparison, let rhs):
      return try await ids(where: lhs, comparison, rhs)
    case .within(let quantity, let range):
      return try await ids(where: quantity, within: range)
    case .matchup(let matchup, let type):
      return try await ids(taking: matchup, from: type)
    }
  }
}
