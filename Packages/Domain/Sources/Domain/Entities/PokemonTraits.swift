/// What `--sort` by a stat, the search words `legendary`, `mythical` and `baby`, and a
/// list told as in a game (`--game`) compare: a Pokémon's base stats, its species'
/// rarity, when it came and what changed since, without the rest of its card.
public struct PokemonTraits: Hashable, Sendable, Codable {
  /// PokeAPI's Pokémon id.
  public var id: Int
  /// Base stats in the games' order.
  public var stats: [BaseStat]
  /// Which of the rare classes its species belongs to.
  public var rarity: Rarity
  /// The generation it came by: its species', or an alternate form's group of games'
  /// when later, as a card tells forms; `nil` when unknown (traits kept before this was).
  public var came: Int?
  /// Its past types and base stats, oldest first (abilities left out); `nil` when they
  /// never changed.
  public var past: [PokemonPastValues]?

  /// Creates traits.
  public init(
    id: Int, stats: [BaseStat], rarity: Rarity, came: Int? = nil,
    past: [PokemonPastValues]? = nil
  ) {
    self.id = id
    self.stats = stats
    self.rarity = rarity
    self.came = came
    self.past = past
  }

  /// The traits of a whole card.
  public init(_ pokemon: Pokemon) {
    let own = pokemon.forms.first { $0.name == pokemon.summary.name }
    let isForm = own?.isDefault == false
    let formCame = isForm ? own?.introducedIn?.generation : nil
    // An alternate form whose group's generation the card does not say (a card over
    // another API names the group alone) came when is not known.
    let came = isForm && formCame == nil ? nil : [pokemon.generation, formCame].compactMap { $0 }.max()
    self.init(
      id: pokemon.summary.id, stats: pokemon.stats, rarity: pokemon.rarity,
      came: came,
      past: PokemonPastValues.typesAndStats(of: pokemon.past))
  }

  /// Whether it had come by `generation`; one of unknown coming is kept.
  public func hadCome(by generation: Int) -> Bool { (came ?? 1) <= generation }

  /// Its types in `generation` where they differ from today's (Clefairy's Normal before
  /// generation VI); `nil` where they are today's.
  public func types(in generation: Int) -> [PokemonType]? {
    PokemonPastValues.holding(generation, in: past).lazy.compactMap(\.types).first
  }

  /// The traits as in `generation`: its base stats then, as its card tells them
  /// (generation I's one Special in place of Sp. Atk and Sp. Def: `value(for:)` orders
  /// either by it, and the total counts it once).
  public func asIn(generation: Int) -> PokemonTraits {
    var traits = self
    traits.stats = Pokemon.stats(
      stats, earlier: PokemonPastValues.holding(generation, in: past), generation: generation)
    return traits
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
    if let value = stats.first(where: { $0.name == stat })?.value { return value }
    // Generation I's Special stood for both special stats.
    let special = sort == .spAttack || sort == .spDefense
    return special ? stats.first { $0.name == "special" }?.value ?? 0 : 0
  }
}

extension PokemonPastValues {
  /// `past` with its types and stats alone, the generations that changed neither left
  /// out; `nil` when none is left.
  public static func typesAndStats(of past: [PokemonPastValues]?) -> [PokemonPastValues]? {
    let kept = (past ?? []).filter { $0.types != nil || $0.stats != nil }.map {
      PokemonPastValues(lastGeneration: $0.lastGeneration, types: $0.types, stats: $0.stats)
    }
    return kept.isEmpty ? nil : kept
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
