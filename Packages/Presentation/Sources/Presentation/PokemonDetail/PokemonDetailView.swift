import Domain
import Foundation

/// The detail card as text or JSON, read from any store that holds the card's state.
@MainActor
public struct PokemonDetailView {
  private let store: any ViewStore<PokemonDetail.State, PokemonDetail.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<PokemonDetail.State, PokemonDetail.Action>) {
    self.store = store
  }

  /// The card for the store's current state.
  public func text(theme: Theme, width: Int) -> String {
    PokemonDetailRenderer.render(store.state, theme: theme, width: width)
  }

  /// The loaded card as JSON, for scripts; `nil` until it has loaded.
  public func json() -> String? {
    PokemonDetailJSON.render(store.state)
  }
}
