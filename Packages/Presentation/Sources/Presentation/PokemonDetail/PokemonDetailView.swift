import Domain
/// The detail card as text or JSON, read from any store that holds the card's state.
@MainActor
public struct PokemonDetailView {
  private let store: any ViewStore<PokemonDetail.State, PokemonDetail.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<PokemonDetail.State, PokemonDetail.Action>) {
    self.store = store
  }

  /// Loads the Pokémon, waits for it and says what a command prints.
  public func print(_ format: OutputFormat, hints: any Hints) async -> Printout {
    await store.send(.task).finish()
    return printout(format, hints: hints)
  }

  /// What a command prints for the store's current state: the card, or why there is none.
  public func printout(_ format: OutputFormat, hints: any Hints) -> Printout {
    let state = store.state
    if let error = state.status.error {
      return .failure(error.message(hints: hints, typed: state.typed))
    }
    if let missing = state.missingEntry { return .failure(missing.message) }
    switch format {
    case .json:
      return .output(PokemonDetailJSON.render(state) ?? "")
    case .text(let theme, let width):
      return .output(
        PokemonDetailRenderer.render(state, theme: theme, width: width, hints: hints))
    }
  }
}
