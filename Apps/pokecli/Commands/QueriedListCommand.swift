import ArgumentParser
import Domain
import Presentation

/// The list command of a queried kind (`moves`, `abilities`, `items`): its words are the
/// kind's query (docs/search.md), read here, refused when its sort term repeats
/// `--sort`, echoed in JSON and applied to the criteria its options give.
protocol QueriedListCommand: PagedListCommand where Criteria == Kind.Criteria {
  associatedtype Kind: QueriedKind
  associatedtype Order: ListOrder

  /// The query's words, as typed.
  var words: [String] { get }
  /// `--sort`, `--reverse` and `--json`.
  var order: ListOrderOptions<Order> { get }
}

extension QueriedListCommand {
  var output: OutputOptions { order.output }

  var echoedQuery: String? { try? query()?.text }

  /// The words read as one query; `nil` for none.
  /// - Throws: `ValidationError` (exit 64) for a term that cannot be read, or a sort
  ///   term beside `--sort` or `--reverse`.
  func query() throws -> KindQuery<Kind.Facts.Condition, Criteria.Order>? {
    try ListArguments.query(words, Kind.Parser.parse, order: order)
  }

  /// `criteria` narrowed and ordered by the query, its terms answered by the built-in
  /// data as in the group of games `game` (a slug).
  func applyingQuery(
    to criteria: Criteria, in root: CompositionRoot, asIn game: String? = nil
  ) async throws -> Criteria {
    guard let query = try query() else { return criteria }
    return try await CompositionRoot.applying(
      query, to: criteria, evaluate: Kind.queryTerms(in: try root.builtInDatabase(), asIn: game))
  }
}

extension QueriedListCommand where Self: KindListCommand {
  /// The options first, then the words, as `moves` checks them.
  func validate() throws {
    _ = try criteria()
    _ = try query()
  }

  func store(in root: CompositionRoot) async throws
    -> LookupStore<PagedRequest<Criteria>, Page<Row>>
  {
    let criteria = try await applyingQuery(to: try criteria(), in: root)
    return try await root.listStore(
      of: Kind.self, request: .init(criteria: criteria, page: paging.request))
  }
}
