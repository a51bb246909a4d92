import Domain
/// The cache's answers stored after the built-in data was generated (by `update`, or
/// fetched since for what the data lacked): the first step of `BuiltInFirst` where it
/// applies, so they win over the data whatever their age.
struct NewerInCache: Sendable {
  let shelf: CacheShelf
  /// When the data was generated; `nil` when it cannot say, and then every answer the
  /// cache holds counts as newer.
  let dataDate: @Sendable () async -> Date?
  /// The language cached cards and rows are shown in (PokeAPI's code).
  let language: String

  /// The value under `key` when it was stored after the data was generated.
  func value<Value: Codable>(_ type: Value.Type, _ key: StorageKey) async -> Value? {
    shelf.value(type, key, storedAfter: await dataDate() ?? .distantPast)
  }

  /// A card or row stored after the data was generated, in the cache's language.
  func value<Value: Codable & Translatable>(_ type: Value.Type, _ key: StorageKey) async
    -> Value?
  {
    shelf.value(type, key, storedAfter: await dataDate() ?? .distantPast)?.shown(in: language)
  }
}
