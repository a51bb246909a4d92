import Domain
import PokedexData

/// The searches over the stored kinds (`pokecli moves QUERY`, `abilities QUERY`,
/// `items QUERY`;
/// docs/search.md): one way to read a kind's query and one way to apply it to its list.
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
    evaluate: (([Condition]) async throws -> Set<Int>)?
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

  /// How the built-in data answers a move query's terms, its power, accuracy, PP, type
  /// and class as they were in the group of games `game` when given (`moves --game`'s
  /// slug, whose rows show them so); `nil` over another API.
  static func moveTerms(
    in database: PokedexDatabase?, asIn game: String? = nil
  ) -> (@Sendable ([MoveQueryCondition]) async throws -> Set<Int>)? {
    guard let database else { return nil }
    let evaluate = EvaluateKindQuery(facts: DatabaseMoveQueryFacts(database: database, game: game))
    return { terms in try await evaluate.ids(terms) }
  }

  /// How the built-in data answers an ability query's terms; `nil` over another API.
  static func abilityTerms(
    in database: PokedexDatabase?
  ) -> (@Sendable ([AbilityQueryCondition]) async throws -> Set<Int>)? {
    guard let database else { return nil }
    let evaluate = EvaluateKindQuery(facts: DatabaseAbilityQueryFacts(database: database))
    return { terms in try await evaluate.ids(terms) }
  }

  /// How the built-in data answers an item query's terms; `nil` over another API.
  static func itemTerms(
    in database: PokedexDatabase?
  ) -> (@Sendable ([ItemQueryCondition]) async throws -> Set<Int>)? {
    guard let database else { return nil }
    let evaluate = EvaluateKindQuery(facts: DatabaseItemQueryFacts(database: database))
    return { terms in try await evaluate.ids(terms) }
  }
}
