import Domain
/// A Pokémon as the lists write it for scripts (docs/json.md): `list`, `search` and
/// `favorites` print pages of these, a regional Pokédex and a card start from it.
enum PokemonJSON {
  private typealias StatColumns = PokemonListRenderer.StatColumns

  /// The row: the entry, its species' national number and its type slugs in slot order,
  /// and the base stats the list was asked to show (`stats`, by the order's name), when
  /// it was.
  static func row(_ pokemon: PokemonSummary) -> JSONObject {
    let row: JSONObject = .entry(pokemon.id, pokemon.name, pokemon.displayName, [
      "speciesId": pokemon.speciesID, "types": pokemon.types.map(\.slug),
    ])
    guard let stats = pokemon.stats else { return row }
    let shown: JSONObject = JSONObject(fields: StatColumns.order.compactMap { sort, _ in
      stats[sort.rawValue].map { (key: sort.rawValue, value: $0 as any Encodable) }
    })
    return row.merging(["stats": shown])
  }

  /// The page of rows `state` has loaded and where it sits.
  static func page(_ state: PokemonList.State, hints: any Hints) -> JSONObject {
    ListDocument.page(
      results: state.rows.map(row), request: state.firstPage,
      total: state.totalCount ?? state.rows.count, next: state.nextPage, hints: hints)
  }
}
