import Domain
/// The cache over any kind's repository: an entry is kept under its kind and the query
/// that found it (`move/thunderbolt`), and follows the cache's one rule (`CacheShelf`):
/// fresh is used, stale is refreshed when the network answers, missing is fetched unless
/// offline. This is `Cached` for `EntryRepository`, whose entry type a conformance of
/// `Cached` cannot name.
public struct CachedEntryRepository<Entry: Codable & Hashable & Sendable>: EntryRepository {
  let cached: Cached<any EntryRepository<Entry>>

  public var kind: EntryKind { cached.remote.kind }

  /// Caches `remote`'s entries in `storage` by `policy`, telling `onEvent` what the cache
  /// did.
  public init(
    remote: any EntryRepository<Entry>, storage: any DocumentStorage, policy: CachePolicy,
    onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.cached = Cached(remote: remote, storage: storage, policy: policy, onEvent: onEvent)
  }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    try await cached.answer({ try CacheKeys.entry(kind, query) }, subject: .entry(kind, query)) {
      try await $0.entry(query)
    }
  }
}
