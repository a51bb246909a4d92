/// Holds one view's state and is the only place it changes.
///
/// There is one way in: an action is reduced at once, on the main actor, and the work the
/// reducer asks for starts without being waited for. Work sends its actions back the same
/// way, so they are reduced in the order they are sent. `send` returns a task that covers
/// that work and everything it leads to: a command awaits it and renders the final state;
/// an interactive screen observes every change and redraws while work goes on in the
/// background, cancellable by id.
@MainActor
public final class Store<State, Action: Sendable>: ViewStore {
  /// The current state; only the reducer changes it.
  public private(set) var state: State
  private let reduce: (inout State, Action) -> Effect<Action>
  private let registry = EffectRegistry()
  private let reporter: RuntimeReporter
  private var observers: [Int: @MainActor (State) -> Void] = [:]
  private var lastObserver = 0
  /// The action being handled (reduced, observed, its work started), while there is one.
  private var reducing: Action?
  /// Actions to reduce once the current one is done: re-entrant sends and `Effect.send`.
  private var queued: [(action: Action, group: EffectGroup)] = []

  /// Creates a store that starts from `initialState`, changes it with `reducer`, and tells
  /// `reporter` of any misuse of the runtime.
  public init<R: Reducer>(
    initialState: State, reducer: R, reporter: RuntimeReporter = .default
  ) where R.State == State, R.Action == Action {
    self.state = initialState
    self.reduce = reducer.reduce(into:action:)
    self.reporter = reporter
  }

  deinit {
    registry.cancelAll()
  }

  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    let group = EffectGroup()
    enqueue(action, in: group)
    return StoreTask(group: group)
  }

  /// How many pieces of work are running; a test store checks it when the test ends.
  nonisolated public var runningEffectCount: Int { registry.runningCount }

  /// Calls `observer` with the state after every action, in the order the actions were
  /// reduced, until the returned observation is cancelled.
  public func observe(_ observer: @escaping @MainActor (State) -> Void) -> StoreObservation {
    lastObserver += 1
    let key = lastObserver
    observers[key] = observer
    return StoreObservation { [weak self] in self?.observers[key] = nil }
  }

  // MARK: - Reducing

  /// Reduces `action` and starts its work, then does the same for everything queued
  /// meanwhile. An action sent while another is being handled (by an observer, say) is
  /// reported, and handled after it.
  private func enqueue(_ action: Action, in group: EffectGroup) {
    if let current = reducing {
      reporter.report(.reentrantSend(action, during: current))
      queued.append((action, group))
      return
    }
    queued.append((action, group))
    while !queued.isEmpty {
      let (action, group) = queued.removeFirst()
      reducing = action
      let effect = reduce(&state, action)
      for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(state) }
      start(effect, in: group)
      reducing = nil
    }
  }

  /// Runs `effect`'s steps in order: cancellations at once, sends queued (they are not
  /// re-entrant, so not reported), work started.
  private func start(_ effect: Effect<Action>, in group: EffectGroup) {
    for step in effect.steps {
      switch step {
      case .cancel(let id):
        registry.cancel(id)
      case .send(let action):
        queued.append((action, group))
      case .start(let work):
        for mark in work.marks where mark.cancelsInFlight { registry.cancel(mark.id) }
        group.add(run(work, in: group))
      }
    }
  }

  /// Starts `work` as a main-actor task. It is on record before it can run: a main-actor
  /// task starts only after the current main-actor job.
  private func run(_ work: Effect<Action>.Work, in group: EffectGroup) -> EffectRecord {
    let record = registry.record(ids: work.marks.map(\.id))
    let send = Send<Action>(for: record, reporter: reporter) { [weak self] action in
      self?.enqueue(action, in: group)
    }
    let operation = work.operation
    record.task = Task { @MainActor [registry] in
      await operation(send)
      registry.finish(record)
    }
    return record
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
