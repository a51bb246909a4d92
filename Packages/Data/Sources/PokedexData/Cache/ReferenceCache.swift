import Domain
/// Reference data that pokecli reads whole over another API, kept in the cache as one
/// value each: every entry of a kind (`every/nature`, the type chart), the names of a kind
/// (`every/move-names`), a Pokédex's members (`pokedex/paldea`). One file, one freshness,
/// and a warm run that asks nothing.
///
/// It follows the cache's one rule (`CacheShelf`): fresh is used, stale is refreshed when
/// the network answers, missing is fetched unless offline.
public struct ReferenceCache: Sendable {
  let shelf: CacheShelf

  public init(
    storage: any DocumentStorage, policy: CachePolicy,
    onEvent: @escaping @Sendable (CacheEvent) -> Void = { _ in }
  ) {
    self.shelf = CacheShelf(storage: storage, policy: policy, onEvent: onEvent)
  }

  /// Every group of games, from the cache or from `fetch`.
  func gameGroups(fetch: () async throws -> [GameGroup]) async throws -> [GameGroup] {
    guard let key = try? CacheKeys.lookup("version-groups") else { return try await fetch() }
    return try await shelf.value(key, subject: .games, fetch: fetch)
  }

  /// Every entry of `kind`, from the cache or from `fetch`.
  func value<Value: Codable & Sendable>(
    of kind: EntryKind, fetch: () async throws -> Value
  ) async throws -> Value {
    guard let key = try? CacheKeys.every(kind) else { return try await fetch() }
    return try await shelf.value(key, subject: .every(kind), fetch: fetch)
  }

  /// Every entry of `kind` if the cache holds it for use without asking: fresh, or of
  /// any age offline. Never asks the network.
  func held<Value: Codable & Sendable>(_ type: Value.Type, of kind: EntryKind) -> Value? {
    guard let key = try? CacheKeys.every(kind) else { return nil }
    switch shelf.lookup(type, key) {
    case .fresh(let value): return value
    case .stale(let value, _): return shelf.policy.isOffline ? value : nil
    case .missing: return nil
    }
  }

  /// The names of every entry of `kind`, from the cache or from `fetch`.
  func names<Value: Codable & Sendable>(
    of kind: EntryKind, fetch: () async throws -> Value
  ) async throws -> Value {
    guard let key = try? CacheKeys.names(of: kind) else { return try await fetch() }
    return try await shelf.value(key, subject: .names(kind), fetch: fetch)
  }

  /// Every berry's row, from the cache or from `fetch`.
  func berries<Value: Codable & Sendable>(fetch: () async throws -> Value) async throws -> Value {
    guard let key = try? CacheKeys.berries else { return try await fetch() }
    return try await shelf.value(key, subject: .berries, fetch: fetch)
  }

  /// The members of the Pokédex `slug`, from the cache or from `fetch`.
  func pokedex<Value: Codable & Sendable>(
    _ slug: String, fetch: () async throws -> Value
  ) async throws -> Value {
    guard let key = try? CacheKeys.pokedex(slug) else { return try await fetch() }
    return try await shelf.value(key, subject: .pokedex(slug), fetch: fetch)
  }
}
