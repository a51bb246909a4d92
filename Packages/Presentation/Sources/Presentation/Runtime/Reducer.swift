/// A feature's logic: how each action changes the state, and what work follows.
///
/// Conforming types hold the feature's dependencies (closures over repositories), so a test
/// can build the same reducer with in-memory ones.
public protocol Reducer<State, Action> {
  /// Everything the feature's view shows.
  associatedtype State
  /// Everything that can happen to the feature.
  associatedtype Action: Sendable

  /// Applies `action` to `state` and returns the work that must follow.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
