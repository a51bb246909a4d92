import Foundation

/// Starts an effect's work as tasks, keeps track of what is running under which id, and
/// cancels it on request: the part of a store that `Store` and a test store share.
///
/// Delivery happens on the main actor, where cancellation happens too, so work that was
/// cancelled before it sent never reaches `deliver`.
public final class EffectRunner<Action: Sendable>: @unchecked Sendable {
  // Every field is read and written under `lock`.
  private let lock = NSLock()
  private var running: [Int: Task<Void, Never>] = [:]
  private var keysByID: [EffectID: Set<Int>] = [:]
  private var idByKey: [Int: EffectID] = [:]
  private var nextKey = 0

  public init() {}

  /// How many pieces of work are running.
  public var runningCount: Int { lock.withLock { running.count } }

  /// Starts `effect`'s work; each action the work sends goes to `deliver`, unless the work
  /// was cancelled first.
  @MainActor
  public func start(
    _ effect: Effect<Action>, deliver: @escaping @MainActor @Sendable (Action) async -> Void
  ) -> StoreTask {
    var tasks: [Task<Void, Never>] = []
    for step in effect.steps {
      switch step {
      case .cancel(let id):
        cancel(id)
      case .start(let work):
        if let id = work.id, work.cancelsInFlight { cancel(id) }
        tasks.append(start(work, deliver: deliver))
      }
    }
    return StoreTask(tasks: tasks)
  }

  /// Cancels every piece of work still running; none of it sends anything more.
  public func cancelAll() {
    let tasks = lock.withLock {
      let tasks = Array(running.values)
      running = [:]
      keysByID = [:]
      idByKey = [:]
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  // MARK: - Private

  /// Registers the work before its task can run: a main-actor task starts only after the
  /// current main-actor job, so the task is on record before it can finish or send.
  @MainActor
  private func start(
    _ work: Effect<Action>.Work, deliver: @escaping @MainActor @Sendable (Action) async -> Void
  ) -> Task<Void, Never> {
    let key = lock.withLock {
      nextKey += 1
      return nextKey
    }
    let send = Send<Action> { [weak self] action in
      guard self?.isRunning(key) == true else { return }
      await deliver(action)
    }
    let operation = work.operation
    let task = Task { @MainActor [weak self] in
      await operation(send)
      self?.forget(key)
    }
    lock.withLock {
      running[key] = task
      if let id = work.id {
        keysByID[id, default: []].insert(key)
        idByKey[key] = id
      }
    }
    return task
  }

  private func isRunning(_ key: Int) -> Bool {
    lock.withLock { running[key] != nil }
  }

  private func forget(_ key: Int) {
    lock.withLock {
      running[key] = nil
      if let id = idByKey.removeValue(forKey: key) {
        keysByID[id]?.remove(key)
        if keysByID[id]?.isEmpty == true { keysByID[id] = nil }
      }
    }
  }

  private func cancel(_ id: EffectID) {
    let tasks: [Task<Void, Never>] = lock.withLock {
      let keys = keysByID.removeValue(forKey: id) ?? []
      return keys.compactMap { key in
        idByKey[key] = nil
        return running.removeValue(forKey: key)
      }
    }
    for task in tasks { task.cancel() }
  }
}
