import Domain
extension CacheShelf {
  /// The entry under `key` when it was stored after `date`, whatever its age; `nil` when
  /// there is none, it is older, or it cannot be read.
  ///
  /// What the built-in Pokédex asks before answering: a cached value newer than the
  /// built-in data (from `update`, or fetched since) takes precedence over it.
  func value<Value: Codable>(_ type: Value.Type, _ key: StorageKey, storedAfter date: Date)
    -> Value?
  {
    guard let data = try? storage.read(key), let envelope = CacheEnvelope<Value>.decode(data),
      envelope.storedAt > date
    else { return nil }
    return envelope.value
  }
}
