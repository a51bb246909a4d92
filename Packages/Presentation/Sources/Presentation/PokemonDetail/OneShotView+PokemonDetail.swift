import Domain
extension OneShotView where State == PokemonDetail.State, Action == PokemonDetail.Action {
  /// A Pokémon's card as `show` prints it: loaded through the store, then its failure in
  /// one line (the name quoted as the user typed it), or that it did not exist yet in the
  /// game asked for, else the card.
  public init(card store: any ViewStore<State, Action>, hints: any Hints) {
    self.init(store: store, start: .task) { state, format in
      if let error = state.status.error {
        return .failure(error.message(hints: hints, typed: state.typed))
      }
      if let notYet = state.notYetInGame { return .failure(notYet.message) }
      return .output(format.render(PokemonCard(state: state), hints: hints))
    }
  }
}
