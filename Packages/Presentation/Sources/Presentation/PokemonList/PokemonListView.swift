import Domain
import Foundation

/// The list as a screen of text, read from any store that holds the list's state.
///
/// The command-line app hands it the real `Store`; tests hand it a mock store with a fixed
/// state, and snapshot exactly what it would print.
@MainActor
public struct PokemonListView {
  private let store: any ViewStore<PokemonList.State, PokemonList.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<PokemonList.State, PokemonList.Action>) {
    self.store = store
  }

  /// The text for the store's current state.
  public func text(theme: Theme, width: Int) -> String {
    PokemonListRenderer.render(store.state, theme: theme, width: width)
  }

  /// The store's current rows and paging as JSON, for scripts.
  public func json() -> String {
    PokemonListJSON.render(store.state)
  }
}
