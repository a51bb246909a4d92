import Domain
import Foundation

/// A favorites edit as the line or two that says what it did.
@MainActor
public struct FavoritesEditorView {
  private let store: any ViewStore<FavoritesEditor.State, FavoritesEditor.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<FavoritesEditor.State, FavoritesEditor.Action>) {
    self.store = store
  }

  /// Makes the edit, waits for it and says what a command prints.
  public func print(theme: Theme, width: Int, hints: any Hints) async -> Printout {
    await store.send(.task).finish()
    let state = store.state
    if let error = state.status.error { return .failure(error.message(hints: hints)) }
    return .output(FavoritesEditorRenderer.render(state, theme: theme, width: width))
  }
}
