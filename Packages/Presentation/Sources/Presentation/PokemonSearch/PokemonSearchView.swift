import Domain
import Foundation

/// A search's results as text or JSON, read from any store that holds a search's state.
@MainActor
public struct PokemonSearchView {
  private let store: any ViewStore<PokemonSearch.State, PokemonSearch.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<PokemonSearch.State, PokemonSearch.Action>) {
    self.store = store
  }

  /// The results for the store's current state.
  public func text(theme: Theme, width: Int) -> String {
    PokemonSearchRenderer.render(store.state, theme: theme, width: width)
  }

  /// The matches as JSON, in the list's shape (docs/json.md).
  public func json() -> String {
    PokemonListJSON.render(store.state.list)
  }
}
