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
    try paging.checkPrintable(store.state)
    let view = PokemonListView(store: store)
    root.environment.output.write(
      json ? view.json() : view.text(theme: root.theme, width: root.width))
  }
}
