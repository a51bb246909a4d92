import Domain
/// One piece of work a store started: its task, the ids it answers to, and whether it is
/// still running, finished or was cancelled, which decides what becomes of what it sends.
final class EffectRecord: @unchecked Sendable {
  /// Where the work stands. It leaves `.running` once, for good.
  enum Phase: Sendable {
    case running, finished, cancelled
  }

  /// The key the registry files it under.
  let key: Int
  /// The ids `cancel(id:)` stops it by.
  let ids: [EffectID]
  // `currentPhase` and `runningTask` are read and written under `lock`; `registry` is
  // set once, by `init`.
  private let lock = Lock()
  private var currentPhase = Phase.running
  private var runningTask: Task<Void, Never>?
  private weak var registry: EffectRegistry?

  init(key: Int, ids: [EffectID], registry: EffectRegistry) {
    self.key = key
    self.ids = ids
    self.registry = registry
  }

  /// Where the work stands.
  var phase: Phase { lock.withLock { currentPhase } }

  /// The task running the work, once started.
  var task: Task<Void, Never>? {
    get { lock.withLock { runningTask } }
    set { lock.withLock { runningTask = newValue } }
  }

  /// Moves a running piece of work to `phase`; says whether it was running.
  func end(as phase: Phase) -> Bool {
    lock.withLock {
      guard currentPhase == .running else { return false }
      currentPhase = phase
      return true
    }
  }

  /// Stops the work: it is forgotten by its registry, its task is cancelled, and nothing
  /// it sends from now on is reduced.
  func cancel() {
    registry?.forget(self)
    guard end(as: .cancelled) else { return }
    task?.cancel()
  }
}
