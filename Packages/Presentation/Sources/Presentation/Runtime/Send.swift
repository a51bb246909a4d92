/// Feeds an action back into the store that runs an effect.
///
/// Sending is synchronous, as in TCA: on the main actor, the store reduces the action at
/// once and starts the work it asks for, without waiting for that work.
///
/// The guard against stale actions is here, so no effect needs one: an action sent by
/// work that was cancelled (or from a cancelled task) is dropped without a word, as TCA's
/// `Send` drops it; one sent after the work returned, through a `Send` that escaped it, is
/// dropped and reported.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) -> Void
  /// The work this sender belongs to; `nil` for a sender made by hand or by `map`, which
  /// hands its actions to a sender that has one.
  private let work: EffectRecord?
  private let reporter: RuntimeReporter

  /// Creates a sender that hands each action to `deliver`, unless it is sent from a
  /// cancelled task.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
    self.work = nil
    self.reporter = .silent
  }

  /// The sender a store hands `work`: it delivers while the work is live.
  init(
    for work: EffectRecord, reporter: RuntimeReporter,
    deliver: @escaping @MainActor @Sendable (Action) -> Void
  ) {
    self.deliver = deliver
    self.work = work
    self.reporter = reporter
  }

  /// Sends `action`: it is reduced before this returns, if the work is still live.
  @MainActor
  public func callAsFunction(_ action: Action) {
    let senderIsCancelled = Task.isCancelled
    guard let work else {
      if !senderIsCancelled { deliver(action) }
      return
    }
    switch work.delivery(senderIsCancelled: senderIsCancelled) {
    case .reduce: deliver(action)
    case .drop: break
    case .escaped(wasCancelled: true): reporter.report(.sentAfterCancellation(action))
    case .escaped(wasCancelled: false): reporter.report(.sentAfterFinishing(action))
    }
  }
}
