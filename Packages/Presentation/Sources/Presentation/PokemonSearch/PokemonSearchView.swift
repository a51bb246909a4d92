import Domain
/// A search's results as text or JSON, read from any store that holds a search's state.
@MainActor
public struct PokemonSearchView {
  private let store: any ViewStore<PokemonSearch.State, PokemonSearch.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<PokemonSearch.State, PokemonSearch.Action>) {
    self.store = store
  }

  /// Runs the search, waits for its first page (and the nearest names when nothing
  /// matches) and says what a command prints. A search that found nothing fails with one
  /// line, with suggestions, for standard error, as `show` does.
  public func print(
    _ format: OutputFormat, hints: any Hints, paging: PagingStyle
  ) async -> Printout {
    await store.send(.list(.task)).finish()
    return printout(format, hints: hints, paging: paging)
  }

  /// What a command prints for the store's current state.
  public func printout(
    _ format: OutputFormat, hints: any Hints, paging: PagingStyle
  ) -> Printout {
    let state = store.state
    if let failure = PokemonListView.failure(in: state.list, hints: hints, paging: paging) {
      return .failure(failure)
    }
    switch format {
    case .json:
      return .output(PokemonListJSON.render(state.list, hints: hints))
    case .text(let theme, let width):
      if state.foundNothing { return .failure(PokemonSearchRenderer.failureLine(state)) }
      return .output(
        PokemonSearchRenderer.render(state, theme: theme, width: width, hints: hints))
    }
  }
}
