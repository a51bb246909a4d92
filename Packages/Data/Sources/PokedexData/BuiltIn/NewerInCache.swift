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
  /// Every key the cache held when it was listed (`listed()`); `nil` when it was not, and
  /// then every key asked is looked up.
  private var stored: Set<StorageKey>?

  init(shelf: CacheShelf, dataDate: @escaping @Sendable () async -> Date?, language: String) {
    self.shelf = shelf
    self.dataDate = dataDate
    self.language = language
  }

  /// The value under `key` when it was stored after the data was generated.
  func value<Value: Codable>(_ type: Value.Type, _ key: StorageKey) async -> Value? {
    guard stored?.contains(key) ?? true else { return nil }
    return shelf.value(type, key, storedAfter: await dataDate() ?? .distantPast)
  }

  /// A card or row stored after the data was generated, in the cache's language.
  func value<Value: Codable & Translatable>(_ type: Value.Type, _ key: StorageKey) async
    -> Value?
  {
    guard stored?.contains(key) ?? true else { return nil }
    return shelf.value(type, key, storedAfter: await dataDate() ?? .distantPast)?.shown(in: language)
  }

  /// This, knowing every key the cache holds now: a key it lacks is answered without a
  /// look-up. For many answers at once (`BuiltInFirst.answerEach`): a sort by a stat asks
  /// two keys of each of 1,351 Pokémon, and each look-up resolves the cache's folders
  /// again, where one listing of the cache reads every folder once. A cache that cannot
  /// be listed is looked up key by key, as before. The listing does not go into a folder
  /// that is a symbolic link (`DocumentStorage.contents()`, as `cache info` counts): pokecli
  /// makes none in its cache, and an answer under one counts as not held.
  func listed() -> NewerInCache {
    guard let documents = try? shelf.storage.contents() else { return self }
    var listed = self
    listed.stored = Set(documents.map(\.key))
    return listed
  }
}
