import Synchronization
import Testing

@testable import PokedexData

/// Work over a list runs side by side, its results in the list's order, with a bounded
/// number of tasks at a time however long the list is.
@Suite struct OrderedConcurrencyTests {
  @Test func resultsKeepTheListsOrderAndNoMoreThanTheWidthRunAtOnce() async throws {
    let running = Mutex((now: 0, most: 0))
    let inputs = Array(0..<1_000)
    let outputs = try await OrderedConcurrency.map(inputs) { input in
      running.withLock {
        $0.now += 1
        $0.most = max($0.most, $0.now)
      }
      // Later inputs finish sooner, so the order is not the order of finishing.
      try await Task.sleep(for: .microseconds((1_000 - input) % 7 * 50))
      running.withLock { $0.now -= 1 }
      return input * 2
    }
    #expect(outputs == inputs.map { $0 * 2 })
    let most = running.withLock { $0.most }
    #expect(most <= OrderedConcurrency.width)
    #expect(most > 1)
  }

  @Test func theFirstErrorIsRethrown() async {
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      _ = try await OrderedConcurrency.map(Array(0..<100)) { input in
        if input == 40 { throw Failure() }
        return input
      }
    }
  }
}
