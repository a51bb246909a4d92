import Domain
/// What `pokecli items` is asked for: the criteria and the slice.
public typealias ItemListRequest = PagedRequest<ItemCriteria>

extension ListLayout where Row == ItemRow {
  /// `pokecli items`: number, name, category, pocket, cost and the effect in short.
  public static var items: ListLayout {
    ListLayout(nouns: "items", noun: "item", flexible: 5, columns: [
      .right("No."), .left("Item"), .left("Category", keep: 3), .left("Pocket", keep: 0),
      .right("Cost", keep: 1), .left("Effect", keep: 2),
    ]) { row, _, _ in
      [
        String(row.id), row.displayName, row.category?.displayName ?? "—",
        row.pocket?.displayName ?? "—", ItemWords.cost(row.cost), row.shortEffect ?? "—",
      ]
    } json: { row, _ in
      .entry(row.id, row.name, row.displayName, [
        "category": row.category?.slug, "pocket": row.pocket?.slug, "cost": row.cost,
        "shortEffect": row.shortEffect,
      ])
    }
  }
}
