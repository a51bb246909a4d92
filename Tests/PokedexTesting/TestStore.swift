import CustomDump
import Foundation
import Presentation
import Testing

/// Drives a reducer one action at a time and makes a test account for everything: the
/// whole state after each action, and every action its effects feed back.
///
/// As in TCA's TestStore, it runs the production runtime: a real `Store`, whose reducer
/// is wrapped to write down each action an effect sent and the state right after it. So
/// effects' actions are reduced exactly when and in the order the app reduces them, and
/// `receive` asserts that record: the next action, then the state it left. Nothing needs
/// finishing by hand: when the test store goes away (at the end of the test), an action
/// sent back but not received, or an effect still running, fails the test, and the effect
/// is cancelled. A misuse the store reports (an effect sending after it ended) fails the
/// test too.
@MainActor
public final class TestStore<R: Reducer>
where R.State: Equatable & Sendable, R.Action: Equatable {
  /// The state as the test last asserted it.
  public private(set) var state: R.State
  private let store: Store<R.State, R.Action>
  private let journal: TestStoreJournal<R.State, R.Action>
  private let createdAt: SourceLocation

  /// Starts from `initialState` with `reducer`.
  public init(
    initialState: R.State, reducer: R, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let journal = TestStoreJournal<R.State, R.Action>()
    self.state = initialState
    self.journal = journal
    self.createdAt = sourceLocation
    self.store = Store(
      initialState: initialState,
      reducer: Journaled(base: reducer, journal: journal),
      reporter: RuntimeReporter { issue in
        Issue.record(Comment(rawValue: issue.message), sourceLocation: sourceLocation)
      })
  }

  deinit {
    let unreceived = journal.drain()
    if !unreceived.isEmpty {
      Issue.record(
        "The test ended with actions sent back but not received: \(unreceived)",
        sourceLocation: createdAt)
    }
    let running = store.runningEffectCount
    if running > 0 {
      let advice = "receive what they send, advance the clock, or cancel them"
      Issue.record(
        "The test ended with \(running) effect(s) still running: \(advice)",
        sourceLocation: createdAt)
    }
  }

  /// Sends `action`, asserting the state it leads to. Its effects start in the background;
  /// the task returned covers them (and what they lead to), to finish or cancel them.
  @discardableResult
  public func send(
    _ action: R.Action,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout R.State) -> Void = { _ in }
  ) async -> StoreTask {
    let pending = journal.pendingActions
    guard pending.isEmpty else {
      Issue.record(
        "Must receive \(pending.count) action(s) before sending \(action): \(pending)",
        sourceLocation: sourceLocation)
      return .finished
    }
    var expected = state
    update(&expected)
    journal.expectTestAction()
    let task = store.send(action)
    let after = journal.takeTestState() ?? store.state
    if let difference = diff(expected, after) {
      Issue.record("State differs after \(action) (−expected +actual):\n\(difference)",
        sourceLocation: sourceLocation)
    }
    state = after
    return task
  }

  /// Waits for the next action an effect sent, asserts it is `action`, and asserts the
  /// state the store was left in right after reducing it. The wait is for the action
  /// itself. It fails when none can come: no action waits and no effect is still running
  /// once `patience` has passed. An effect still running is waited for up to `limit`, the
  /// guard against one that never sends (a debounce on a clock the test does not move).
  /// Both count the process's running time (`RunningTimeLimit`), not time the machine
  /// stood it still.
  public func receive(
    _ action: R.Action,
    patience: Duration = .seconds(30),
    limit: Duration = .seconds(120),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout R.State) -> Void = { _ in }
  ) async {
    let store = store
    let next = await journal.next(patience: patience, limit: limit) {
      store.runningEffectCount > 0
    }
    guard let next else {
      let running = store.runningEffectCount
      let why = running == 0
        ? "" : " (\(running) effect(s) still running after \(limit): advance the clock?)"
      Issue.record("Expected to receive \(action), but no action was sent back\(why)",
        sourceLocation: sourceLocation)
      return
    }
    if let difference = diff(action, next.action) {
      Issue.record("Received a different action (−expected +received):\n\(difference)",
        sourceLocation: sourceLocation)
    }
    var expected = state
    update(&expected)
    if let difference = diff(expected, next.state) {
      Issue.record("State differs after \(next.action) (−expected +actual):\n\(difference)",
        sourceLocation: sourceLocation)
    }
    state = next.state
  }
}

/// The reducer under test, writing down each action it reduces and the state after it.
struct Journaled<Base: Reducer>: Reducer where Base.State: Sendable {
  let base: Base
  let journal: TestStoreJournal<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = base.reduce(into: &state, action: action)
    journal.reduced(action, leaving: state)
    return effect
  }
}
