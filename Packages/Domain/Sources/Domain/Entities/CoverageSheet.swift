/// What a set of one to four attacks hits, in one game: every type and every pair of
/// types a Pokémon has by the best the set does to it, and the fully evolved Pokémon that
/// resist all of it, their abilities counted. What `pokecli coverage` shows.
public struct CoverageSheet: Hashable, Sendable {
  /// The attacks, in the order given.
  public var attacks: [CoverageAttack]
  /// The group of games it is worked out as in; `nil` for today's.
  public var game: GameGroup?
  /// Every type of the game's chart, in the chart's order.
  public var types: [TypeCoverage]
  /// Every pair of types some Pokémon of the game has, in the chart's order.
  public var pairs: [TypeCoverage]
  /// The fully evolved Pokémon whose best taken is under ×1, least first, then in
  /// national order.
  public var resistedBy: [Resister]
  /// How many fully evolved Pokémon the game has: what `resistedBy` is out of.
  public var fullyEvolvedCount: Int
  /// The moves given that do no damage (status moves: they hit nothing), by display
  /// name: left out of the attacks, and said so.
  public var harmless: [String] = []

  /// - Parameters:
  ///   - attacks: the attacks, each of a type in `chart`.
  ///   - chart: the type chart of the game's generation.
  ///   - roster: every Pokémon of the game, as in it (`RosterMember.asIn(generation:)`).
  public init(
    attacks: [CoverageAttack], game: GameGroup?, chart: TypeChart, roster: [RosterMember]
  ) {
    self.attacks = attacks
    self.game = game
    func best(_ defenders: [PokemonType]) -> TypeCoverage {
      let percents = attacks.map { AttackMatchup.percent($0, against: defenders, chart: chart) ?? 100 }
      let top = percents.max() ?? 100
      return TypeCoverage(
        types: defenders, percent: top,
        attacks: percents.indices.filter { percents[$0] == top && top > 0 })
    }
    types = chart.types.map { best([$0]) }
    // A pair by its types' places in the chart, the first's before the second's, as one
    // number (first × the number of types + second): its order is the pairs' order.
    let order = Dictionary(chart.types.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
    let count = chart.types.count
    var places = Set<Int>()
    for member in roster where member.types.count == 2 {
      guard let first = order[member.types[0]], let second = order[member.types[1]] else {
        continue
      }
      places.insert(min(first, second) * count + max(first, second))
    }
    self.pairs = places.sorted().map { best([chart.types[$0 / count], chart.types[$0 % count]]) }
    let fullyEvolved = roster.filter(\.isFullyEvolved)
    fullyEvolvedCount = fullyEvolved.count
    // Most Pokémon share their types, and their abilities, with others: each
    // combination is weighed once, keyed by the types' places in the chart (hashing an
    // Int, not their slugs, for the thousands of look-ups).
    var weighed: [Matchup: Double] = [:]
    weighed.reserveCapacity(fullyEvolved.count * 2)
    // Most abilities change none of the attacks: they weigh as none, so a pair of types
    // is weighed once, not once for each ability its Pokémon have (thousands of chart
    // look-ups).
    var changesAnAttack: [String: Bool] = [:]
    func counted(_ ability: String?) -> String? {
      guard let ability else { return nil }
      if let known = changesAnAttack[ability] { return known ? ability : nil }
      let changes = attacks.contains {
        AbilityMatchups.canChange(ability, attacking: $0.type, generation: chart.generation)
      }
      changesAnAttack[ability] = changes
      return changes ? ability : nil
    }
    func most(_ types: [PokemonType], places: Int?, _ named: String?) -> Double {
      let ability = counted(named)
      func weigh() -> Double {
        attacks.compactMap {
          AttackMatchup.multiplier($0, against: types, ability: ability, chart: chart)
        }.max() ?? 1
      }
      guard let places else { return weigh() }
      let matchup = Matchup(places: places, ability: ability)
      if let known = weighed[matchup] { return known }
      let most = weigh()
      weighed[matchup] = most
      return most
    }
    resistedBy = fullyEvolved.compactMap { member in
      let places = Matchup.places(of: member.types, in: order)
      return Resister(member) { most(member.types, places: places, $0) }
    }
      .enumerated().sorted { ($0.element.multiplier, $0.offset) < ($1.element.multiplier, $1.offset) }
      .map(\.element)
  }
}

/// The best a set of attacks does to one type or one pair.
public struct TypeCoverage: Hashable, Sendable {
  /// One type, or two.
  public var types: [PokemonType]
  /// The best percentage (200 for ×2; 0 when nothing hits it).
  public var percent: Int
  /// The attacks (their indices) that do it; none when nothing hits it.
  public var attacks: [Int]
}

/// A fully evolved Pokémon that takes less than ×1 from every attack of a set.
public struct Resister: Hashable, Sendable {
  public var pokemon: PokemonIndexEntry
  /// Its name in the language shown.
  public var displayName: String
  public var types: [PokemonType]
  /// The most any attack of the set does to it, its best ability counted.
  public var multiplier: Double
  /// The abilities (display names) that make `multiplier`, where its types alone do not:
  /// Levitate for a Bronzong against Earthquake and Ice Beam, Water Absorb for a Vaporeon
  /// against Surf (its types make it ×½, the ability ×0). Empty when its types do.
  public var abilities: [String]
  /// Whether every one of it has such an ability (Gengar's only ability was Levitate);
  /// false when it depends on the ability it has.
  public var isEveryOne: Bool

  /// It, when every attack does less than ×1 to it with one of its abilities at least;
  /// `nil` otherwise.
  /// - Parameter most: the most any attack does to its types with an ability (its slug),
  ///   or with none for `nil`.
  init?(_ member: RosterMember, most: (_ ability: String?) -> Double) {
    let byTypes = most(nil)
    // Most members resist nothing: they are ruled out before anything else is made.
    let mosts = member.abilities.map { most($0.name) }
    let least = mosts.min() ?? byTypes
    guard least < 1 else { return nil }
    let withAbility = zip(member.abilities, mosts).map { (ability: $0, most: $1) }
    pokemon = member.pokemon
    displayName = member.displayName
    types = member.types
    multiplier = least
    let deciding = withAbility.filter { $0.most == least }
    if least == byTypes {
      abilities = []
      isEveryOne = true
    } else {
      abilities = deciding.map(\.ability.displayName)
      isEveryOne = deciding.count == withAbility.count
    }
  }
}

/// Types and an ability, weighed once for every Pokémon that has them.
private struct Matchup: Hashable {
  /// The types' places in the chart, in their order, one base-64 digit each (`places(of:in:)`).
  var places: Int
  var ability: String?

  /// Up to two types' places in the chart as one number, each place plus one so that
  /// none is 0; `nil` for more types or a type the chart lacks (weighed without a key).
  static func places(of types: [PokemonType], in order: [PokemonType: Int]) -> Int? {
    guard types.count <= 2 else { return nil }
    var places = 0
    for type in types {
      guard let place = order[type], place < 63 else { return nil }
      places = places * 64 + place + 1
    }
    return places
  }
}
