/// Something the cache did that a user should hear about, in one line on stderr.
public enum CacheEvent: Hashable, Sendable {
  /// PokeAPI could not refresh `subject`, so the copy cached `age` seconds ago was used.
  case servedStale(subject: CacheSubject, age: TimeInterval, because: PokedexError)
  /// A cached document could not be read (truncated, corrupt, older format); it was
  /// dropped and fetched again.
  case discardedUnreadable(key: String)
  /// The cache could not be written; pokecli carried on without it.
  case writeFailed(reason: String)
}
