/// A stored kind's parsed query (`moves QUERY`, `abilities QUERY`, `items QUERY`): the
/// text typed, the terms its parser read (`MoveQueryParser`, `AbilityQueryParser`,
/// `ItemQueryParser`, with the grammar every query shares, `QueryGrammar`) and the order
/// a `sort` term asks for. One shape for every kind: a kind declares its conditions and
/// its orders, not another query.
///
/// Words stay as typed: the data says what "feu" or "Knakrack" names, in every language
/// it speaks.
public struct KindQuery<Condition: QueryAtom, Order: Hashable & Sendable>: Hashable, Sendable {
  /// The query as typed, echoed in JSON.
  public var text: String
  /// The terms: every one must hold.
  public var terms: [QueryTerm<Condition>]
  /// The order asked for with `sort` (`sort power`, `sort -name`); `nil` for number order.
  public var sort: QueryOrder<Order>?
}

extension KindQuery {
  /// The words when the query is nothing but bare words, alone or joined in a phrase
  /// (`fire punch`): what a source without the built-in data answers by slugs; `nil`
  /// when a term asks more.
  public var plainWords: [String]? {
    QueryTerm.allOf(terms).plainWords
  }
}

/// A kind's list criteria that a `KindQuery` narrows: its folded words, the ids the
/// query's terms hold for, and its order.
public protocol QueryNarrowedCriteria: Sendable {
  associatedtype Order: Hashable & Sendable
  /// Every entry, in number order: where a query's list, and browse's section of the kind,
  /// start.
  static var every: Self { get }
  var terms: [String] { get set }
  var onlyIDs: Set<Int>? { get set }
  var sort: Order { get set }
  var reversed: Bool { get set }
}
