/// Feeds an action back into the store that runs an effect.
///
/// Sending is synchronous, as in TCA: on the main actor, the store reduces the action at
/// once and starts the work it asks for, without waiting for that work. An action sent
/// by work that has finished or was cancelled is not reduced; the store reports it.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a sender that hands each action to `deliver`.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action`: it is reduced before this returns.
  @MainActor
  public func callAsFunction(_ action: Action) {
    deliver(action)
  }
}
