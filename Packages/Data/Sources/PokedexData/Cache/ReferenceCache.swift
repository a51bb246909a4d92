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

  /// What this cache keeps, each as one value under a key of its own.
  enum Entry {
    /// Every group of games (`lookup/version-groups`).
    case games
    /// Every entry of a kind (`every/nature`, `every/type`).
    case every(EntryKind)
    /// The names of every entry of a kind (`every/move-names`).
    case names(EntryKind)
    /// Every berry's row (`every/berry`).
    case berries
    /// A Pokédex's members (`pokedex/paldea`).
    case pokedex(String)

    /// Its key, and what a notice or an offline failure calls it.
    var place: (key: StorageKey, subject: CacheSubject) {
      get throws {
        switch self {
        case .games: return (try CacheKeys.lookup("version-groups"), .games)
        case .every(let kind): return (try CacheKeys.every(kind), .every(kind))
        case .names(let kind): return (try CacheKeys.names(of: kind), .names(kind))
        case .berries: return (try CacheKeys.berries, .berries)
        case .pokedex(let slug): return (try CacheKeys.pokedex(slug), .pokedex(slug))
        }
      }
    }
  }

  /// `entry`'s value, from the cache or from `fetch`; fetched and not kept when `entry`
  /// has no usable key (a slug a file name cannot hold).
  func value<Value: Codable & Sendable>(
    _ entry: Entry, fetch: () async throws -> Value
  ) async throws -> Value {
    guard let place = try? entry.place else { return try await fetch() }
    return try await shelf.value(place.key, subject: place.subject, fetch: fetch)
  }

  /// Every entry of `kind` if the cache holds it for use without asking: fresh, or of
  /// any age offline. Never asks the network.
  func held<Value: Codable & Sendable>(_ type: Value.Type, of kind: EntryKind) -> Value? {
    guard let key = try? Entry.every(kind).place.key else { return nil }
    switch shelf.lookup(type, key) {
    case .fresh(let value): return value
    case .stale(let value, _): return shelf.policy.isOffline ? value : nil
    case .missing: return nil
    }
  }
}
