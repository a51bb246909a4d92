import Domain
extension OneShotView where State == PokemonList.State, Action == PokemonList.Action {
  /// A page of Pokémon as `list` and `favorites` print it: loaded through the store, then
  /// the failure that ended loading or a page past the end in one line (named by number
  /// or by offset as `paging` says the user chose it), else the page.
  public init(list store: any ViewStore<State, Action>, hints: any Hints, paging: PagingStyle) {
    self.init(store: store, start: .task) { state, format in
      if let failure = state.failure(hints: hints, paging: paging) { return .failure(failure) }
      return .output(format.render(PokemonListScreen(state: state), hints: hints))
    }
  }
}

extension PokemonList.State {
  /// The line a command says instead of printing the list: the failure that ended
  /// loading, or that the page asked for is past the end.
  func failure(hints: any Hints, paging: PagingStyle) -> String? {
    if let error = status.error { return error.message(hints: hints) }
    if rows.isEmpty, let total = totalCount, total > 0 {
      return ListTexts.pastTheEnd(
        firstPage, asPage: paging == .byPage, total: total, nouns: "Pokémon")
    }
    return nil
  }
}
