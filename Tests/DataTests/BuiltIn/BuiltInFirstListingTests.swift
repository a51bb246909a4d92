@testable import PokedexData
import Domain
import Foundation
import PokedexTesting
import Synchronization
import Testing

/// Many answers at once list the cache once instead of looking up each key, and answer
/// just as the look-ups did: what the cache stored after the data wins, what it stored
/// before is passed over, the rest is the data's.
@Suite("Built-in data first, many answers at once")
struct BuiltInFirstListingTests {
  /// A storage that counts its look-ups and listings.
  final class CountingStorage: DocumentStorage {
    let base = InMemoryDocumentStorage()
    private let counts = Mutex((reads: 0, listings: 0))
    var reads: Int { counts.withLock { $0.reads } }
    var listings: Int { counts.withLock { $0.listings } }

    var location: String { base.location }
    func location(of key: StorageKey) -> String { base.location(of: key) }
    func read(_ key: StorageKey) throws -> Data? {
      counts.withLock { $0.reads += 1 }
      return try base.read(key)
    }
    func write(_ data: Data, to key: StorageKey) throws { try base.write(data, to: key) }
    func remove(_ key: StorageKey) throws { try base.remove(key) }
    func contents() throws -> [StoredDocument] {
      counts.withLock { $0.listings += 1 }
      return try base.contents()
    }
    func withExclusiveLock<Value>(_ key: StorageKey, _ body: () throws -> Value) throws -> Value {
      try base.withExclusiveLock(key, body)
    }
  }

  let storage = CountingStorage()
  let clock = SteppedDate()
  /// When the data was generated: the clock's start.
  let dataDate: Date

  init() {
    dataDate = clock.now()
  }

  var shelf: CacheShelf {
    CacheShelf(storage: storage, policy: CachePolicy(now: clock.now), onEvent: { _ in })
  }

  var rule: BuiltInFirst {
    let date = dataDate
    return BuiltInFirst(
      newerInCache: NewerInCache(shelf: shelf, dataDate: { date }, language: "en"),
      knowsEveryName: { true })
  }

  /// The rule over `ids`: the cache's text under `text/ID` when newer, else the data's.
  func answers(_ ids: [Int]) async throws -> [Int: String] {
    try await rule.answerEach(
      ids,
      newer: { newer, id in await newer.value(String.self, try StorageKey("text", String(id))) },
      builtIn: { ids in Dictionary(uniqueKeysWithValues: ids.map { ($0, "data \($0)") }) },
      else: { _ in [:] })
  }

  @Test func manyAnswersListTheCacheOnceAndLookUpOnlyWhatItHolds() async throws {
    clock.advance(by: -86_400)
    shelf.put("cached before the data", try StorageKey("text", "9"))
    clock.advance(by: 2 * 86_400)
    shelf.put("cached after the data", try StorageKey("text", "7"))
    let ids = Array(1...(BuiltInFirst.listedPast + 100))
    let answers = try await answers(ids)
    #expect(answers.count == ids.count)
    #expect(answers[7] == "cached after the data")
    #expect(answers[9] == "data 9")
    #expect(answers[8] == "data 8")
    #expect(storage.listings == 1)
    #expect(storage.reads == 2)
  }

  @Test func aFewAnswersLookUpEachKeyWithoutAListing() async throws {
    clock.advance(by: 86_400)
    shelf.put("cached after the data", try StorageKey("text", "2"))
    let answers = try await answers([1, 2, 3])
    #expect(answers == [1: "data 1", 2: "cached after the data", 3: "data 3"])
    #expect(storage.listings == 0)
    #expect(storage.reads == 3)
  }
}
