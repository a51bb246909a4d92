import Foundation

/// Holds one view's state and is the only place it changes.
///
/// `send` reduces the action at once, starts the work the reducer asked for and returns; it
/// never waits for the network. A command awaits the returned task and renders the final
/// state; an interactive screen observes every change and redraws while work goes on in
/// the background, cancellable by id.
@MainActor
public final class Store<State, Action: Sendable>: ViewStore {
  /// The current state; only the reducer changes it.
  public private(set) var state: State
  private let reduce: (inout State, Action) -> Effect<Action>
  private let runner = EffectRunner<Action>()
  private var observers: [Int: @MainActor (State) -> Void] = [:]
  private var nextObserver = 0

  /// Creates a store that starts from `initialState` and changes it with `reducer`.
  public init<R: Reducer>(initialState: State, reducer: R)
  where R.State == State, R.Action == Action {
    self.state = initialState
    self.reduce = reducer.reduce(into:action:)
  }

  deinit {
    runner.cancelAll()
  }

  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    let effect = reduce(&state, action)
    for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(state) }
    guard !effect.isNone else { return .finished }
    return runner.start(effect) { [weak self] action in
      await self?.send(action).finish()
    }
  }

  /// Calls `observer` with the state after every action, in the order the actions were
  /// reduced, until the returned observation is cancelled.
  public func observe(_ observer: @escaping @MainActor (State) -> Void) -> StoreObservation {
    nextObserver += 1
    let key = nextObserver
    observers[key] = observer
    return StoreObservation { [weak self] in self?.observers[key] = nil }
  }
}

/// A running observation of a store; cancel it to stop hearing of changes.
@MainActor
public final class StoreObservation {
  private var stop: (() -> Void)?

  init(stop: @escaping () -> Void) {
    self.stop = stop
  }

  /// Stops the observation; the observer is not called again.
  public func cancel() {
    stop?()
    stop = nil
  }
}
