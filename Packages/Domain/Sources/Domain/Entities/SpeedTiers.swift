/// Where a Pokémon's Speed stands among every fully evolved Pokémon's, each at its
/// fastest (31 IVs, the most EVs and a raising nature; DV 15 and full stat experience in
/// generations I and II), at one level: `pokecli speed`.
public struct SpeedTiers: Hashable, Sendable {
  public var pokemon: PokemonSummary
  public var baseSpeed: Int
  public var level: Int
  public var game: GameGroup?
  public var formula: StatFormula
  /// Its Speed uninvested (31 IVs or DV 15, no training, neutral), with the most
  /// training and a neutral nature, and at its fastest.
  public var uninvested: Int
  public var invested: Int
  public var fastest: Int
  /// Every other fully evolved Pokémon at its fastest, fastest first.
  public var rivals: [Rival]
  /// Its fastest Speed as boosted or cut in battle, and where that stands.
  public var scenarios: [Scenario]

  /// Another Pokémon and its fastest Speed at the level.
  public struct Rival: Hashable, Sendable {
    public var pokemon: PokemonIndexEntry
    /// Its name in the language shown.
    public var displayName: String
    public var baseSpeed: Int
    public var speed: Int
  }

  /// What changes its Speed in battle.
  public enum Change: String, Hashable, Sendable, CaseIterable {
    /// As it is.
    case none
    /// One stage up (×1.5), as a Choice Scarf also makes it.
    case plusOne = "plus-one"
    /// Tailwind, which doubles it.
    case tailwind
    /// One stage down (×⅔).
    case minusOne = "minus-one"

    /// Whether the games of `generation` had it: Tailwind came with generation IV.
    public func existed(inGeneration generation: Int?) -> Bool {
      self != .tailwind || (generation ?? 9) >= 4
    }

    /// The Speed `speed` becomes in `generation`, rounded down as the games do: one stage
    /// down is ×66/100 in generations I and II, ×2/3 since.
    public func apply(to speed: Int, generation: Int?) -> Int {
      switch self {
      case .none: return speed
      case .plusOne: return speed * 3 / 2
      case .tailwind: return speed * 2
      case .minusOne: return (generation ?? 9) < 3 ? speed * 66 / 100 : speed * 2 / 3
      }
    }
  }

  /// Its Speed under one change against every rival at its fastest, unchanged.
  public struct Scenario: Hashable, Sendable {
    public var change: Change
    public var speed: Int
    /// How many rivals are slower, and how many tie.
    public var outspeeds: Int
    public var ties: Int
    /// The fastest rivals it still outspeeds (at most three), and the slowest that
    /// outspeed it (at most three), nearest first.
    public var justBelow: [Rival]
    public var justAbove: [Rival]
    /// The rivals exactly as fast (at most three, in national order): `ties` counts them
    /// all.
    public var tiedWith: [Rival]
  }

  /// - Parameter rivals: the fully evolved Pokémon, as in the game `pokemon` is.
  public init(pokemon: Pokemon, level: Int, rivals: [RosterMember]) {
    let generation = pokemon.asIn?.generation
    let formula = StatFormula(generation: generation)
    let level = min(max(level, 1), 100)
    let base = pokemon.stats.first { $0.name == "speed" }?.value ?? 0
    func speed(_ base: Int, effort: Int, nature: NatureEffect) -> Int {
      formula.value(
        base: base, isHP: false, level: level, individual: formula.maxIndividual,
        effort: effort, nature: nature)
    }
    let most = formula.maxEffort(generation: generation)
    let top: NatureEffect = formula == .modern ? .raising : .neutral
    self.pokemon = pokemon.summary
    self.baseSpeed = base
    self.level = level
    self.game = pokemon.asIn
    self.formula = formula
    uninvested = speed(base, effort: 0, nature: .neutral)
    invested = speed(base, effort: most, nature: .neutral)
    fastest = speed(base, effort: most, nature: top)
    let ranked = rivals.filter { $0.pokemon.id != pokemon.summary.id }.map { rival in
      Rival(
        pokemon: rival.pokemon, displayName: rival.displayName, baseSpeed: rival.speed,
        speed: speed(rival.speed, effort: most, nature: top))
    }.sorted { ($0.speed, $1.pokemon.id) > ($1.speed, $0.pokemon.id) }
    self.rivals = ranked
    let fastest = self.fastest
    scenarios = Change.allCases.filter { $0.existed(inGeneration: generation) }.map { change in
      let boosted = change.apply(to: fastest, generation: generation)
      let slower = ranked.filter { $0.speed < boosted }
      let faster = ranked.filter { $0.speed > boosted }
      let tied = ranked.filter { $0.speed == boosted }
      return Scenario(
        change: change, speed: boosted, outspeeds: slower.count, ties: tied.count,
        justBelow: Array(slower.prefix(3)), justAbove: Array(faster.suffix(3).reversed()),
        tiedWith: Array(tied.sorted { $0.pokemon.id < $1.pokemon.id }.prefix(3)))
    }
  }
}
