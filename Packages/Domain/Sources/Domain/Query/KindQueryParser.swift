/// The grammar of a stored kind's query (`moves QUERY`, `abilities QUERY`, `items QUERY`;
/// docs/search.md): the kind's parser declares its examples, its orders and how one term
/// of its own reads; reading a whole query, with `,` `|` `!` and `sort`, is this
/// protocol's, through the grammar every query shares (`QueryGrammar`).
///
/// Pure: no word is looked up.
public protocol KindQueryParser {
  associatedtype Condition: QueryAtom
  associatedtype Order: Hashable & Sendable

  /// The terms an error of the kind's query offers.
  static var examples: QueryExamples { get }
  /// The keys `sort` takes, as an error lists them.
  static var sortKeys: [String] { get }
  /// Every spelling of every key `sort` takes, lowercased, and the order it names.
  static var orders: [String: Order] { get }

  /// An alternative with no `|` or `!` of its own, `text` a term of the query `whole`:
  /// one condition, or the several a phrase or bare words stand for, all of which hold.
  /// - Throws: `QueryError` naming the term at fault.
  static func alternative(
    _ text: String, whole: String
  ) throws(QueryError) -> QueryTerm<Condition>
}

extension KindQueryParser {
  /// The query `text` says.
  /// - Throws: `QueryError` naming the term at fault.
  public static func parse(_ text: String) throws(QueryError) -> KindQuery<Condition, Order> {
    let (terms, sort) = try QueryGrammar.read(
      text, examples: examples, sort: self.sort, alternative: alternative)
    return KindQuery(text: text, terms: terms, sort: sort)
  }

  /// The order of a `sort` term; `nil` when `text` is no sort.
  static func sort(_ text: String) throws(QueryError) -> QueryOrder<Order>? {
    try QueryGrammar.order(text, keys: orders, names: sortKeys)
  }
}
