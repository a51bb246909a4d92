import Foundation

/// What a view may do with a store: read its state and send it actions.
///
/// Views depend on this protocol rather than on `Store`, so a test can hand them a mock
/// store holding a fixed state that records what is sent and runs no effect.
@MainActor
public protocol ViewStore<State, Action>: AnyObject {
  /// Everything the view shows.
  associatedtype State
  /// Everything that can happen to the view.
  associatedtype Action: Sendable

  /// The state to show.
  var state: State { get }

  /// Tells the store that `action` happened, and waits for the work it starts.
  func send(_ action: Action) async
}
