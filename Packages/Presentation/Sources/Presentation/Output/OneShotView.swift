import Domain
/// A screen a one-shot command prints from: it starts the feature's work with one action,
/// waits for everything that work leads to, and turns the final state into a `Printout`
/// in the format asked for.
///
/// Features whose only screen is one answer (a card, a page of a list, the cache report, a
/// favorites edit) are read through it, so each needs a `Screen` of its answer and nothing
/// more.
@MainActor
public struct OneShotView<State, Action: Sendable> {
  private let store: any ViewStore<State, Action>
  private let start: Action
  private let printout: @MainActor (State, OutputFormat) -> Printout

  /// A view over `store` that starts with `start` and prints what `printout` makes of the
  /// state, in a format, once the work is done.
  public init(
    store: any ViewStore<State, Action>, start: Action,
    printout: @escaping @MainActor (State, OutputFormat) -> Printout
  ) {
    self.store = store
    self.start = start
    self.printout = printout
  }

  /// A view of an answer that `status` finds in the state: its failure in one line said
  /// with `hints` (quoting `typed`, the name as the user wrote it, when one is not
  /// found), or the line `refusal` finds in the answer (a page past the end), or else the
  /// screen `screen` makes of it.
  public init<Value, Shown: Screen>(
    store: any ViewStore<State, Action>, start: Action,
    status: @escaping (State) -> LoadStatus<Value>, hints: any Hints, typed: String? = nil,
    refusal: @escaping @MainActor (State, Value) -> String? = { _, _ in nil },
    screen: @escaping @MainActor (State, Value) -> Shown
  ) {
    self.init(store: store, start: start) { state, format in
      switch status(state) {
      case .loaded(let value):
        if let line = refusal(state, value) { return .failure(line) }
        return .output(format.render(screen(state, value), hints: hints))
      case .failed(let error): return .failure(error.message(hints: hints, typed: typed))
      // Only when the work was cancelled before it ended (the task awaiting `print` was):
      // a command that printed nothing did not succeed.
      case .idle, .loading: return .failure("stopped before the answer came")
      }
    }
  }

  /// Starts the work, waits for it and says what the command prints in `format`.
  public func print(_ format: OutputFormat) async -> Printout {
    await store.send(start).finish()
    return printout(store.state, format)
  }
}
