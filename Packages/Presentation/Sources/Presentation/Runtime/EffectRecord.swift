import Domain
/// One piece of work a store started: its task, the ids it answers to, and whether it was
/// cancelled and whether it has returned, which decide what becomes of what it sends.
final class EffectRecord: @unchecked Sendable {
  /// What becomes of an action the work sends.
  enum Delivery: Equatable, Sendable {
    /// The work is live: the action is reduced.
    case reduce
    /// The work was cancelled but still runs (it has not reached its next check, or it
    /// checks nothing): the action is dropped without a word. This is the guard that
    /// spares every effect a `Task.isCancelled` check of its own.
    case drop
    /// The work had returned, so its `Send` escaped it: the action is dropped and the
    /// misuse reported, saying whether the work had been cancelled.
    case escaped(wasCancelled: Bool)
  }

  /// The key the registry files it under.
  let key: Int
  /// The ids `cancel(id:)` stops it by.
  let ids: [EffectID]
  // `cancelled`, `returned` and `runningTask` are read and written under `lock`;
  // `registry` is set once, by `init`. Each flag, once set, stays set.
  private let lock = Lock()
  private var cancelled = false
  private var returned = false
  private var runningTask: Task<Void, Never>?
  private weak var registry: EffectRegistry?

  init(key: Int, ids: [EffectID], registry: EffectRegistry) {
    self.key = key
    self.ids = ids
    self.registry = registry
  }

  /// The task running the work, once started. A task handed in after the work was
  /// cancelled (from another thread, in between) is cancelled at once.
  var task: Task<Void, Never>? {
    get { lock.withLock { runningTask } }
    set {
      let alreadyCancelled = lock.withLock {
        runningTask = newValue
        return cancelled
      }
      if alreadyCancelled { newValue?.cancel() }
    }
  }

  /// What becomes of an action sent now, by a task that is cancelled or not.
  func delivery(senderIsCancelled: Bool) -> Delivery {
    lock.withLock {
      if returned { return .escaped(wasCancelled: cancelled) }
      return cancelled || senderIsCancelled ? .drop : .reduce
    }
  }

  /// Marks the work returned: what it sends from now on is a mistake.
  func markReturned() {
    lock.withLock { returned = true }
  }

  /// Stops the work, if it has not returned: it is forgotten by its registry, its task is
  /// cancelled, and nothing it sends from now on is reduced. Safe from any thread.
  func cancel() {
    registry?.forget(self)
    let task: Task<Void, Never>? = lock.withLock {
      guard !cancelled, !returned else { return nil }
      cancelled = true
      return runningTask
    }
    task?.cancel()
  }
}
