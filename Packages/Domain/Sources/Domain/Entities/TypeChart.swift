/// How hard each type's moves hit each type, in one generation's games: the type chart.
///
/// Factors are whole percentages (200 for ×2, 50 for ×½, 0 for no effect), so that two
/// defending types multiply exactly (×¼ is 25, ×4 is 400).
public struct TypeChart: Codable, Hashable, Sendable {
  /// The generation whose chart this is; `nil` for today's games.
  public var generation: Int?
  /// The types the chart has, in the games' order: those of `generation` (no Dark or
  /// Steel in generation 1, no Fairy before generation 6).
  public let types: [PokemonType]
  /// `factors[a][d]`: the percentage of damage `types[a]`'s moves do to a Pokémon of type
  /// `types[d]`.
  public let factors: [[Int]]
  /// Each type's place in `types` (the first, should one be listed twice): a factor is
  /// looked up thousands of times a coverage sheet, a search of `types` each time.
  private let places: [PokemonType: Int]

  public init(generation: Int?, types: [PokemonType], factors: [[Int]]) {
    self.generation = generation
    self.types = types
    self.factors = factors
    self.places = Dictionary(types.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
  }

  private enum CodingKeys: String, CodingKey {
    case generation, types, factors
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      generation: try container.decodeIfPresent(Int.self, forKey: .generation),
      types: try container.decode([PokemonType].self, forKey: .types),
      factors: try container.decode([[Int]].self, forKey: .factors))
  }

  /// The percentage `attacker`'s moves do to `defender`; `nil` when either is not in the
  /// chart.
  public func factor(_ attacker: PokemonType, against defender: PokemonType) -> Int? {
    guard let row = places[attacker], let column = places[defender],
      factors.indices.contains(row), factors[row].indices.contains(column)
    else { return nil }
    return factors[row][column]
  }

  /// What each type's moves do to `attacker`'s targets, in chart order.
  public func offense(of attacker: PokemonType) -> [TypeFactor] {
    types.compactMap { defender in
      factor(attacker, against: defender).map { TypeFactor(type: defender, percent: $0) }
    }
  }

  /// What each type's moves do to a Pokémon of `defenders` (one type or two), in chart
  /// order: the product of the factors against each, as the games compute it.
  public func defense(of defenders: [PokemonType]) -> [TypeFactor] {
    types.compactMap { attacker in
      var percent = 100
      for defender in defenders {
        guard let factor = factor(attacker, against: defender) else { return nil }
        percent = percent * factor / 100
      }
      return TypeFactor(type: attacker, percent: percent)
    }
  }
}

/// A type and a damage percentage: what it does, or what is done to it.
public struct TypeFactor: Codable, Hashable, Sendable {
  public var type: PokemonType
  /// 0, 25, 50, 100, 200 or 400.
  public var percent: Int
}

/// One type, or a pair, as `pokecli type` shows it: its matchups in a generation's chart
/// and how many Pokémon and moves have it.
public struct TypeMatchups: Codable, Hashable, Sendable {
  /// The type, or the two types of a Pokémon, as asked.
  public var types: [PokemonType]
  /// The chart the matchups are read from.
  public var chart: TypeChart
  /// The generation that introduced each of `types`, in the same order.
  public var introducedIn: [Int?]
  /// How many Pokémon (forms included) have every one of `types`, in today's games.
  public var pokemonCount: Int
  /// How many moves have the type; `nil` for a pair.
  public var moveCount: Int?
}
