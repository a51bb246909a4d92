/// What a move query's terms ask of the data: for each kind of condition, the moves that
/// meet it, by id. `EvaluateMoveQuery` combines the answers (`,` `|` `!`).
///
/// Words are as typed, in any language; a word that names nothing of its kind throws
/// `PokedexError.noSuchChoice` with the closest names.
public protocol MoveQueryFacts: Sendable {
  /// Every move's id: what `!` takes a condition's moves from.
  func everyMoveID() async throws -> Set<Int>
  /// The moves a bare word matches: part of a name (the slug rules `moves` has always
  /// had, and a name in any language starting with the word), or its type's or class's
  /// name in any language.
  func moveIDs(matchingWord word: String) async throws -> Set<Int>
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
