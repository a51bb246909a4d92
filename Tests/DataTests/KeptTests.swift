import Synchronization
import Testing

@testable import PokedexData

/// What an opening keeps (`ReadOnce`) is read the first time it is asked for and never
/// again; each key of a `KeptByKey` is read on its own, and a read that fails keeps
/// nothing, so the next ask reads again.
@Suite("A kept value is read once")
struct KeptTests {
  struct Refused: Error {}

  @Test func aValueIsReadTheFirstTimeOnly() async throws {
    let kept = KeptOnce<Int>()
    let reads = Mutex(0)
    for _ in 0..<3 {
      let value = try await kept.value {
        reads.withLock { $0 += 1 }
        return 7
      }
      #expect(value == 7)
    }
    #expect(reads.withLock { $0 } == 1)
  }

  @Test func eachKeyIsReadOnceAndOnItsOwn() async throws {
    let kept = KeptByKey<String, [Int]>()
    let reads = Mutex<[String]>([])
    for key in ["moves", "items", "moves", "items", "moves"] {
      let value = try await kept.value(for: key) {
        reads.withLock { $0.append(key) }
        return [key.count]
      }
      #expect(value == [key.count])
    }
    #expect(reads.withLock { $0 } == ["moves", "items"])
  }

  @Test func aFailedReadKeepsNothing() async throws {
    let kept = KeptByKey<Int, String>()
    await #expect(throws: Refused.self) {
      try await kept.value(for: 1) { throw Refused() }
    }
    #expect(try await kept.value(for: 1) { "read again" } == "read again")
    #expect(try await kept.value(for: 1) { "not read" } == "read again")
  }
}
