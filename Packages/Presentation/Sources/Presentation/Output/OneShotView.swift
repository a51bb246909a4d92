import Domain
/// A screen a one-shot command prints from: it starts the feature's work with one action,
/// waits for everything that work leads to, and turns the final state into a `Printout`.
///
/// Features whose only screen is one answer (the cache report, a favorites edit) are read
/// through it, so each needs a rendering function and nothing more.
@MainActor
public struct OneShotView<State, Action: Sendable> {
  private let store: any ViewStore<State, Action>
  private let start: Action
  private let printout: @MainActor (State) -> Printout

  /// A view over `store` that starts with `start` and prints what `printout` makes of the
  /// state once the work is done.
  public init(
    store: any ViewStore<State, Action>, start: Action,
    printout: @escaping @MainActor (State) -> Printout
  ) {
    self.store = store
    self.start = start
    self.printout = printout
  }

  /// A view that prints the failure `failure` finds in the state, in one line said with
  /// `hints` (quoting `typed`, the name as the user wrote it, when one is not found), or
  /// else the text `text` makes of it.
  public init(
    store: any ViewStore<State, Action>, start: Action, hints: any Hints, typed: String? = nil,
    failure: @escaping @MainActor (State) -> PokedexError?,
    text: @escaping @MainActor (State) -> String
  ) {
    self.init(store: store, start: start) { state in
      if let error = failure(state) { return .failure(error.message(hints: hints, typed: typed)) }
      return .output(text(state))
    }
  }

  /// Starts the work, waits for it and says what the command prints.
  public func print() async -> Printout {
    await store.send(start).finish()
    return printout(store.state)
  }
}
