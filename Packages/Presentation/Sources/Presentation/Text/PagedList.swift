import Domain
/// What a paged list is asked for: its criteria (filters, words, order; a Pokédex's
/// name) and the slice.
public struct PagedRequest<Criteria: Equatable & Sendable>: Equatable, Sendable {
  public var criteria: Criteria
  public var page: PageRequest

  public init(criteria: Criteria, page: PageRequest) {
    self.criteria = criteria
    self.page = page
  }
}

/// What every paged list of entries (`moves`, `abilities`) prints around its own table:
/// the loading and failure lines, "no … matches", a page past the end, and the footer
/// with where the page sits and the next page's command; and its JSON document, in the
/// shape of `pokecli list --json` (docs/json.md).
enum PagedList {
  /// The text for `state`, ending in a newline. No line is wider than `width` (from 20
  /// columns up), as the table fits itself.
  /// - Parameters:
  ///   - request: the slice `state` was asked for.
  ///   - nouns: what the list holds, in the plural: `moves`.
  ///   - table: the table of a page's rows.
  static func render<Request: Equatable & Sendable, Row: Equatable & Sendable>(
    _ state: Lookup<Request, Page<Row>>.State, request: PageRequest, nouns: String,
    theme: Theme, width: Int, hints: any Hints, table: ([Row]) -> FittedTable
  ) -> String {
    let width = max(20, width)
    let lines: [String]
    switch state.status {
    case .idle, .loading:
      lines = ["loading the \(nouns)…"]
    case .failed(let error):
      lines = TextLayout.wrap("could not load the \(nouns): \(error.message(hints: hints))",
        width: width).map { theme.paint($0, as: .error) }
    case .loaded(let page) where page.items.isEmpty:
      lines = page.totalCount == 0
        ? ["No \(singular(nouns)) matches."]
        : TextLayout.wrap(pastTheEnd(request, total: page.totalCount, nouns: nouns), width: width)
    case .loaded(let page):
      let fitted = table(page.items)
      lines = fitted.lines(width: width, indent: "", dropping: fitted.dropped(width: width, indent: ""))
        + [""] + footer(page, request: request, theme: theme, width: width, hints: hints)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `page`, asked for as `request`, pretty-printed with sorted keys; `row` makes each
  /// result's object.
  static func json<Row: Sendable, Item: Encodable>(
    _ page: Page<Row>, request: PageRequest, hints: any Hints, row: (Row) -> Item
  ) -> String {
    let last = page.offset + page.items.count
    let following = PageRequest(offset: last, limit: request.limit)
    let next = last < page.totalCount
      ? hints.text(for: .nextPage(following)).map {
        PokemonListJSON.Next(offset: following.offset, limit: following.limit, command: $0)
      }
      : nil
    let document = Document(
      count: page.totalCount, offset: page.offset, limit: page.limit,
      page: OrNull(request.pageNumber),
      pages: OrNull(request.pageNumber.map { _ in request.pageCount(totalCount: page.totalCount) }),
      next: OrNull(next), results: page.items.map(row))
    return (JSONText.encode(document) ?? "{}") + "\n"
  }

  struct Document<Item: Encodable>: Encodable {
    let count: Int
    let offset: Int
    let limit: Int
    let page: OrNull<Int>
    let pages: OrNull<Int>
    let next: OrNull<PokemonListJSON.Next>
    let results: [Item]
  }

  /// `moves` → `move`, `abilities` → `ability`.
  private static func singular(_ nouns: String) -> String {
    if nouns.hasSuffix("ies") { return String(nouns.dropLast(3)) + "y" }
    return nouns.hasSuffix("s") ? String(nouns.dropLast()) : nouns
  }

  /// `page 60 is past the end: there are 47 pages of 20 moves`.
  private static func pastTheEnd(_ request: PageRequest, total: Int, nouns: String) -> String {
    guard let number = request.pageNumber else {
      return "offset \(request.offset) is past the end: there are \(total) \(nouns)"
    }
    let pages = request.pageCount(totalCount: total)
    return "page \(number) is past the end: there are \(pages) page\(pages == 1 ? "" : "s") "
      + "of \(request.limit) \(nouns)"
  }

  /// `Showing 1–20 of 937 · page 1 of 47` and the next page's command.
  private static func footer<Row>(
    _ page: Page<Row>, request: PageRequest, theme: Theme, width: Int, hints: any Hints
  ) -> [String] {
    let first = page.offset + 1
    let last = page.offset + page.items.count
    // One row is "Showing 1 of 1", as the Pokémon list says it.
    var text = "Showing \(first < last ? "\(first)–\(last)" : "\(first)") of \(page.totalCount)"
    if let number = request.pageNumber {
      text += " · page \(number) of \(request.pageCount(totalCount: page.totalCount))"
    }
    var lines = TextLayout.wrap(text, width: width).map { theme.paint($0, as: .dim) }
    if last < page.totalCount,
      let next = hints.text(for: .nextPage(PageRequest(offset: last, limit: request.limit)))
    {
      lines += CommandLines.labelled("Next page:", next, width: width)
        .map { theme.paint($0, as: .command) }
    }
    return lines
  }
}
