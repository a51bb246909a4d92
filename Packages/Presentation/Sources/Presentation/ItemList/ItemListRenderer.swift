import Domain
/// What `pokecli items` is asked for: the criteria and the slice.
public typealias ItemListRequest = PagedRequest<ItemCriteria>

/// Turns a page of items into the table `pokecli items` prints: number, name, category,
/// pocket, cost and the effect in short, cut to fit.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum ItemListRenderer {
  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: Lookup<ItemListRequest, Page<ItemRow>>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    PagedList.render(
      state, request: state.request.page, nouns: "items", theme: theme, width: width,
      hints: hints, table: table)
  }

  private static func table(_ rows: [ItemRow]) -> FittedTable {
    let columns: [FittedTable.Column] = [
      .init(header: "No.", alignsRight: true, keep: nil),
      .init(header: "Item", alignsRight: false, keep: nil),
      .init(header: "Category", alignsRight: false, keep: 3),
      .init(header: "Pocket", alignsRight: false, keep: 0),
      .init(header: "Cost", alignsRight: true, keep: 1),
      .init(header: "Effect", alignsRight: false, keep: 2),
    ]
    let cells = rows.map { row -> [String] in
      [
        String(row.id), row.displayName, row.category?.displayName ?? "—",
        row.pocket?.displayName ?? "—", ItemWords.cost(row.cost), row.shortEffect ?? "—",
      ]
    }
    return FittedTable(columns: columns, rows: cells, flexible: 5)
  }
}

/// A page of items as JSON for scripts, in the shape of `pokecli list --json`
/// (docs/json.md): change it only by adding fields.
public enum ItemListJSON {
  struct Row: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let category: OrNull<String>
    let pocket: OrNull<String>
    let cost: OrNull<Int>
    let shortEffect: OrNull<String>
  }

  /// `page`, asked for as `request`, pretty-printed with sorted keys.
  public static func render(_ page: Page<ItemRow>, request: PageRequest, hints: any Hints) -> String {
    PagedList.json(page, request: request, hints: hints) { row in
      Row(
        id: row.id, name: row.name, displayName: row.displayName,
        category: OrNull(row.category?.slug), pocket: OrNull(row.pocket?.slug),
        cost: OrNull(row.cost), shortEffect: OrNull(row.shortEffect))
    }
  }
}
