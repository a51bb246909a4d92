/// What a view may do with a store: read its state and send it actions.
///
/// Views depend on this protocol rather than on `Store`, so a test can hand them a mock
/// store holding a fixed state that records what is sent and runs no effect; the browser
/// hands them the live store.
@MainActor
public protocol ViewStore<State, Action>: AnyObject {
  /// Everything the view shows.
  associatedtype State
  /// Everything that can happen to the view.
  associatedtype Action: Sendable

  /// The state to show.
  var state: State { get }

  /// Tells the store that `action` happened. Returns at once; the returned task lets a
  /// caller wait for the work the action started.
  @discardableResult
  func send(_ action: Action) -> StoreTask
}
