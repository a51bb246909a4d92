import Domain
/// A list's rows read over another API, a document each, each kept in the cache under
/// its kind and number (`move-row/85`), so that a page, a filter or an order asks each
/// entry once and a warm run asks nothing.
struct CachedRows<Row: Codable & Sendable & Translatable>: Sendable {
  let kind: EntryKind
  let shelf: CacheShelf?
  /// The language rows are named in; each kept row holds every language its document
  /// speaks.
  let language: String
  /// The row of entry `id`, from its document.
  let fetch: @Sendable (Int) async throws -> Row

  /// `request`'s slice of `names` (already filtered and in order) as rows: only the
  /// slice's entries are read, so a page over another API costs at most its length.
  func page(of names: [ReferenceHit], _ request: PageRequest) async throws -> Page<Row> {
    let slice = Page.slice(of: names, request)
    return Page(
      items: try await rows(slice.items.map(\.id)), offset: slice.offset, limit: slice.limit,
      totalCount: slice.totalCount)
  }

  /// The rows of `ids`, in their order (at most the loader's bound in flight).
  func rows(_ ids: [Int]) async throws -> [Row] {
    try await OrderedConcurrency.map(ids) { [self] id in try await row(id) }
  }

  private func row(_ id: Int) async throws -> Row {
    guard let shelf, let key = try? CacheKeys.row(kind, id) else {
      return try await fetch(id).shown(in: language)
    }
    return try await shelf.value(key, subject: .entry(kind, .number(id))) { try await fetch(id) }
      .shown(in: language)
  }
}
