import Domain
import Foundation
import PokedexTesting
import Presentation
import Testing

@MainActor
@Suite("The store runtime")
struct StoreRuntimeTests {
  /// A store whose searches answer only when the test opens the gate for their query.
  func gatedStore() -> (Store<Lookup.State, Lookup.Action>, Gate) {
    let gate = Gate()
    let store = Store(
      initialState: Lookup.State(),
      reducer: Lookup(clock: ContinuousClock()) { query in
        await gate.wait(for: query)
        return [query]
      },
      reporter: .failingTheTest)
    return (store, gate)
  }

  @Test func anObservedStoreReportsEachStateChangeInOrder() async {
    let store = Store(
      initialState: Lookup.State(),
      reducer: Lookup(clock: ContinuousClock(), search: { ["\($0)!"] }))
    var seen: [Lookup.State] = []
    let observation = store.observe { seen.append($0) }
    store.send(.resultsArrived(["a"]))
    await store.send(.searched("b")).finish()
    observation.cancel()
    store.send(.resultsArrived(["ignored"]))
    #expect(seen.map(\.results) == [["a"], ["a"], ["b!"]])
  }

  @Test func sendReturnsBeforeItsWorkFinishes() async {
    let (store, gate) = gatedStore()
    let task = store.send(.searched("mew"))
    #expect(store.state.results.isEmpty)
    await gate.open("mew")
    await task.finish()
    #expect(store.state.results == ["mew"])
  }

  @Test func aCancelledEffectSendsNothingAfterCancellation() async {
    let (store, gate) = gatedStore()
    let search = store.send(.searched("mew"))
    await gate.someoneWaits(for: "mew")
    store.send(.stopped)
    await gate.open("mew")
    await search.finish()
    #expect(store.state.results.isEmpty)
  }

  @Test func cancelInFlightKeepsOnlyTheNewest() async {
    let (store, gate) = gatedStore()
    let old = store.send(.searched("pika"))
    await gate.someoneWaits(for: "pika")
    let new = store.send(.searched("pikachu"))
    await gate.open("pikachu")
    await new.finish()
    await gate.open("pika")
    await old.finish()
    #expect(store.state.results == ["pikachu"])
  }

  @Test func aDebounceWithATestClockFiresOnceForTheLastQuery() async {
    let clock = TestClock()
    let store = echoingStore(clock: clock)
    await store.send(.queryChanged("p")) { $0.query = "p" }
    await store.send(.queryChanged("pi")) { $0.query = "pi" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("pik")) { $0.query = "pik" }
    await clock.advanceOnceWaitedOn(by: .milliseconds(300))
    await store.receive(.searched("pik"))
    await store.receive(.resultsArrived(["pik"])) { $0.results = ["pik"] }
  }

  @Test func aReceiveWaitsPastItsPatienceForAnEffectStillRunning() async {
    let gate = Gate()
    let store = TestStore(
      initialState: Lookup.State(),
      reducer: Lookup(clock: ContinuousClock()) { query in
        await gate.wait(for: query)
        return [query]
      })
    await store.send(.searched("mew"))
    // The answer comes several patiences late, as on a machine that stood still.
    let opener = Task {
      try? await Task.sleep(for: .milliseconds(300))
      await gate.open("mew")
    }
    await store.receive(.resultsArrived(["mew"]), patience: .milliseconds(20)) {
      $0.results = ["mew"]
    }
    await opener.value
  }

  @Test func aReceiveWithNothingRunningFailsOnceItsPatiencePasses() async {
    await withKnownIssue {
      let store = echoingStore()
      await store.receive(.resultsArrived(["mew"]), patience: .milliseconds(20))
    } matching: { $0.says("Expected to receive", "no action was sent back") }
  }

  @Test func aReceiveForAnEffectThatNeverSendsEndsAtItsLimitAndSaysSo() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = echoingStore(clock: clock)
      // The debounce sleeps on a clock nobody moves: it is running, and never sends.
      await store.send(.queryChanged("p")) { $0.query = "p" }
      await store.receive(
        .searched("p"), patience: .milliseconds(20), limit: .milliseconds(100))
    } matching: {
      // The receive's failure, then the test store's own at its end.
      $0.says("Expected to receive", "1 effect(s) still running after")
        || $0.says("The test ended with 1 effect(s) still running")
    }
  }

  @Test func aTestThatLeavesAnEffectRunningFailsByItself() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = echoingStore(clock: clock)
      await store.send(.queryChanged("p")) { $0.query = "p" }
    } matching: { $0.says("The test ended with 1 effect(s) still running") }
  }

  @Test func aTestThatLeavesAnActionUnreceivedFailsByItself() async {
    await withKnownIssue {
      let store = echoingStore()
      // The answer arrives and is reduced, but the test does not receive it.
      await store.send(.searched("mew")).finish()
    } matching: { $0.says("sent back but not received", "resultsArrived([\"mew\"])") }
  }

  /// A test store of `Lookup` on `clock`, whose search answers a query with itself.
  func echoingStore(clock: any Clock<Duration> = ContinuousClock()) -> TestStore<Lookup> {
    TestStore(initialState: Lookup.State(), reducer: Lookup(clock: clock, search: { [$0] }))
  }
}

extension RuntimeReporter {
  /// Records every issue as a failure of the running test.
  static let failingTheTest = RuntimeReporter { issue in
    Issue.record(Comment(rawValue: issue.message))
  }
}
