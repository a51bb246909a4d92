/// What `--sort` by a stat and the search words `legendary`, `mythical` and `baby` compare:
/// a Pokémon's base stats and its species' rarity, without the rest of its card.
public struct PokemonTraits: Hashable, Sendable, Codable {
  /// PokeAPI's Pokémon id.
  public var id: Int
  /// Base stats in the games' order.
  public var stats: [BaseStat]
  /// Which of the rare classes its species belongs to.
  public var rarity: Rarity

  /// Creates traits.
  public init(id: Int, stats: [BaseStat], rarity: Rarity) {
    self.id = id
    self.stats = stats
    self.rarity = rarity
  }

  /// The traits of a whole card.
  public init(_ pokemon: Pokemon) {
    self.init(id: pokemon.summary.id, stats: pokemon.stats, rarity: pokemon.rarity)
  }

  /// The value `sort` orders by: a base stat, or their total; `nil` for the other orders.
  /// The total never overflows, whatever the stats.
  public func value(for sort: PokemonSort) -> Int? {
    guard let stat = sort.statName else {
      guard sort == .total else { return nil }
      return stats.reduce(0) { sum, stat in
        let (result, overflow) = sum.addingReportingOverflow(stat.value)
        return overflow ? Int.max : result
      }
    }
    return stats.first { $0.name == stat }?.value ?? 0
  }
}

extension PokemonRepository {
  /// The traits of `entries`, in order, from each one's full card: what a repository
  /// without a cheaper way offers.
  public func traits(of entries: [PokemonIndexEntry]) async throws -> [PokemonTraits] {
    var traits: [PokemonTraits] = []
    for entry in entries {
      traits.append(PokemonTraits(try await pokemon(.number(entry.id))))
    }
    return traits
  }
}
