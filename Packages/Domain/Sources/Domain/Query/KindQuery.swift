/// A condition of a kind whose bare words a list without the built-in data can still
/// match, by slugs.
public protocol WordedCondition: CombinedCondition, CustomStringConvertible {
  /// The word, when this is a bare word.
  var bareWord: String? { get }
}

/// A stored kind's parsed query (`moves QUERY`, `abilities QUERY`, `items QUERY`): the
/// text typed, the terms its parser read (`MoveQueryParser`, `AbilityQueryParser`,
/// `ItemQueryParser`, with the grammar every query shares, `QueryGrammar`) and the order
/// a `sort` term asks for. One shape for every kind: a kind declares its conditions and
/// its orders, not another query.
///
/// Words stay as typed: the data says what "feu" or "Knakrack" names, in every language
/// it speaks.
public struct KindQuery<Condition: WordedCondition, Order: Hashable & Sendable>: Hashable, Sendable {
  /// The query as typed, echoed in JSON.
  public var text: String
  /// The terms: every one must hold.
  public var terms: [Condition]
  /// The order asked for with `sort` (`sort power`, `sort -name`); `nil` for number order.
  public var sort: QueryOrder<Order>?
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
