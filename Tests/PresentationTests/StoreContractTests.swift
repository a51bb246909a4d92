import Foundation
import PokedexTesting
import Presentation
import Testing

/// The runtime's contract, the same for `Store` and `TestStore`: the order actions are
/// reduced in, what a task covers and cancels, nested cancellation ids, and the misuses
/// that are reported instead of vanishing.
@MainActor
@Suite("The store runtime's contract")
struct StoreContractTests {
  @Test func storeAndTestStoreReduceAnEffectsActionsInTheSameOrder() async {
    let store = Store(initialState: Relay.State(), reducer: Relay(), reporter: .failingTheTest)
    await store.send(.start).finish()
    // `.first`'s own work runs after `.start`'s has sent `.second`: a send does not wait.
    #expect(store.state.log == [.start, .first, .second, .third])

    let testStore = TestStore(initialState: Relay.State(), reducer: Relay())
    await testStore.send(.start) { $0.log = [.start] }
    await testStore.receive(.first) { $0.log = [.start, .first] }
    await testStore.receive(.second) { $0.log = [.start, .first, .second] }
    await testStore.receive(.third) { $0.log = [.start, .first, .second, .third] }
  }

  @Test func cancellingTheTaskSendReturnedCancelsTheWorkItLedTo() async {
    let gate = Gate()
    let store = Store(
      initialState: Relay.State(), reducer: Relay(gate: gate), reporter: .failingTheTest)
    let task = store.send(.start)
    await gate.someoneWaits(for: "start")
    await gate.someoneWaits(for: "first")
    #expect(store.runningEffectCount == 2)
    task.cancel()
    #expect(store.runningEffectCount == 0)
    await gate.open("start")
    await gate.open("first")
    await task.finish()
    #expect(store.state.log == [.start, .first])
  }

  @Test(arguments: [Relay.Action.cancelInner, .cancelOuter])
  func workMadeCancellableTwiceStopsAtEitherID(_ cancel: Relay.Action) async {
    let gate = Gate()
    let store = Store(
      initialState: Relay.State(), reducer: Relay(gate: gate), reporter: .failingTheTest)
    let task = store.send(.waitFirst)
    #expect(store.runningEffectCount == 1)
    store.send(cancel)
    #expect(store.runningEffectCount == 0)
    await gate.open("first")
    await task.finish()
    #expect(store.state.log == [.waitFirst, .first, cancel])
  }

  @Test func theInnerIDKeepsItsCancelInFlightUnderAnOuterID() async {
    let gate = Gate()
    let store = Store(
      initialState: Relay.State(), reducer: Relay(gate: gate), reporter: .failingTheTest)
    let old = store.send(.waitFirst)
    let new = store.send(.waitFirst)
    #expect(store.runningEffectCount == 1)
    await gate.open("first")
    await old.finish()
    await new.finish()
    #expect(store.state.log == [.waitFirst, .first, .waitFirst, .first, .third])
  }

  @Test func aSendAfterTheEffectFinishedFailsTheTest() async {
    let escaped = EscapedSend<Relay.Action>()
    await withKnownIssue {
      let store = TestStore(initialState: Relay.State(), reducer: Escaping(escaped: escaped))
      await store.send(.start) { $0.log = [.start] }.finish()
      escaped.send?(.second)
    } matching: { $0.says("sent", "second", "after it had finished; the action was dropped") }
  }

  @Test func aSendAfterTheEffectWasCancelledFailsTheTest() async {
    let escaped = EscapedSend<Relay.Action>()
    await withKnownIssue {
      let store = TestStore(initialState: Relay.State(), reducer: Escaping(escaped: escaped))
      let task = await store.send(.start) { $0.log = [.start] }
      task.cancel()
      await task.finish()
      escaped.send?(.second)
    } matching: { $0.says("sent", "second", "after it was cancelled; the action was dropped") }
  }

  @Test func aSendWhileTheStoreReducesIsReportedAndReducedAfter() async {
    let issues = Recorded<RuntimeIssue>()
    let store = Store(
      initialState: Relay.State(), reducer: Relay(),
      reporter: RuntimeReporter { issues.append($0) })
    var seen: [[Relay.Action]] = []
    let observation = store.observe { state in
      seen.append(state.log)
      if state.log == [.second] { store.send(.third) }
    }
    defer { observation.cancel() }
    store.send(.second)
    #expect(seen == [[.second], [.second, .third]])
    #expect(issues.all.map(\.kind) == [.reentrantSend])
    #expect(issues.all.first?.message.hasPrefix("third was sent while the store was reducing second")
      == true)
  }
}

/// Holds the `Send` an effect let escape, so a test can send through it later.
@MainActor
final class EscapedSend<Action: Sendable> {
  var send: Send<Action>?
}

/// `Relay`'s actions, with a `.start` whose work lets its `Send` escape and returns.
struct Escaping: Reducer {
  let escaped: EscapedSend<Relay.Action>

  func reduce(into state: inout Relay.State, action: Relay.Action) -> Effect<Relay.Action> {
    state.log.append(action)
    guard action == .start else { return .none }
    return .run { [escaped] send in escaped.send = send }
  }
}
