/// What the cache holds, for the cache report.
public struct CacheStats: Hashable, Sendable {
  /// The cache folder.
  public var location: String
  /// How many documents it holds.
  public var entries: Int
  /// How many of them are detail cards.
  public var cards: Int
  /// How many of them are list rows.
  public var rows: Int
  /// How many of them are sprites (a Pokémon with none counts too, remembered as none).
  public var sprites: Int
  /// Their total size in bytes.
  public var bytes: Int
  /// When the oldest was written; `nil` when the cache is empty.
  public var oldest: Date?
  /// How long an entry stays fresh.
  public var freshness: TimeInterval

  /// Creates stats.
  public init(
    location: String, entries: Int, cards: Int, rows: Int, sprites: Int = 0, bytes: Int,
    oldest: Date?, freshness: TimeInterval
  ) {
    self.location = location
    self.entries = entries
    self.cards = cards
    self.rows = rows
    self.sprites = sprites
    self.bytes = bytes
    self.oldest = oldest
    self.freshness = freshness
  }
}

/// How a `cache prefetch` went.
public struct PrefetchReport: Hashable, Sendable {
  /// How many Pokémon were asked for.
  public var total: Int
  /// How many were fetched from PokeAPI in this run.
  public var fetched: Int
  /// How many were already fresh in the cache, so cost nothing.
  public var alreadyCached: Int
  /// The ids that could not be fetched, with why.
  public var failures: [Int: PokedexError]
  /// How many of them have their sprite in the cache after the run, when sprites were
  /// asked for (`nil` when not): a Pokémon PokeAPI draws no sprite for has none.
  public var sprites: Int?
}
