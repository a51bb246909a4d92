import Domain

/// The `name_keys` table: every name of the looked-up kinds, in every language, as its
/// `SearchKey`, with the entry it names, so that `show Glurak`, `show リザードン` and `move
/// Tonnerre` are one indexed read. Made from the `names` table's rows; a key several
/// languages share is one row.
enum NameKeyTable {
  /// The kinds a look-up by name reads, as `names.kind` spells them.
  static let kinds: Set<String> = [
    "pokemon-species", "pokemon-form", "move", "ability", "item", "type", "nature",
  ]

  static func make(from names: PokedexTable) -> PokedexTable {
    var table = PokedexTable("name_keys", columns: ["key", "kind", "entry_id"])
    guard let kindColumn = names.columns.firstIndex(of: "kind"),
      let idColumn = names.columns.firstIndex(of: "entry_id"),
      let nameColumn = names.columns.firstIndex(of: "name")
    else { return table }
    var seen = Set<[PokedexValue]>()
    for row in names.rows {
      guard case .text(let kind) = row[kindColumn], kinds.contains(kind),
        case .text(let name) = row[nameColumn]
      else { continue }
      let key = SearchKey.of(name)
      guard !key.isEmpty else { continue }
      let keyed: [PokedexValue] = [.text(key), .text(kind), row[idColumn]]
      if seen.insert(keyed).inserted { table.append(keyed) }
    }
    return table
  }
}
