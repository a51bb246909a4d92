import Foundation

/// Holds one view's state and is the only place it changes.
///
/// `send` reduces the action, then runs the effects the reducer returned to completion,
/// feeding the actions they send back through `send`. A command-line run is therefore a
/// plain `await store.send(.task)` followed by rendering `store.state`.
@MainActor
public final class Store<State, Action: Sendable>: ViewStore {
  /// The current state; only the reducer changes it.
  public private(set) var state: State
  private let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a store that starts from `initialState` and changes it with `reducer`.
  public init<R: Reducer>(initialState: State, reducer: R)
  where R.State == State, R.Action == Action {
    self.state = initialState
    self.reduce = reducer.reduce(into:action:)
  }

  public func send(_ action: Action) async {
    let effect = reduce(&state, action)
    await run(effect)
  }

  private func run(_ effect: Effect<Action>) async {
    guard !effect.isNone else { return }
    await effect.run(send: Send { [weak self] action in await self?.send(action) })
  }
}
