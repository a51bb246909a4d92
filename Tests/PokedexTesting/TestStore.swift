import CustomDump
import Presentation
import Testing

/// Drives a reducer one action at a time and makes a test account for everything: the
/// whole state after each action, and every action its effects feed back.
///
/// As in TCA's TestStore: `send` runs the reducer and asserts the new state equals the
/// one `update` describes; `receive` asserts the next action an effect sent. Effects run to
/// completion inside `send`, and what they sent waits in a queue until received. A test
/// that ends with actions not received fails in `finish()`.
@MainActor
public final class TestStore<R: Reducer> where R.State: Equatable, R.Action: Equatable {
  public private(set) var state: R.State
  private let reducer: R
  private var received: [R.Action] = []

  /// Starts from `initialState` with `reducer`.
  public init(initialState: R.State, reducer: R) {
    self.state = initialState
    self.reducer = reducer
  }

  /// Sends `action`, asserting the state it leads to.
  public func send(
    _ action: R.Action,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout R.State) -> Void = { _ in }
  ) async {
    guard received.isEmpty else {
      Issue.record(
        "Must receive \(received.count) action(s) before sending \(action): \(received)",
        sourceLocation: sourceLocation)
      return
    }
    await apply(action, update, sourceLocation)
  }

  /// Asserts the next action an effect sent, and the state it leads to.
  public func receive(
    _ action: R.Action,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout R.State) -> Void = { _ in }
  ) async {
    guard !received.isEmpty else {
      Issue.record("Expected to receive \(action), but no action was sent back",
        sourceLocation: sourceLocation)
      return
    }
    let next = received.removeFirst()
    if let difference = diff(action, next) {
      Issue.record("Received a different action (−expected +received):\n\(difference)",
        sourceLocation: sourceLocation)
    }
    await apply(next, update, sourceLocation)
  }

  /// Asserts every action sent back was received.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    if !received.isEmpty {
      Issue.record("Actions sent back but not received: \(received)",
        sourceLocation: sourceLocation)
    }
  }

  private func apply(
    _ action: R.Action, _ update: (inout R.State) -> Void, _ location: SourceLocation
  ) async {
    var expected = state
    update(&expected)
    let effect = reducer.reduce(into: &state, action: action)
    if let difference = diff(expected, state) {
      Issue.record("State differs after \(action) (−expected +actual):\n\(difference)",
        sourceLocation: location)
    }
    let queue = ActionQueue<R.Action>()
    await effect.run(send: Send { await queue.append($0) })
    received += await queue.actions
  }
}

/// Collects what effects send, across tasks.
actor ActionQueue<Action: Sendable> {
  private(set) var actions: [Action] = []
  func append(_ action: Action) { actions.append(action) }
}
