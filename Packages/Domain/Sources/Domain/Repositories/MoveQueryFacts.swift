/// What a move query's terms ask of the data: for each kind of condition, the moves that
/// meet it, by id. `EvaluateKindQuery` combines the answers (`,` `|` `!`).
///
/// Words are as typed, in any language; a word that names nothing of its kind throws
/// `PokedexError.noSuchChoice` with the closest names.
public protocol MoveQueryFacts: KindQueryFacts where Condition == MoveQueryCondition {
  /// The moves a bare word matches: part of a name (the slug rules `moves` has always
  /// had, and a name in any language starting with the word), or its type's or class's
  /// name in any language.
  func ids(matchingWord word: String) async throws -> Set<Int>
  /// The moves whose `field` holds what `name` names (`type feu`, `ailment paralysis`).
  func moveIDs(with field: MoveField, named name: String) async throws -> Set<Int>
  /// The moves for which `quantity comparison value` holds; a move without the number (a
  /// status move's power) holds none.
  func moveIDs(
    where quantity: MoveQuantity, _ comparison: QueryComparison, _ value: Double
  ) async throws -> Set<Int>
  /// The moves whose `quantity` lies in `range`.
  func moveIDs(where quantity: MoveQuantity, within range: ClosedRange<Double>) async throws -> Set<Int>
  /// The moves one of `generations` introduced.
  func moveIDs(inGenerations generations: ClosedRange<Int>) async throws -> Set<Int>
  /// The moves `pokemon` learns in `game` (any when `nil`) by `method` (any when `nil`).
  func moveIDs(learnedBy pokemon: String, in game: String?, by method: String?) async throws -> Set<Int>
  /// The moves a machine of the kind teaches in `game` (any when `nil`).
  func moveIDs(taughtBy machine: MachineKind, in game: String?) async throws -> Set<Int>
  /// The moves that raise or lower `stat` (any when `nil`), named in any language.
  func moveIDs(changing change: StatDirection, stat: String?) async throws -> Set<Int>
}

extension MoveQueryFacts {
  public func ids(answering condition: MoveQueryCondition) async throws -> Set<Int> {
    switch condition {
    case .named(let field, let name):
      return try await moveIDs(with: field, named: name)
    case .compare(let quantity, let comparison, let value):
      return try await moveIDs(where: quantity, comparison, value)
    case .within(let quantity, let range):
      return try await moveIDs(where: quantity, within: range)
    case .generation(let generations):
      return try await moveIDs(inGenerations: generations)
    case .learnedBy(let pokemon, let game, let method):
      return try await moveIDs(learnedBy: pokemon, in: game, by: method)
    case .taughtBy(let machine, let game):
      return try await moveIDs(taughtBy: machine, in: game)
    case .changes(let change, let stat):
      return try await moveIDs(changing: change, stat: stat)
    }
  }
}
