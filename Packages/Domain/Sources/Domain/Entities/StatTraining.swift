/// The IVs (or DVs) and EVs (or stat experience) a Pokémon is worked out with, by PokeAPI's
/// stat slug. A stat not named has the highest individual value (`everyIndividual` when
/// given) and no training.
///
/// In generations I and II, `special` stands for Sp. Atk and Sp. Def, which share one DV
/// and one stat experience, and the HP DV is made of the other four (`StatFormula`).
public struct StatTraining: Hashable, Sendable {
  /// Individual values by stat slug.
  public var individual: [String: Int]
  /// The individual value of every stat not in `individual`; `nil` for the highest.
  public var everyIndividual: Int?
  /// EVs, or stat experience, by stat slug.
  public var effort: [String: Int]

  public init(
    individual: [String: Int] = [:], everyIndividual: Int? = nil, effort: [String: Int] = [:]
  ) {
    self.individual = individual
    self.everyIndividual = everyIndividual
    self.effort = effort
  }

  /// The stats a training may name: the six, and generations I and II's Special.
  public static let stats = [
    "hp", "attack", "defense", "special-attack", "special-defense", "speed", "special",
  ]

  /// Refuses what `formula`'s games could not have.
  func check(for formula: StatFormula, generation: Int?) throws(StatTrainingProblem) {
    let maxIndividual = formula.maxIndividual
    for (stat, value) in individual.sorted(by: { $0.key < $1.key })
    where !(0...maxIndividual).contains(value) {
      throw .individualOutOfRange(stat: stat, maximum: maxIndividual)
    }
    if let everyIndividual, !(0...maxIndividual).contains(everyIndividual) {
      throw .individualOutOfRange(stat: nil, maximum: maxIndividual)
    }
    let maxEffort = formula.maxEffort(generation: generation)
    for (stat, value) in effort.sorted(by: { $0.key < $1.key })
    where !(0...maxEffort).contains(value) {
      throw .effortOutOfRange(stat: stat, maximum: maxEffort)
    }
    switch formula {
    case .modern:
      if let total = formula.maxTotalEffort, effort.values.reduce(0, +) > total {
        throw .effortTotalOutOfRange(maximum: total)
      }
      if individual["special"] != nil || effort["special"] != nil { throw .specialNotSince }
    case .gameBoy:
      if individual["hp"] != nil { throw .hpDeterminantGiven }
      let specials = ["special", "special-attack", "special-defense"]
      for values in [individual, effort] where Set(specials.compactMap { values[$0] }).count > 1 {
        throw .specialsDiffer
      }
    }
  }

  /// Each stat's individual value under `formula`: in generations I and II the Special DV
  /// for both special stats, and the HP DV made of the other four.
  func individuals(for formula: StatFormula) -> [String: Int] {
    let highest = everyIndividual ?? formula.maxIndividual
    var values: [String: Int] = [:]
    for stat in Self.stats { values[stat] = individual[stat] ?? highest }
    guard formula == .gameBoy else { return values }
    let special =
      individual["special"] ?? individual["special-attack"] ?? individual["special-defense"]
      ?? highest
    values["special"] = special
    values["special-attack"] = special
    values["special-defense"] = special
    values["hp"] = StatFormula.hpDeterminant(
      attack: values["attack"] ?? highest, defense: values["defense"] ?? highest,
      speed: values["speed"] ?? highest, special: special)
    return values
  }

  /// The EVs (or stat experience) of `stat` under `formula`: in generations I and II, the
  /// Special's for both special stats.
  func effort(of stat: String, for formula: StatFormula) -> Int {
    guard formula == .gameBoy, stat.hasPrefix("special") else { return effort[stat] ?? 0 }
    return effort["special"] ?? effort["special-attack"] ?? effort["special-defense"] ?? 0
  }
}

/// Why a training, a nature or a target cannot be worked out in the game asked for.
public enum StatTrainingProblem: Error, Equatable, Sendable {
  /// An IV (or DV) above the highest; `stat` is `nil` for the one given to every stat.
  case individualOutOfRange(stat: String?, maximum: Int)
  /// EVs (or stat experience) above what one stat takes.
  case effortOutOfRange(stat: String, maximum: Int)
  /// EVs above what all stats take together.
  case effortTotalOutOfRange(maximum: Int)
  /// An HP DV given in generations I or II, where it follows from the others.
  case hpDeterminantGiven
  /// Sp. Atk and Sp. Def given different DVs or stat experience in generation II.
  case specialsDiffer
  /// The one Special stat named from generation III on.
  case specialNotSince
  /// A nature given for generations I or II.
  case naturesNotYet
  /// A target for a stat the Pokémon's sheet has not (Sp. Atk in generation I).
  case noSuchStat(String)
}
