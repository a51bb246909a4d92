import Domain
import Presentation

/// Loads a list's first page and prints it: what `list` and `favorites` share.
struct ListPrinter {
  let root: CompositionRoot
  let paging: PagingOptions
  let json: Bool

  @MainActor
  func print(_ store: Store<PokemonList.State, PokemonList.Action>) async throws {
    await store.send(.task)
    let state = store.state
    if case .failed(let error) = state.status { throw error }
    if state.rows.isEmpty, let total = state.totalCount, total > 0 {
      throw CommandFailure(message: paging.pastTheEndMessage(total: total))
    }
    let view = PokemonListView(store: store)
    root.environment.output.write(
      json ? view.json() : view.text(theme: root.theme, width: root.width))
  }
}
