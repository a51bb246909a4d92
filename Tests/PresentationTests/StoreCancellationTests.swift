import PokedexTesting
import Presentation
import Testing

/// How cancellation reaches work, the same for `Store` and `TestStore`: the task that
/// awaits a `StoreTask` owns its work, as in TCA, and what cancelled work sends is dropped
/// by `Send` itself, so no effect checks `Task.isCancelled`.
///
/// Nothing waits on time: a waiting task says when it waits inside `finish()`, a
/// cancellation reaches the work while `cancel()` runs, and a nap that was not cancelled
/// is woken by the test clock, so a runtime that fails to cancel fails the test instead of
/// hanging it. The limit is three minutes, not one: a loaded machine can leave the tests
/// unscheduled for long (a soak run beside a CI build stalled every test for 90 s).
@MainActor
@Suite("Cancelling a store's work", .timeLimit(.minutes(3)))
struct StoreCancellationTests {
  /// Cancelled while it waits inside `finish()`, or before it calls it.
  @Test(arguments: [false, true])
  func cancellingTheTaskThatAwaitsFinishCancelsTheWork(cancelledFirst: Bool) async {
    let clock = TestClock()
    let store = Store(
      initialState: Nap.State(), reducer: Nap(clock: clock), reporter: .failingTheTest)
    let task = store.send(.nap)
    await clock.sleepsWaiting(atLeast: 1)
    let waiter = await taskWaiting(for: task, cancelledFirst: cancelledFirst)
    waiter.cancel()
    #expect(store.runningEffectCount == 0)
    // A nap that was not cancelled wakes here and says so.
    await clock.advance(by: .seconds(1))
    await waiter.value
    // The nap was cancelled; the `.woke` it sent anyway was dropped, and not reported.
    #expect(store.state.log == [.nap])
  }

  @Test func aTestStoreTaskAwaitedByACancelledTaskCancelsItsWorkToo() async {
    let clock = TestClock()
    let store = TestStore(initialState: Nap.State(), reducer: Nap(clock: clock))
    let task = await store.send(.nap) { $0.log = [.nap] }
    await clock.sleepsWaiting(atLeast: 1)
    let waiter = await taskWaiting(for: task)
    waiter.cancel()
    await clock.advance(by: .seconds(1))
    await waiter.value
    // The test store fails the test if the nap still runs or `.woke` was reduced.
  }

  @Test func whatWorkSendsAfterItIsCancelledIsDroppedWithoutAReport() async {
    let gate = Gate()
    let store = Store(
      initialState: Relay.State(), reducer: Relay(gate: gate), reporter: .failingTheTest)
    let task = store.send(.waitFirst)
    await gate.someoneWaits(for: "first")
    store.send(.cancelOuter)
    // The work goes on, unaware, and sends `.third`.
    await gate.open("first")
    await task.finish()
    #expect(store.state.log == [.waitFirst, .first, .cancelOuter])
  }

  @Test func workStartedByATaskAlreadyCancelledIsCancelledAsItStarts() async {
    let store = Store(initialState: Relay.State(), reducer: Relay(), reporter: .failingTheTest)
    var task: StoreTask?
    // `.start`'s work sends `.first`; the task is cancelled while `.first` is reduced,
    // before the work `.first` asks for starts, as a cancellation from another thread can.
    let observation = store.observe { state in
      if state.log.last == .first { task?.cancel() }
    }
    defer { observation.cancel() }
    task = store.send(.start)
    await task?.finish()
    #expect(store.runningEffectCount == 0)
    #expect(store.state.log == [.start, .first])
  }

  /// A task that awaits `task.finish()`, returned once it waits inside it: it says so and
  /// calls `finish()` in one main-actor job, which `finish()` does not leave before it
  /// waits. With `cancelledFirst`, the task cancels itself before it calls `finish()`.
  func taskWaiting(for task: StoreTask, cancelledFirst: Bool = false) async
    -> Task<Void, Never>
  {
    let (waiting, signal) = AsyncStream<Void>.makeStream()
    let waiter = Task { @MainActor in
      if cancelledFirst { withUnsafeCurrentTask { $0?.cancel() } }
      signal.yield()
      await task.finish()
    }
    for await _ in waiting { break }
    return waiter
  }
}
