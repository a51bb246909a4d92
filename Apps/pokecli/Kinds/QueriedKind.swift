import Domain
import PokedexData
import Presentation

/// A stored kind whose list and browser section read a query (`moves QUERY`, `abilities
/// QUERY`, `items QUERY`; docs/search.md). The kind names its grammar (a typealias) and
/// the facts the built-in data answers its terms with (one function); reading the words,
/// applying the query to the kind's criteria and the browser's source are this
/// protocol's and `QueriedListCommand`'s.
protocol QueriedKind: BrowsedStoredKind
where Criteria: QueryNarrowedCriteria, Parser.Condition == Facts.Condition,
  Parser.Order == Criteria.Order
{
  /// The kind's grammar: `MoveQueryParser`.
  associatedtype Parser: KindQueryParser
  /// What answers its terms from the built-in data: `DatabaseMoveQueryFacts`.
  associatedtype Facts: KindQueryFacts

  /// The facts the built-in `database` answers the kind's terms with, as in the group of
  /// games `game` (a slug) for a kind whose numbers changed with the games.
  static func queryFacts(in database: PokedexDatabase, asIn game: String?) -> Facts
}

extension QueriedKind {
  /// How the built-in data answers the kind's terms, as in group `game`; `nil` over
  /// another API, where `CompositionRoot.applying` answers bare words alone.
  static func queryTerms(
    in database: PokedexDatabase?, asIn game: String? = nil
  ) -> (@Sendable ([QueryTerm<Facts.Condition>]) async throws -> Set<Int>)? {
    guard let database else { return nil }
    let evaluate = EvaluateKindQuery(facts: queryFacts(in: database, asIn: game))
    return { terms in try await evaluate.ids(terms) }
  }

  static func browserSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  {
    try queriedSource(in: root, asIn: game)
  }

  /// `storedSource`, its search line read as the kind's query and answered by the
  /// built-in data (over another API, bare words by slugs), its sort term before the
  /// section's order.
  static func queriedSource(in root: CompositionRoot, asIn game: GameGroup?) throws
    -> ReferenceSource?
  {
    guard var source = try storedSource(in: root, asIn: game) else { return nil }
    let list = ListEntries<Self>(catalog: try root.catalog(of: Self.self))
    let evaluate = queryTerms(in: try root.builtInDatabase())
    source.page = { query, request in
      var criteria = criteria(browsing: query)
      if let asked = try CompositionRoot.query(reading: query.terms, Parser.parse) {
        criteria = try await CompositionRoot.applying(asked, to: criteria, evaluate: evaluate)
      }
      return try await list.page(criteria, request).map(\.browserRow)
    }
    return source
  }
}
