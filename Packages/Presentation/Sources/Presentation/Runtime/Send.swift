import Foundation

/// Feeds an action back into the store that runs an effect.
///
/// Sending from work that was cancelled does nothing: a replaced search never lands.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) async -> Void

  /// Creates a sender that hands each action to `deliver`.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends `action`. In a `Store`, this returns once the action is reduced and the work it
  /// started has finished, so `StoreTask.finish()` waits for everything that follows.
  @MainActor
  public func callAsFunction(_ action: Action) async {
    await deliver(action)
  }
}
