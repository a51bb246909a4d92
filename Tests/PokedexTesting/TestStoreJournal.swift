import Foundation

/// What a test store's real store reduced: the test's own action, and each action its
/// effects sent, with the state it left, until the test receives it.
///
/// A test waiting for the next action suspends until it is written down, or until none
/// can come: nothing polls for the action. Written on the main actor; read there too,
/// and by the test store's `deinit`, hence the lock.
final class TestStoreJournal<State: Sendable, Action: Sendable>: @unchecked Sendable {
  /// One action an effect sent, and the state right after it was reduced.
  struct Entry: Sendable {
    let action: Action
    let state: State
  }

  // Every field is read and written under `lock`.
  private let lock = NSLock()
  private var entries: [Entry] = []
  private var testActionExpected = false
  private var testState: State?
  private var waiter: CheckedContinuation<Entry?, Never>?
  private var timer: Task<Void, Never>?
  /// Which wait the waiter belongs to, so a timer of an earlier wait that fires late
  /// cannot end a later one.
  private var wait = 0

  /// The actions written down and not yet received.
  var pendingActions: [Action] { lock.withLock { entries.map(\.action) } }

  /// Says that the next action reduced is the test's own, not an effect's.
  func expectTestAction() {
    lock.withLock { testActionExpected = true }
  }

  /// The state the test's own action left, once.
  func takeTestState() -> State? {
    lock.withLock {
      defer { testState = nil }
      return testState
    }
  }

  /// Writes down `action` and the state it left, and wakes a test waiting for it.
  func reduced(_ action: Action, leaving state: State) {
    let woken: (CheckedContinuation<Entry?, Never>, Entry)? = lock.withLock {
      if testActionExpected {
        testActionExpected = false
        testState = state
        return nil
      }
      let entry = Entry(action: action, state: state)
      guard let waiter else {
        entries.append(entry)
        return nil
      }
      self.waiter = nil
      timer?.cancel()
      timer = nil
      return (waiter, entry)
    }
    if let (waiter, entry) = woken { waiter.resume(returning: entry) }
  }

  /// The next action written down, waiting for it if need be; `nil` if none can come.
  ///
  /// `patience` is a guard, not a deadline: when it passes and `stillWorking` says an
  /// effect is still running, that effect can still send, so the wait goes on, up to
  /// `limit` in all. Under load a test process can stand still for a minute and more (two
  /// suites side by side were seen to), and then the guard's timer and the effect wake
  /// together, in either order; a timer alone would fail a test whose action was on its
  /// way. When no effect is running, nothing more can be sent (an effect's sends are
  /// reduced before it is taken off the books), so the wait ends. Both count running time
  /// (`RunningTimeLimit`), so a stall counts for little; the guard wakes about once a
  /// second to look.
  func next(
    patience: Duration, limit: Duration, stillWorking: @escaping @Sendable () -> Bool
  ) async -> Entry? {
    await withCheckedContinuation { continuation in
      let ready: Entry?? = lock.withLock {
        if !entries.isEmpty { return .some(entries.removeFirst()) }
        wait += 1
        let thisWait = wait
        waiter = continuation
        timer = Task { [weak self] in
          let step = min(.seconds(1), patience)
          var patient = RunningTimeLimit(patience, longestStep: step * 2)
          var bounded = RunningTimeLimit(limit, longestStep: step * 2)
          while true {
            try? await Task.sleep(for: step)
            guard !Task.isCancelled else { return }
            let outOfPatience = patient.isPassed()
            if bounded.isPassed() || (outOfPatience && !stillWorking()) { break }
          }
          self?.expire(thisWait)
        }
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Every action not received, emptying the journal.
  func drain() -> [Action] {
    lock.withLock {
      defer { entries = [] }
      return entries.map(\.action)
    }
  }

  /// Ends wait `number` if an action has still not come for it.
  private func expire(_ number: Int) {
    let waiter: CheckedContinuation<Entry?, Never>? = lock.withLock {
      guard number == wait else { return nil }
      defer {
        self.waiter = nil
        timer = nil
      }
      return self.waiter
    }
    waiter?.resume(returning: nil)
  }
}
