import Presentation

/// A store with a fixed state that records the actions sent to it and runs no effect.
///
/// Hand it to a view to snapshot exactly what the view prints for that state, and to check
/// what the view sends.
@MainActor
public final class MockStore<State, Action: Sendable>: ViewStore {
  public var state: State
  /// Every action sent, in order.
  public private(set) var sentActions: [Action] = []

  /// A store that always holds `state`.
  public init(state: State) {
    self.state = state
  }

  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    sentActions.append(action)
    return .finished
  }
}
