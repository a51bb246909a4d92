import Domain

/// The `name_keys` table: every name of the looked-up kinds, in every language, as its
/// `SearchKey`, with the entry it names, so that `show Glurak`, `show リザードン` and `move
/// Tonnerre` are one indexed read. Made from the `names` table's rows and the Pokémon's
/// English display names (kind `pokemon`, as shown: "10% Zygarde (Power Construct)"); a
/// key several languages share is one row.
enum NameKeyTable {
  /// The kinds a look-up by name reads, as `names.kind` spells them.
  static let kinds: Set<String> = [
    "pokemon", "pokemon-species", "pokemon-form", "move", "ability", "item", "type", "nature",
  ]

  static func make(from names: PokedexTable, pokemon: PokedexTable? = nil) -> PokedexTable {
    var table = PokedexTable("name_keys", columns: ["key", "kind", "entry_id"])
    var seen = Set<[PokedexValue]>()
    func add(_ name: String, kind: String, id: PokedexValue) {
      let key = SearchKey.of(name)
      guard !key.isEmpty else { return }
      let keyed: [PokedexValue] = [.text(key), .text(kind), id]
      if seen.insert(keyed).inserted { table.append(keyed) }
    }
    if let pokemon, let idColumn = pokemon.columns.firstIndex(of: "id"),
      let nameColumn = pokemon.columns.firstIndex(of: "display_name")
    {
      for row in pokemon.rows {
        if case .text(let name) = row[nameColumn] { add(name, kind: "pokemon", id: row[idColumn]) }
      }
    }
    guard let kindColumn = names.columns.firstIndex(of: "kind"),
      let idColumn = names.columns.firstIndex(of: "entry_id"),
      let nameColumn = names.columns.firstIndex(of: "name")
    else { return table }
    for row in names.rows {
      guard case .text(let kind) = row[kindColumn], kinds.contains(kind),
        case .text(let name) = row[nameColumn]
      else { continue }
      add(name, kind: kind, id: row[idColumn])
    }
    return table
  }
}
