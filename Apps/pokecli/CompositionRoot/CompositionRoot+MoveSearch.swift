import Domain
import PokedexData

/// The move search (`pokecli moves QUERY`, docs/search.md "Moves"): one way to read and
/// answer a move query.
extension CompositionRoot {
  /// The words read as one move query, joined by spaces; `nil` for no words.
  /// - Throws: `PokedexError.badQuery` (a usage error, exit 64) naming the term at fault.
  static func moveQuery(reading words: [String]) throws(PokedexError) -> MoveQuery? {
    let text = words.joined(separator: " ")
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    do {
      return try MoveQueryParser.parse(text)
    } catch {
      throw .badQuery(error)
    }
  }

  /// `criteria` narrowed and ordered by `query`. The built-in data answers every term
  /// (words match names in every language); another API answers bare words alone, by
  /// the moves' slugs, as `moves` always has.
  /// - Throws: `PokedexError.needsBuiltInData` over another API for a term that is not
  ///   bare words; `noSuchChoice` for a name that names nothing; `badQuery` for a stat
  ///   that names none.
  func applying(_ query: MoveQuery, to criteria: MoveCriteria) async throws -> MoveCriteria {
    try await Self.applying(query, to: criteria, database: try builtInDatabase())
  }

  /// `criteria` narrowed and ordered by `query`, answered by `database` (the built-in
  /// data; `nil` over another API): `applying(_:to:)` for a caller that holds the
  /// database and not the root (browse's moves section, whose pages are read later).
  static func applying(
    _ query: MoveQuery, to criteria: MoveCriteria, database: PokedexDatabase?
  ) async throws -> MoveCriteria {
    var applied = criteria
    if let sort = query.sort {
      applied.sort = sort.key
      applied.reversed = sort.reversed
    }
    guard !query.terms.isEmpty else { return applied }
    guard let database else {
      guard let words = query.plainWords else {
        let asked = query.terms.first { MoveQuery(text: "", terms: [$0]).plainWords == nil }
        throw PokedexError.needsBuiltInData(term: asked?.description ?? query.text)
      }
      applied.terms += words.map { NameNormalizer.slug($0) }.filter { !$0.isEmpty }
      return applied
    }
    let ids = try await EvaluateMoveQuery(facts: DatabaseMoveQueryFacts(database: database))
      .ids(query.terms)
    applied.onlyIDs = criteria.onlyIDs.map { $0.intersection(ids) } ?? ids
    return applied
  }
}
