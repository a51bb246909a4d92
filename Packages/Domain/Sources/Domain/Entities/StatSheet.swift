/// A Pokémon's real stats at a level, with a nature and a training, as `pokecli stats`
/// shows them: each stat beside the lowest and highest it can be at that level, and, when
/// asked, the least training that brings one stat to a value.
public struct StatSheet: Hashable, Sendable {
  /// The Pokémon, with its base stats as in `game`.
  public var pokemon: PokemonSummary
  /// The game the base stats and the formula are from; `nil` for today's.
  public var game: GameGroup?
  public var formula: StatFormula
  public var level: Int
  /// The nature, from generation III on; `nil` for none (every stat neutral).
  public var nature: Nature?
  /// One line a stat, in the games' order (generation I has one Special).
  public var lines: [StatLine]
  /// What the least training to reach a value is, when one was asked for.
  public var target: StatTarget?

  /// The sheet of `pokemon` (its stats already as in its `asIn` game) at `level`, and
  /// the least training that brings `target`'s stat (a PokeAPI slug) to its value.
  /// - Throws: `StatTrainingProblem` for training, a nature or a target the formula of
  ///   that game does not take.
  public init(
    pokemon: Pokemon, level: Int, nature: Nature?, training: StatTraining,
    target: (stat: String, value: Int)? = nil
  ) throws(StatTrainingProblem) {
    let generation = pokemon.asIn?.generation
    let formula = StatFormula(generation: generation)
    try training.check(for: formula, generation: generation)
    if nature != nil && formula == .gameBoy { throw .naturesNotYet }
    self.pokemon = pokemon.summary
    self.game = pokemon.asIn
    self.formula = formula
    self.level = min(max(level, 1), 100)
    self.nature = nature
    let individuals = training.individuals(for: formula)
    lines = pokemon.stats.map { stat in
      let isHP = stat.name == "hp"
      let effect = NatureEffect(of: nature, on: stat.name)
      let individual = individuals[stat.name] ?? formula.maxIndividual
      let effort = training.effort(of: stat.name, for: formula)
      func value(_ individual: Int, _ effort: Int, _ effect: NatureEffect) -> Int {
        formula.value(
          base: stat.value, isHP: isHP, level: level, individual: individual, effort: effort,
          nature: effect)
      }
      let natured = formula == .modern && !isHP
      return StatLine(
        stat: stat.name, base: stat.value, individual: individual, effort: effort,
        nature: effect, value: value(individual, effort, effect),
        lowest: value(0, 0, natured ? .lowering : .neutral),
        highest: value(
          formula.maxIndividual, formula.maxEffort(generation: generation),
          natured ? .raising : .neutral))
    }
    guard let target else { return }
    // Generation I's one Special answers for either special stat.
    let isMissing = !lines.contains { $0.stat == target.stat }
    let named =
      formula == .gameBoy && isMissing && target.stat.hasPrefix("special") ? "special" : target.stat
    guard let line = lines.first(where: { $0.stat == named }) else {
      throw .noSuchStat(target.stat)
    }
    let effects: [NatureEffect] =
      formula == .modern && line.stat != "hp" ? [.raising, .neutral, .lowering] : [.neutral]
    let best: NatureEffect = effects.first ?? .neutral
    // The EVs the other stats' training leaves of the 510 (all of one stat's most in
    // generations I and II, where each stat gains its own experience).
    let others = lines.filter { $0.stat != line.stat }.reduce(0) { $0 + $1.effort }
    let left = min(
      formula.maxEffort(generation: generation),
      formula.maxTotalEffort.map { max($0 - others, 0) } ?? .max)
    self.target = StatTarget(
      stat: named, value: target.value,
      most: formula.value(
        base: line.base, isHP: line.stat == "hp", level: level, individual: line.individual,
        effort: left, nature: best),
      left: left,
      ways: effects.map { effect in
        let least = formula.leastEffort(
          reaching: target.value, base: line.base, isHP: line.stat == "hp", level: level,
          individual: line.individual, nature: effect, generation: generation)
        return StatTarget.Way(nature: effect, effort: least.flatMap { $0 <= left ? $0 : nil })
      })
  }
}

/// One stat of a `StatSheet`.
public struct StatLine: Hashable, Sendable {
  /// PokeAPI's slug: `hp`, `attack`… (`special` in generation I).
  public var stat: String
  public var base: Int
  /// The IV (or DV) it was worked out with.
  public var individual: Int
  /// The EVs (or stat experience).
  public var effort: Int
  /// What the nature does to it.
  public var nature: NatureEffect
  public var value: Int
  /// The least it can be at the sheet's level: no IV, no training, a lowering nature.
  public var lowest: Int
  /// The most: the highest IV, the most training one stat takes, a raising nature.
  public var highest: Int
}

/// The least training that brings a stat to a value, with each nature that matters.
public struct StatTarget: Hashable, Sendable {
  public var stat: String
  public var value: Int
  /// The most the stat reaches with its IV (or DV) as given: the most training it can
  /// still take and the best nature.
  public var most: Int
  /// The most training the stat can still take: the most one stat takes, or less when
  /// the other stats' EVs leave less of the 510.
  public var left: Int
  /// Raising, neutral and lowering natures in that order (neutral alone for HP and in
  /// generations I and II).
  public var ways: [Way]

  /// One nature's answer.
  public struct Way: Hashable, Sendable {
    public var nature: NatureEffect
    /// The least EVs (or stat experience); `nil` when none is enough.
    public var effort: Int?
  }
}
