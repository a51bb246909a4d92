import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

/// A cache entry too large to read (the storage refuses it unread) is dropped and
/// fetched again, as a damaged one is.
@Suite struct OversizedEntryTests {
  @Test func anEntryTooLargeToReadIsDroppedAndFetchedAgain() async throws {
    let store = OversizedEntries(refusing: ["card/25"])
    let remote = InMemoryPokemonRepository(cards: MinimalCard.few)
    let events = EventLog()
    let repository = CachedPokemonRepository(
      remote: remote, storage: store,
      policy: CachePolicy(freshness: 86_400, isOffline: false, now: { Date() }),
      onEvent: events.record)
    #expect(try await repository.pokemon(.number(25)).summary.name == "pikachu")
    #expect(remote.log == ["pokemon 25"])
    #expect(store.removed == ["card/25"])
    #expect(events.all.first == .discardedUnreadable(key: "card/25"))
  }
}

/// A storage whose documents under some keys are too large to read, as `FileStorage`
/// refuses them; it records what is removed.
final class OversizedEntries: DocumentStorage, @unchecked Sendable {
  private let base = InMemoryDocumentStorage()
  private let lock = NSLock()
  private var refused: Set<String>
  private var removedKeys: [String] = []

  init(refusing keys: Set<String>) {
    refused = keys
  }

  var removed: [String] { lock.withLock { removedKeys } }
  var location: String { base.location }
  func location(of key: StorageKey) -> String { base.location(of: key) }

  func read(_ key: StorageKey) throws -> Data? {
    if lock.withLock({ refused.contains(key.description) }) {
      throw PokedexError.unreadableFile(path: location(of: key), reason: "it holds 2 GB")
    }
    return try base.read(key)
  }

  func write(_ data: Data, to key: StorageKey) throws {
    _ = lock.withLock { refused.remove(key.description) }
    try base.write(data, to: key)
  }

  func remove(_ key: StorageKey) throws {
    lock.withLock {
      removedKeys.append(key.description)
      refused.remove(key.description)
    }
    try base.remove(key)
  }

  func contents() throws -> [StoredDocument] { try base.contents() }

  func withExclusiveLock<Value>(_ key: StorageKey, _ body: () throws -> Value) throws -> Value {
    try body()
  }
}
