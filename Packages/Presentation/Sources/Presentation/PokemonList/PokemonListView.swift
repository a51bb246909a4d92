import Domain
/// The list as a screen of text, read from any store that holds the list's state.
///
/// The command-line app hands it the real `Store` and calls `print`; tests hand it a mock
/// store with a fixed state, and snapshot exactly what it would print.
@MainActor
public struct PokemonListView {
  private let store: any ViewStore<PokemonList.State, PokemonList.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<PokemonList.State, PokemonList.Action>) {
    self.store = store
  }

  /// Loads the first page, waits for it and says what a command prints.
  public func print(
    _ format: OutputFormat, hints: any Hints, paging: PagingStyle
  ) async -> Printout {
    await store.send(.task).finish()
    return printout(format, hints: hints, paging: paging)
  }

  /// What a command prints for the store's current state: the page, or why it failed.
  public func printout(
    _ format: OutputFormat, hints: any Hints, paging: PagingStyle
  ) -> Printout {
    let state = store.state
    if let failure = Self.failure(in: state, hints: hints, paging: paging) {
      return .failure(failure)
    }
    switch format {
    case .json: return .output(PokemonListJSON.render(state, hints: hints))
    case .text(let theme, let width):
      return .output(PokemonListRenderer.render(state, theme: theme, width: width, hints: hints))
    }
  }

  /// The line a command says instead of printing `state`: the failure that ended loading,
  /// or that the page asked for is past the end.
  static func failure(
    in state: PokemonList.State, hints: any Hints, paging: PagingStyle
  ) -> String? {
    if let error = state.status.error { return error.message(hints: hints) }
    if state.rows.isEmpty, let total = state.totalCount, total > 0 {
      return ListTexts.pastTheEnd(state.firstPage, asPage: paging == .byPage, total: total)
    }
    return nil
  }
}
