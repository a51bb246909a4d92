/// A condition of a kind whose bare words a list without the built-in data can still
/// match, by slugs.
public protocol WordedCondition: CombinedCondition, CustomStringConvertible {
  /// The word, when this is a bare word.
  var bareWord: String? { get }
}

/// A kind's parsed query (`MoveQuery`, `AbilityQuery`): what its list needs to apply it.
public protocol KindQuery: Sendable {
  associatedtype Condition: WordedCondition
  associatedtype Order: Hashable & Sendable
  /// The query as typed, echoed in JSON.
  var text: String { get }
  /// The terms: every one must hold.
  var terms: [Condition] { get }
  /// The order a `sort` term asks for.
  var sort: QueryOrder<Order>? { get }
}

extension KindQuery {
  /// The words when the query is nothing but bare words, alone or joined in a phrase
  /// (`fire punch`): what a source without the built-in data answers by slugs; `nil`
  /// when a term asks more.
  public var plainWords: [String]? {
    func words(_ term: Condition) -> [String]? {
      if let word = term.bareWord { return [word] }
      guard case .all(let parts) = term.combination else { return nil }
      let each = parts.map(words)
      return each.contains { $0 == nil } ? nil : each.flatMap { $0 ?? [] }
    }
    let each = terms.map(words)
    return each.contains { $0 == nil } ? nil : each.flatMap { $0 ?? [] }
  }
}

/// A kind's list criteria that a `KindQuery` narrows: its folded words, the ids the
/// query's terms hold for, and its order.
public protocol QueryNarrowedCriteria: Sendable {
  associatedtype Order: Hashable & Sendable
  var terms: [String] { get set }
  var onlyIDs: Set<Int>? { get set }
  var sort: Order { get set }
  var reversed: Bool { get set }
}
