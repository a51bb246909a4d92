import Domain
import PokedexData

/// The searches over the stored kinds (`pokecli moves QUERY`, `abilities QUERY`,
/// `items QUERY`; docs/search.md): one way to read a kind's query and one way to apply it
/// to its list. Each kind names its grammar and facts in its `QueriedKind` declaration.
extension CompositionRoot {
  /// The words read as one query by `parse`, joined by spaces; `nil` for no words.
  /// - Throws: `PokedexError.badQuery` (a usage error, exit 64) naming the term at fault.
  static func query<Query>(
    reading words: [String], _ parse: (String) throws(QueryError) -> Query
  ) throws(PokedexError) -> Query? {
    let text = words.joined(separator: " ")
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    do {
      return try parse(text)
    } catch {
      throw .badQuery(error)
    }
  }

  /// `criteria` narrowed and ordered by `query`. The built-in data answers every term
  /// through `evaluate` (words match names in every language); another API (`evaluate`
  /// `nil`) answers bare words alone, by the entries' slugs, as the list always has.
  /// - Throws: `PokedexError.needsBuiltInData` over another API for a term that is not
  ///   bare words; what `evaluate` throws (`noSuchChoice` for a name that names nothing,
  ///   `badQuery` for a stat that names none).
  static func applying<Condition, Criteria: QueryNarrowedCriteria>(
    _ query: KindQuery<Condition, Criteria.Order>, to criteria: Criteria,
    evaluate: (([QueryTerm<Condition>]) async throws -> Set<Int>)?
  ) async throws -> Criteria {
    var applied = criteria
    if let sort = query.sort {
      applied.sort = sort.key
      applied.reversed = sort.reversed
    }
    guard !query.terms.isEmpty else { return applied }
    guard let evaluate else {
      guard let words = query.plainWords else {
        throw PokedexError.needsBuiltInData(term: query.terms.map(\.description).joined(separator: ", "))
      }
      applied.terms += words.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty }
      return applied
    }
    let ids = try await evaluate(query.terms)
    applied.onlyIDs = criteria.onlyIDs.map { $0.intersection(ids) } ?? ids
    return applied
  }
}
