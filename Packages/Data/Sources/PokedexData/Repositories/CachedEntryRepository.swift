import Domain
/// The cache over any kind's repository: an entry is kept under its kind and the query
/// that found it (`move/thunderbolt`), and follows the cache's one rule (`CacheShelf`):
/// fresh is used, stale is refreshed when the network answers, missing is fetched unless
/// offline.
public struct CachedEntryRepository<Entry: Codable & Hashable & Sendable>: EntryRepository {
  let remote: any EntryRepository<Entry>
  let shelf: CacheShelf

  public var kind: EntryKind { remote.kind }

  public init(
    remote: any EntryRepository<Entry>, storage: any DocumentStorage, policy: CachePolicy,
    onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.remote = remote
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: onEvent)
  }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    // A query no key can hold (never made by `EntryQuery.parse`) is asked every time.
    guard let key = try? CacheKeys.entry(kind, query) else { return try await remote.entry(query) }
    return try await shelf.value(key, subject: .entry(kind, query)) {
      try await remote.entry(query)
    }
  }
}

/// The built-in data first, the network (through the cache) for what it does not hold:
/// an entry newer than the data, or every entry when the database cannot be read. A name
/// the data does not know is not asked for: the data is complete for its API, so the
/// answer is "no such name", with suggestions, and no request.
public struct BuiltInFirstRepository<Entry: Codable & Hashable & Sendable>: EntryRepository {
  let builtIn: any EntryRepository<Entry>
  let network: any EntryRepository<Entry>

  public var kind: EntryKind { builtIn.kind }

  public init(builtIn: any EntryRepository<Entry>, network: any EntryRepository<Entry>) {
    self.builtIn = builtIn
    self.network = network
  }

  public func entry(_ query: EntryQuery) async throws -> Entry {
    try await BuiltInFirst.answer { try await builtIn.entry(query) } else: {
      try await network.entry(query)
    }
  }
}
