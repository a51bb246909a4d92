import Domain
/// Turns a page of berries into the table `pokecli berries` prints: number, name,
/// firmness, size, growth, harvest, Natural Gift and flavors.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum BerryListRenderer {
  /// The text for `state`, ending in a newline; `state.request` is the words and slice.
  public static func render(
    _ state: Lookup<BerryListRequest, Page<BerryRow>>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    PagedList.render(
      state, request: state.request.page, nouns: "berries", theme: theme, width: width,
      hints: hints, table: { table($0, theme: theme) })
  }

  private static func table(_ rows: [BerryRow], theme: Theme) -> FittedTable {
    let columns: [FittedTable.Column] = [
      .init(header: "No.", alignsRight: true, keep: nil),
      .init(header: "Berry", alignsRight: false, keep: nil),
      .init(header: "Firmness", alignsRight: false, keep: 1),
      .init(header: "Size", alignsRight: true, keep: 0),
      .init(header: "Growth", alignsRight: true, keep: 2),
      .init(header: "Gift", alignsRight: false, keep: 4),
      .init(header: "Power", alignsRight: true, keep: 3),
      .init(header: "Flavors", alignsRight: false, keep: 5),
    ]
    let cells = rows.map { row -> [String] in
      let berry = row.berry
      return [
        String(row.number), row.displayName, berry.firmness?.displayName ?? "—",
        berry.size.map { "\($0) mm" } ?? "—", berry.growthTime.map { "\($0) h" } ?? "—",
        berry.naturalGiftType.map { theme.name(of: $0) } ?? "—",
        berry.naturalGiftPower.map(String.init) ?? "—",
        berry.flavors.map { "\($0.flavor.displayName) \($0.potency)" }.joined(separator: ", "),
      ]
    }
    return FittedTable(columns: columns, rows: cells, flexible: 7)
  }
}

/// What `pokecli berries` is asked for: folded words and the slice.
public typealias BerryListRequest = PagedRequest<[String]>

/// A page of berries as JSON for scripts, in the shape of `pokecli list --json`
/// (docs/json.md).
public enum BerryListJSON {
  struct Row: Encodable {
    let number: Int
    let item: String
    let displayName: String
    let firmness: OrNull<String>
    let size: OrNull<Int>
    let growthTime: OrNull<Int>
    let maxHarvest: OrNull<Int>
    let naturalGiftType: OrNull<String>
    let naturalGiftPower: OrNull<Int>
    let flavors: [String: Int]
  }

  public static func render(_ page: Page<BerryRow>, request: PageRequest, hints: any Hints) -> String {
    PagedList.json(page, request: request, hints: hints) { row in
      Row(
        number: row.number, item: row.item, displayName: row.displayName,
        firmness: OrNull(row.berry.firmness?.slug), size: OrNull(row.berry.size),
        growthTime: OrNull(row.berry.growthTime), maxHarvest: OrNull(row.berry.maxHarvest),
        naturalGiftType: OrNull(row.berry.naturalGiftType?.slug),
        naturalGiftPower: OrNull(row.berry.naturalGiftPower),
        flavors: Dictionary(
          row.berry.flavors.map { ($0.flavor.slug, $0.potency) }, uniquingKeysWith: { a, _ in a }))
    }
  }
}
