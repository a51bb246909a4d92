import Domain
/// The work one `send` started, for a caller that must wait for it (a command that prints
/// once its page has loaded, a test) or stop it.
///
/// It holds the effects the action started and, as they send actions back, the effects
/// those actions start, and so on. Awaiting `finish()` therefore returns with the state
/// final: `await store.send(.task).finish()`. As TCA's does, a task awaiting `finish()`
/// owns that work: cancelling it cancels the work.
public struct StoreTask: Sendable {
  let group: EffectGroup

  /// A task with no work: what a store with nothing to run returns.
  public static let finished = StoreTask(group: EffectGroup())

  /// Waits until the work, and the work it led to, has finished or been cancelled.
  ///
  /// Cancelling the task that awaits this cancels all of that work (it sends nothing
  /// more), and this returns once the work has noticed and returned. It runs on the
  /// caller's actor, so a main-actor caller is waiting inside it, cancellable, as soon as
  /// it has called it.
  nonisolated(nonsending) public func finish() async {
    await withTaskCancellationHandler {
      var index = 0
      while let task = group.task(at: index) {
        await task.value
        index += 1
      }
    } onCancel: {
      group.cancelAll()
    }
  }

  /// Cancels the work, and the work it led to: none of it sends anything more.
  @MainActor
  public func cancel() {
    group.cancelAll()
  }
}

/// The effects one `send` led to, in the order they started.
///
/// Work joins while an earlier member is still running (it is started by an action a
/// member sent), so once every member has ended, no more can join. Once the group is
/// cancelled, work that joins is cancelled as it joins: a cancellation may come from any
/// thread (the task awaiting `finish()`) while the store starts more work on the main
/// actor.
final class EffectGroup: @unchecked Sendable {
  // Read and written under `lock`.
  private let lock = Lock()
  private var records: [EffectRecord] = []
  private var cancelled = false

  /// Adds work started on behalf of the group.
  func add(_ record: EffectRecord) {
    let joinsCancelled = lock.withLock {
      records.append(record)
      return cancelled
    }
    if joinsCancelled { record.cancel() }
  }

  /// The task of the member at `index`, if there is one yet.
  func task(at index: Int) -> Task<Void, Never>? {
    lock.withLock { records.indices.contains(index) ? records[index].task : nil }
  }

  /// Cancels every member, and every member that joins later.
  func cancelAll() {
    let members = lock.withLock {
      cancelled = true
      return records
    }
    for record in members { record.cancel() }
  }
}
