import Domain
/// The work one `send` started, for a caller that must wait for it (a command that prints
/// once its page has loaded, a test) or stop it.
///
/// It holds the effects the action started and, as they send actions back, the effects
/// those actions start, and so on. Awaiting `finish()` therefore returns with the state
/// final: `await store.send(.task).finish()`.
public struct StoreTask: Sendable {
  let group: EffectGroup

  /// A task with no work: what a store with nothing to run returns.
  public static let finished = StoreTask(group: EffectGroup())

  /// Waits until the work, and the work it led to, has finished or been cancelled.
  public func finish() async {
    var index = 0
    while let task = group.task(at: index) {
      await task.value
      index += 1
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
/// member sent), so once every member has ended, no more can join.
final class EffectGroup: @unchecked Sendable {
  // Read and written under `lock`.
  private let lock = Lock()
  private var records: [EffectRecord] = []

  /// Adds work started on behalf of the group.
  func add(_ record: EffectRecord) {
    lock.withLock { records.append(record) }
  }

  /// The task of the member at `index`, if there is one yet.
  func task(at index: Int) -> Task<Void, Never>? {
    lock.withLock { records.indices.contains(index) ? records[index].task : nil }
  }

  /// Cancels every member.
  func cancelAll() {
    for record in lock.withLock({ records }) { record.cancel() }
  }
}
