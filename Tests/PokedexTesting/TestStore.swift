import CustomDump
import Foundation
import Presentation
import Testing

/// Drives a reducer one action at a time and makes a test account for everything: the
/// whole state after each action, and every action its effects feed back.
///
/// As in TCA's TestStore: `send` runs the reducer and asserts the new state equals the one
/// `update` describes, then starts its effects in the background; `receive` waits for the
/// next action an effect sent and asserts it. Nothing needs finishing by hand: when the
/// test store goes away (at the end of the test), an action sent back but not received, or
/// an effect still running, fails the test, and the effect is cancelled.
@MainActor
public final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
  public private(set) var state: R.State
  private let reducer: R
  private let runner = EffectRunner<R.Action>()
  private let inbox = Inbox<R.Action>()
  private let createdAt: SourceLocation

  /// Starts from `initialState` with `reducer`.
  public init(
    initialState: R.State, reducer: R, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.state = initialState
    self.reducer = reducer
    self.createdAt = sourceLocation
  }

  deinit {
    let unreceived = inbox.drain()
    if !unreceived.isEmpty {
      Issue.record(
        "The test ended with actions sent back but not received: \(unreceived)",
        sourceLocation: createdAt)
    }
    let running = runner.runningCount
    if running > 0 {
      let advice = "receive what they send, advance the clock, or cancel them"
      Issue.record(
        "The test ended with \(running) effect(s) still running: \(advice)",
        sourceLocation: createdAt)
    }
    runner.cancelAll()
  }

  /// Sends `action`, asserting the state it leads to.
  public func send(
    _ action: R.Action,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout R.State) -> Void = { _ in }
  ) async {
    let pending = inbox.peek()
    guard pending.isEmpty else {
      Issue.record(
        "Must receive \(pending.count) action(s) before sending \(action): \(pending)",
        sourceLocation: sourceLocation)
      return
    }
    apply(action, update, sourceLocation)
    await Task.yield()
  }

  /// Waits for the next action an effect sent (a second at most), asserts it is `action`,
  /// and the state it leads to.
  public func receive(
    _ action: R.Action,
    timeout: Duration = .seconds(1),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout R.State) -> Void = { _ in }
  ) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while inbox.peek().isEmpty && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    guard let next = inbox.takeFirst() else {
      Issue.record("Expected to receive \(action), but no action was sent back",
        sourceLocation: sourceLocation)
      return
    }
    if let difference = diff(action, next) {
      Issue.record("Received a different action (−expected +received):\n\(difference)",
        sourceLocation: sourceLocation)
    }
    apply(next, update, sourceLocation)
  }

  private func apply(
    _ action: R.Action, _ update: (inout R.State) -> Void, _ location: SourceLocation
  ) {
    var expected = state
    update(&expected)
    let effect = reducer.reduce(into: &state, action: action)
    if let difference = diff(expected, state) {
      Issue.record("State differs after \(action) (−expected +actual):\n\(difference)",
        sourceLocation: location)
    }
    _ = runner.start(effect) { [inbox] action in inbox.append(action) }
  }
}

/// The actions effects sent back, waiting to be received.
final class Inbox<Action: Sendable>: @unchecked Sendable {
  // Read and written under `lock`.
  private let lock = NSLock()
  private var actions: [Action] = []

  func append(_ action: Action) { lock.withLock { actions.append(action) } }
  func peek() -> [Action] { lock.withLock { actions } }
  func takeFirst() -> Action? {
    lock.withLock { actions.isEmpty ? nil : actions.removeFirst() }
  }
  func drain() -> [Action] {
    lock.withLock {
      defer { actions = [] }
      return actions
    }
  }
}
