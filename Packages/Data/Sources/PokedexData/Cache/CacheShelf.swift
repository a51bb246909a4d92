import Domain
/// Reads and writes typed, dated entries in a `DocumentStorage`, and applies the cache's
/// one rule: fresh entries are used as they are; stale ones are refreshed when PokeAPI
/// answers and used anyway, with a notice, when it does not; missing ones are fetched,
/// unless offline.
struct CacheShelf: Sendable {
  let storage: any DocumentStorage
  let policy: CachePolicy
  let onEvent: @Sendable (CacheEvent) -> Void
  /// The last write that failed, so a caller can say why something is not cached.
  let lastWriteFailure = LastWriteFailure()

  /// An entry as found in the storage.
  enum Lookup<Value> {
    case fresh(Value)
    case stale(Value, age: TimeInterval)
    case missing
  }

  /// The entry under `key`; an unreadable one (damaged, of another format, or larger
  /// than the storage reads) is removed and reported, and counts as missing.
  func lookup<Value: Codable>(_ type: Value.Type, _ key: StorageKey) -> Lookup<Value> {
    let data: Data
    do {
      guard let read = try storage.read(key) else { return .missing }
      data = read
    } catch PokedexError.unreadableFile {
      return discard(key)
    } catch {
      return .missing
    }
    guard let envelope = CacheEnvelope<Value>.decode(data) else { return discard(key) }
    let age = policy.now().timeIntervalSince(envelope.storedAt)
    return policy.isFresh(age: age) ? .fresh(envelope.value) : .stale(envelope.value, age: age)
  }

  /// Removes the unreadable entry under `key` and reports it: it is fetched again.
  private func discard<Value>(_ key: StorageKey) -> Lookup<Value> {
    try? storage.remove(key)
    onEvent(.discardedUnreadable(key: key.description))
    return .missing
  }

  /// Stores `value` under `key`; a failure to write is reported, never thrown: the cache
  /// is a convenience, and the answer is already in hand.
  func put<Value: Codable>(_ value: Value, _ key: StorageKey) {
    do {
      try storage.write(try CacheEnvelope.encode(value, at: policy.now()), to: key)
    } catch let error as PokedexError {
      lastWriteFailure.record(error)
      onEvent(.writeFailed(reason: error.reasonForNotice))
    } catch {
      onEvent(.writeFailed(reason: "\(error)"))
    }
  }

  /// The value under `key`, following the cache's rule; `fetch` asks PokeAPI.
  /// - Parameters:
  ///   - subject: what the value is, for notices and offline failures.
  func value<Value: Codable & Sendable>(
    _ key: StorageKey, subject: CacheSubject,
    fetch: () async throws -> Value
  ) async throws -> Value {
    switch lookup(Value.self, key) {
    case .fresh(let value):
      return value
    case .stale(let value, let age):
      if policy.isOffline { return value }
      do {
        let fresh = try await fetch()
        put(fresh, key)
        return fresh
      } catch let error as PokedexError where error.isNetworkFailure {
        onEvent(.servedStale(subject: subject, age: age, because: error))
        return value
      }
    case .missing:
      if policy.isOffline { throw PokedexError.notCached(subject) }
      let fresh = try await fetch()
      put(fresh, key)
      return fresh
    }
  }
}

extension PokedexError {
  /// The short reason inside a storage error, for a notice.
  var reasonForNotice: String {
    switch self {
    case .storageFailed(let path, let reason): return "\(path): \(reason)"
    default: return "\(self)"
    }
  }
}
