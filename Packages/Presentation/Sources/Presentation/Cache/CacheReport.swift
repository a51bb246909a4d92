import Domain
/// `pokecli cache info`: where the cache of the API in use is, what it holds and how old
/// it is, and beside it the built-in data the cache takes precedence over; as JSON, the
/// same figures (docs/json.md).
public struct CacheReport: Screen {
  /// The built-in Pokédex of the API in use, as `cache info` names it.
  public struct BuiltIn: Equatable, Sendable {
    /// How many Pokémon it holds.
    public var pokemonCount: Int
    /// The day it was taken from PokeAPI, `yyyy-MM-dd`.
    public var generatedOn: String

    public init(pokemonCount: Int, generatedOn: String) {
      self.pokemonCount = pokemonCount
      self.generatedOn = generatedOn
    }
  }

  /// The cache's figures.
  public var stats: CacheStats
  /// When the command ran, so ages read "3 days ago" without a clock.
  public var now: Date
  /// The built-in data of the API in use; `nil` for an API without one.
  public var builtIn: BuiltIn?

  public init(stats: CacheStats, now: Date, builtIn: BuiltIn? = nil) {
    self.stats = stats
    self.now = now
    self.builtIn = builtIn
  }

  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    CacheInfoRenderer.render(stats, now: now, theme: theme, width: width)
      + (builtIn.map { CacheInfoRenderer.builtInLine($0, hints: hints) } ?? "")
  }

  public func document(hints: any Hints) -> any Encodable {
    [
      "location": stats.location, "entries": stats.entries, "cards": stats.cards,
      "rows": stats.rows, "sprites": stats.sprites, "bytes": stats.bytes,
      "oldestAgeSeconds": stats.oldest.flatMap { Self.seconds(now.timeIntervalSince($0)) },
      "freshnessSeconds": Self.seconds(stats.freshness),
      "builtIn": builtIn.map {
        ["pokemonCount": $0.pokemonCount, "generatedOn": $0.generatedOn] as JSONObject
      },
    ] as JSONObject
  }
}

extension CacheReport {
  /// `interval` in whole seconds, or `nil` when it is not finite or too large: a cache file
  /// may be dated anywhere.
  static func seconds(_ interval: TimeInterval) -> Int? {
    Int(exactly: interval.rounded(.down))
  }
}
