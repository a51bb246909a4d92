import Domain
import Foundation

/// Turns a page of moves into the table `pokecli moves` prints, with a footer that says
/// where the page sits and the command for the next one.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum MoveListRenderer {
  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: Lookup<MoveListRequest, Page<MoveRow>>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    let width = max(20, width)
    let lines: [String]
    switch state.status {
    case .idle, .loading:
      lines = ["loading the moves…"]
    case .failed(let error):
      lines = TextLayout.wrap("could not load the moves: \(error.message(hints: hints))",
        width: width).map { theme.paint($0, as: .error) }
    case .loaded(let page) where page.items.isEmpty:
      lines = page.totalCount == 0
        ? ["No move matches."]
        : TextLayout.wrap(pastTheEnd(state.request.page, total: page.totalCount), width: width)
    case .loaded(let page):
      lines = table(page.items).lines(width: width, indent: "", dropping: dropped(page, width))
        + [""] + footer(page, request: state.request.page, theme: theme, width: width,
          hints: hints)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `page 60 is past the end: there are 47 pages of 20 moves`.
  private static func pastTheEnd(_ request: PageRequest, total: Int) -> String {
    guard let number = request.pageNumber else {
      return "offset \(request.offset) is past the end: there are \(total) moves"
    }
    let pages = request.pageCount(totalCount: total)
    return "page \(number) is past the end: there are \(pages) page\(pages == 1 ? "" : "s") "
      + "of \(request.limit) moves"
  }

  private static func dropped(_ page: Page<MoveRow>, _ width: Int) -> Set<String> {
    table(page.items).dropped(width: width, indent: "")
  }

  private static func table(_ rows: [MoveRow]) -> FittedTable {
    let columns: [FittedTable.Column] = [
      .init(header: "No.", alignsRight: true, keep: nil),
      .init(header: "Move", alignsRight: false, keep: nil),
      .init(header: "Type", alignsRight: false, keep: 5),
      .init(header: "Class", alignsRight: false, keep: 2),
      .init(header: "Power", alignsRight: true, keep: 4),
      .init(header: "Acc.", alignsRight: true, keep: 3),
      .init(header: "PP", alignsRight: true, keep: 1),
      .init(header: "Prio.", alignsRight: true, keep: 0),
    ]
    let cells = rows.map { row -> [String] in
      let move = row.move
      let power: String = move.power.map { String($0) } ?? "—"
      let accuracy: String = move.accuracy.map { "\($0)%" } ?? "—"
      let pp: String = move.pp.map { String($0) } ?? "—"
      let type: String = move.type?.displayName ?? "—"
      let damageClass: String = move.damageClass.map(MoveWords.damageClass) ?? "—"
      return [
        String(move.id), move.displayName, type, damageClass, power, accuracy, pp,
        MoveWords.signed(row.priority),
      ]
    }
    return FittedTable(columns: columns, rows: cells, flexible: 1)
  }

  /// `Showing 1–20 of 937 · page 1 of 47` and the next page's command.
  private static func footer(
    _ page: Page<MoveRow>, request: PageRequest, theme: Theme, width: Int, hints: any Hints
  ) -> [String] {
    let first = page.offset + 1
    let last = page.offset + page.items.count
    var text = "Showing \(first)–\(last) of \(page.totalCount)"
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
