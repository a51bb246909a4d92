import Domain
/// A Pokémon as the lists write it for scripts (docs/json.md): `list`, `search` and
/// `favorites` print pages of these, a regional Pokédex and a card start from it.
enum PokemonJSON {
  private typealias ValueColumns = PokemonListRenderer.ValueColumns

  /// The row: the entry, its species' national number and its type slugs in slot order,
  /// the base stats the list was asked to show (`stats`, by the order's name), and what
  /// the attacking types it was asked about do to it (`matchups`), when it was.
  static func row(_ pokemon: PokemonSummary) -> JSONObject {
    var row: JSONObject = .entry(pokemon.id, pokemon.name, pokemon.displayName, [
      "speciesId": pokemon.speciesID, "types": pokemon.types.map(\.slug),
    ])
    if let stats = pokemon.stats {
      row = row.merging(["stats": JSONObject(fields: ValueColumns.statOrder.compactMap { sort, _ in
        stats[sort.rawValue].map { (key: sort.rawValue, value: $0 as any Encodable) }
      })])
    }
    if let matchups = pokemon.matchups {
      row = row.merging(["matchups": matchups.map { value -> JSONObject in
        ["type": value.type.slug, "multiplier": value.multiplier, "ability": value.ability]
      }])
    }
    return row
  }

  /// The page of rows `state` has loaded and where it sits.
  static func page(_ state: PokemonList.State, hints: any Hints) -> JSONObject {
    ListDocument.page(
      results: state.rows.map(row), request: state.firstPage,
      total: state.totalCount ?? state.rows.count, next: state.nextPage, hints: hints)
  }
}
