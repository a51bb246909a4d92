import Domain
/// A Pokémon as the lists write it for scripts (docs/json.md): `list`, `search` and
/// `favorites` print pages of these, a regional Pokédex and a card start from it.
enum PokemonJSON {
  /// The row: the entry, its species' national number and its type slugs in slot order.
  static func row(_ pokemon: PokemonSummary) -> JSONObject {
    .entry(pokemon.id, pokemon.name, pokemon.displayName, [
      "speciesId": pokemon.speciesID, "types": pokemon.types.map(\.slug),
    ])
  }

  /// The page of rows `state` has loaded and where it sits.
  static func page(_ state: PokemonList.State, hints: any Hints) -> JSONObject {
    ListDocument.page(
      results: state.rows.map(row), request: state.firstPage,
      total: state.totalCount ?? state.rows.count, next: state.nextPage, hints: hints)
  }
}
