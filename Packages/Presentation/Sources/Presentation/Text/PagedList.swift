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

/// A page of a list of entries (`moves`, `abilities`, `items`, `berries`, `find`, `list
/// --pokedex`) as one screen: the kind's table with a footer that says where the page sits
/// and the next page's command, or a line when nothing matches; as JSON, the document of
/// `list --json`'s shape (`ListDocument`). A kind declares only its `ListLayout`.
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns
/// up, but the next page's command, which is never broken.
public struct PagedList<Row: Sendable>: Screen {
  /// The page loaded.
  public var page: Page<Row>
  /// The slice it was asked for.
  public var request: PageRequest
  /// How the kind's rows read.
  public var layout: ListLayout<Row>
  /// The query as typed (`moves QUERY`), echoed first in JSON; `nil` for none.
  public var query: String?

  public init(page: Page<Row>, request: PageRequest, layout: ListLayout<Row>, query: String? = nil) {
    self.page = page
    self.request = request
    self.layout = layout
    self.query = query
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let width = max(20, width)
    let lines: [String]
    if page.items.isEmpty {
      // A page past the end is refused before it is shown (`OneShotView(page:…)`).
      lines = ["no \(layout.noun) matches"]
    } else {
      let table = FittedTable(
        columns: layout.columns, rows: page.items.map { layout.cells($0, theme, hints) },
        flexible: layout.flexible)
      let title = layout.title?(page.items, theme).map {
        TextLayout.wrap(SafeText.clean($0), width: width).map { theme.paint($0, as: .heading) } + [""]
      }
      lines = (title ?? []) + table.lines(width: width) + [""]
        + footer(theme: theme, width: width, hints: hints)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  public func document(hints: any Hints) -> any Encodable {
    let document = ListDocument.page(
      results: page.items.map { layout.json($0, hints) }, request: request,
      total: page.totalCount, next: following, hints: hints)
    guard let query else { return document }
    return (["query": SafeText.clean(query)] as JSONObject).merging(document)
  }

  /// The slice after this one, if the list goes on.
  private var following: PageRequest? {
    let last = page.offset + page.items.count
    return last < page.totalCount ? PageRequest(offset: last, limit: request.limit) : nil
  }

  /// `Showing 1–20 of 937 · page 1 of 47` and the next page's command.
  private func footer(theme: Theme, width: Int, hints: any Hints) -> [String] {
    let first = page.offset + 1
    let last = page.offset + page.items.count
    // One row is "Showing 1 of 1", as the Pokémon list says it.
    var text = "Showing \(first < last ? "\(first)–\(last)" : "\(first)") of \(page.totalCount)"
    if let number = request.pageNumber {
      text += " · page \(number) of \(request.pageCount(totalCount: page.totalCount))"
    }
    var lines = TextLayout.wrap(text, width: width).map { theme.paint($0, as: .dim) }
    if let following, let next = hints.text(for: .nextPage(following)) {
      lines += CommandLines.labelled("Next page:", next, width: width)
        .map { theme.paint($0, as: .command) }
    }
    return lines
  }
}

extension OneShotView {
  /// A page of a list as a command prints it: its failure, or a page past the end, in one
  /// line (as the Pokémon list says it, `paging` telling whether the page was chosen by
  /// number); else the page laid out by `layout`.
  public init<Criteria, Row>(
    page store: any ViewStore<State, Action>, layout: ListLayout<Row>, paging: PagingStyle,
    hints: any Hints, query: String? = nil
  )
  where
    State == Lookup<PagedRequest<Criteria>, Page<Row>>.State,
    Action == Lookup<PagedRequest<Criteria>, Page<Row>>.Action
  {
    self.init(
      store: store, start: .task, status: \.status, hints: hints,
      refusal: { state, page in
        guard page.items.isEmpty, page.totalCount > 0 else { return nil }
        return ListTexts.pastTheEnd(
          state.request.page, asPage: paging == .byPage, total: page.totalCount,
          nouns: layout.nouns)
      },
      screen: { state, page in
        PagedList(page: page, request: state.request.page, layout: layout, query: query)
      })
  }
}
