import Foundation

/// A clock that moves only when a test says so, so debounces and timeouts are tested
/// without sleeping.
///
/// A sleep ends when `advance(by:)` moves the clock past its deadline, or throws
/// `CancellationError` when its task is cancelled first.
public final class TestClock: Clock, @unchecked Sendable {
  /// A point on the test clock: the time advanced since it was made.
  public struct Instant: InstantProtocol {
    /// The time since the clock was made.
    public var offset: Duration

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration { other.offset - offset }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Read and written under `lock`.
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [UUID: Sleeper] = [:]
  private var cancelled: Set<UUID> = []
  private var sleepWaiters: [UUID: SleepWaiter] = [:]

  /// A test waiting for `count` sleeps to wait on the clock.
  private struct SleepWaiter {
    let count: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  /// A clock at zero.
  public init() {}

  public var now: Instant { lock.withLock { current } }

  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to move.
  public var waitingSleeps: Int { lock.withLock { sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        var woken: [SleepWaiter] = []
        let resume: Result<Void, any Error>? = lock.withLock {
          if cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= current { return .success(()) }
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          woken = takeSleepWaiters()
          return nil
        }
        if let resume { continuation.resume(with: resume) }
        for waiter in woken { waiter.continuation.resume(returning: true) }
      }
    } onCancel: {
      let sleeper = lock.withLock {
        let sleeper = sleepers.removeValue(forKey: id)
        if sleeper == nil { cancelled.insert(id) }
        return sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Waits until at least `count` sleeps wait on the clock, so that moving it cannot pass
  /// by work that has only just started. It is woken by the sleep itself, never polls;
  /// `timeout` only guards against a sleep that never comes (then it returns `false`); it
  /// counts the process's running time, not the time the machine stood it still. It is
  /// long because the sleep's work runs on the main actor, which another test may hold
  /// for a while; a test that reaches it is broken anyway.
  @discardableResult
  public func sleepsWaiting(atLeast count: Int = 1, timeout: Duration = .seconds(300)) async
    -> Bool
  {
    let id = UUID()
    let timer = Task { [weak self] in
      try? await sleepForRunningTime(timeout)
      guard !Task.isCancelled, let self else { return }
      let waiter = lock.withLock { sleepWaiters.removeValue(forKey: id) }
      waiter?.continuation.resume(returning: false)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let ready = lock.withLock {
        guard sleepers.count < count else { return true }
        sleepWaiters[id] = SleepWaiter(count: count, continuation: continuation)
        return false
      }
      if ready { continuation.resume(returning: true) }
    }
  }

  /// Moves the clock on by `duration` once at least one sleep waits on it.
  public func advanceOnceWaitedOn(by duration: Duration) async {
    await sleepsWaiting(atLeast: 1)
    await advance(by: duration)
  }

  /// Moves the clock on by `duration`, ending every sleep whose deadline it passes.
  public func advance(by duration: Duration) async {
    let due: [Sleeper] = lock.withLock {
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.value.deadline <= current }
      for key in due.keys { sleepers[key] = nil }
      return Array(due.values)
    }
    for sleeper in due { sleeper.continuation.resume() }
    await Task.yield()
  }

  /// The waiters whose count of sleeps is reached; call under `lock`.
  private func takeSleepWaiters() -> [SleepWaiter] {
    let due = sleepWaiters.filter { $0.value.count <= sleepers.count }
    for key in due.keys { sleepWaiters[key] = nil }
    return Array(due.values)
  }
}
