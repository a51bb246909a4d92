import Presentation

/// A store with a fixed state that records the actions sent to it and runs no effect.
///
/// Hand it to a view to snapshot exactly what the view prints for that state.
@MainActor
public final class MockStore<State, Action: Sendable>: ViewStore {
  public var state: State
  /// Every action sent, in order.
  public private(set) var sentActions: [Action] = []

  /// A store that always holds `state`.
  public init(state: State) {
    self.state = state
  }

  public func send(_ action: Action) async {
    sentActions.append(action)
  }
}
