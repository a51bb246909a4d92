import Domain
/// What `pokecli berries` is asked for: folded words and the slice.
public typealias BerryListRequest = PagedRequest<[String]>

extension ListLayout where Row == BerryRow {
  /// `pokecli berries`: number, name, firmness, size, growth, harvest, Natural Gift and
  /// flavors.
  public static var berries: ListLayout {
    ListLayout(nouns: "berries", noun: "berry", flexible: 7, columns: [
      .right("No."), .left("Berry"), .left("Firmness", keep: 1), .right("Size", keep: 0),
      .right("Growth", keep: 2), .left("Gift", keep: 4), .right("Power", keep: 3),
      .left("Flavors", keep: 5),
    ]) { row, theme, _ in
      let berry = row.berry
      return [
        String(row.number), row.displayName, berry.firmness?.displayName ?? "—",
        berry.size.map { "\($0) mm" } ?? "—", berry.growthTime.map { "\($0) h" } ?? "—",
        berry.naturalGiftType.map { theme.name(of: $0) } ?? "—",
        berry.naturalGiftPower.map(String.init) ?? "—",
        berry.flavors.map { "\($0.flavor.displayName) \($0.potency)" }
          .joined(separator: ", "),
      ]
    } json: { row, _ in
      let berry = row.berry
      return [
        "number": row.number, "name": row.item, "displayName": row.displayName,
        "firmness": berry.firmness?.slug, "size": berry.size,
        "growthTime": berry.growthTime, "maxHarvest": berry.maxHarvest,
        "naturalGiftType": berry.naturalGiftType?.slug,
        "naturalGiftPower": berry.naturalGiftPower,
        "flavors": JSONObject.flavors(berry.flavors),
      ]
    }
  }
}
