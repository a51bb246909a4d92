import Domain
/// The cache over one kind's remote source: each answer is kept under a key made from
/// the question (`learnset/25-red`, `learners/85-scarlet-level-up`, `move/thunderbolt`)
/// and follows the cache's one rule (`CacheShelf`): fresh is used, stale is refreshed
/// when the network answers, missing is fetched unless offline.
///
/// A kind's repository protocol is one short conformance (`Cached+Learning.swift`);
/// entries of every kind go through `CachedEntryRepository`. Pokémon, whose lists and
/// rows are cached piece by piece, have `CachedPokemonRepository`.
public struct Cached<Remote: Sendable>: Sendable {
  /// The source asked for what the cache lacks or holds stale.
  let remote: Remote
  let shelf: CacheShelf

  /// Caches `remote`'s answers in `storage` by `policy`, telling `onEvent` what the cache
  /// did (a stale answer served, an entry it could not read or write).
  public init(
    remote: Remote, storage: any DocumentStorage, policy: CachePolicy,
    onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.remote = remote
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: onEvent)
  }

  /// What `ask` answers, kept under `key` as `subject`. A question no key can hold (never
  /// made by `EntryQuery.parse`) is asked every time.
  func answer<Value: Codable & Sendable>(
    _ key: () throws -> StorageKey, subject: CacheSubject,
    _ ask: (Remote) async throws -> Value
  ) async throws -> Value {
    guard let key = try? key() else { return try await ask(remote) }
    return try await shelf.value(key, subject: subject) { try await ask(remote) }
  }
}
