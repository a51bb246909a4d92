import Domain
import Foundation

/// What the cache holds, as the cache report prints it.
@MainActor
public struct CacheInfoView {
  private let store: any ViewStore<CacheInfo.State, CacheInfo.Action>

  /// Creates the view over `store`.
  public init(store: any ViewStore<CacheInfo.State, CacheInfo.Action>) {
    self.store = store
  }

  /// Reads the cache's figures, waits for them and says what a command prints.
  public func print(theme: Theme, width: Int, hints: any Hints) async -> Printout {
    await store.send(.task).finish()
    let state = store.state
    if let error = state.status.error { return .failure(error.message(hints: hints)) }
    return .output(CacheInfoRenderer.render(state, theme: theme, width: width))
  }
}
