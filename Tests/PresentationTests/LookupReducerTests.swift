import Domain
import PokedexTesting
import Presentation
import Testing

/// The one-answer screen every lookup shares: asked once, then shown or failed, and asked
/// again only after a failure.
@MainActor
@Suite("Lookup")
struct LookupReducerTests {
  typealias Doubling = Presentation.Lookup<Int, Int>
  nonisolated static let down = PokedexError.unreachable(url: "http://127.0.0.1/", reason: "refused")

  @Test func aLookupAsksWithItsRequestAndShowsTheAnswer() async {
    let store = TestStore(
      initialState: Doubling.State(request: 21), reducer: Doubling { (request: Int) in request * 2 })
    await store.send(.task) { $0.status = .loading }
    await store.receive(.loaded(.success(42))) { $0.status = .loaded(42) }
    await store.send(.task)
  }

  @Test func aFailedLookupSaysWhyAndAsksAgainOnTheNextTask() async {
    let store = TestStore(
      initialState: Doubling.State(request: 21), reducer: Doubling { (_: Int) throws -> Int in throw Self.down })
    await store.send(.task) { $0.status = .loading }
    await store.receive(.loaded(.failure(Self.down))) { $0.status = .failed(Self.down) }
    await store.send(.task) { $0.status = .loading }
    await store.receive(.loaded(.failure(Self.down))) { $0.status = .failed(Self.down) }
  }

  @Test func anAnswerThatArrivesUnaskedIsIgnored() async {
    let store = TestStore(
      initialState: Doubling.State(request: 21), reducer: Doubling { (request: Int) in request * 2 })
    await store.send(.loaded(.success(7)))
  }
}
