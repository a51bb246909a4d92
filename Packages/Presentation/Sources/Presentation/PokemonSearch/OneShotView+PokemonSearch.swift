import Domain
extension OneShotView where State == PokemonSearch.State, Action == PokemonSearch.Action {
  /// A search as `search` prints it: the first page of matches (and the nearest names
  /// when nothing matches, said as every list that matches nothing says it), or the one
  /// line of a failure or of a page past the end.
  public init(
    search store: any ViewStore<State, Action>, hints: any Hints, paging: PagingStyle
  ) {
    self.init(store: store, start: .list(.task)) { state, format in
      if let failure = state.list.failure(hints: hints, paging: paging) {
        return .failure(failure)
      }
      return .output(format.render(PokemonSearchScreen(state: state), hints: hints))
    }
  }
}
