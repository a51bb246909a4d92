/// A source's answers to one kind's query (`PokemonQueryFacts`, `MoveQueryFacts`,
/// `AbilityQueryFacts`, `ItemQueryFacts`): every entry's id, and the ids each bare word
/// and each of the kind's own conditions holds for. `EvaluateKindQuery` combines them.
public protocol KindQueryFacts: Sendable {
  /// The kind's own conditions, written back (`description`) to name a term an error is
  /// about.
  associatedtype Condition: QueryAtom
  /// Every entry's id: what `!` takes a condition's entries from.
  func everyID() async throws -> Set<Int>
  /// The ids of the entries a bare word matches; what a word may name is each kind's.
  func ids(matchingWord word: String) async throws -> Set<Int>
  /// The ids of the entries for which one of the kind's own conditions holds (`,` `|`
  /// `!` are `EvaluateKindQuery`'s).
  func ids(answering condition: Condition) async throws -> Set<Int>
}
