/// How a game works a Pokémon's stats out of its base stats, its level and its training.
///
/// Every step rounds down, as the games do, in whole numbers (a nature's tenth is
/// `× 110 / 100`). Inputs outside their range are brought into it, never trapped on: a
/// base stat into 0–255, a level into 1–100, the training into the formula's bounds.
public enum StatFormula: String, Sendable, Hashable, Codable {
  /// Generations I and II: determinant values (DVs, 0–15) and stat experience (0–65,535),
  /// no natures; the HP DV is made of the lowest bit of the other four.
  case gameBoy = "generation-i-ii"
  /// Generation III on: individual values (IVs, 0–31), effort values (EVs, 252 a stat from
  /// generation VI, 255 before; 510 in all) and natures.
  case modern = "generation-iii-on"

  /// The formula of `generation`; today's when it is not known.
  public init(generation: Int?) {
    self = (generation ?? 3) < 3 ? .gameBoy : .modern
  }

  /// The most an individual value (IV or DV) can be.
  public var maxIndividual: Int { self == .gameBoy ? 15 : 31 }

  /// The most training one stat can take in `generation`: stat experience, or EVs.
  public func maxEffort(generation: Int?) -> Int {
    switch self {
    case .gameBoy: return 65_535
    case .modern: return (generation ?? 6) < 6 ? 255 : 252
    }
  }

  /// The most training all stats together can take: 510 EVs; `nil` for stat experience,
  /// which each stat gains on its own.
  public var maxTotalEffort: Int? { self == .gameBoy ? nil : 510 }

  /// The stat at `level` (`isHP` for Hit Points, which grow by a level and 10 more and
  /// take no nature). Shedinja's HP, base 1, is always 1 from generation III on.
  public func value(
    base: Int, isHP: Bool, level: Int, individual: Int, effort: Int,
    nature: NatureEffect = .neutral
  ) -> Int {
    let base = min(max(base, 0), BaseStat.maximum)
    let level = min(max(level, 1), 100)
    let individual = min(max(individual, 0), maxIndividual)
    let effort = max(effort, 0)
    let grown: Int
    switch self {
    case .gameBoy:
      grown = ((base + individual) * 2 + Self.statPoints(experience: effort)) * level / 100
    case .modern:
      if isHP && base == 1 { return 1 }
      grown = (2 * base + individual + min(effort, 255) / 4) * level / 100
    }
    guard !isHP else { return grown + level + 10 }
    switch nature {
    case .raising: return (grown + 5) * 110 / 100
    case .lowering: return (grown + 5) * 90 / 100
    case .neutral: return grown + 5
    }
  }

  /// The least training (EVs, or stat experience) that brings the stat to `target` or
  /// above; `nil` when even the most one stat can take falls short.
  public func leastEffort(
    reaching target: Int, base: Int, isHP: Bool, level: Int, individual: Int,
    nature: NatureEffect = .neutral, generation: Int?
  ) -> Int? {
    func reaches(_ effort: Int) -> Bool {
      value(
        base: base, isHP: isHP, level: level, individual: individual, effort: effort,
        nature: nature) >= target
    }
    switch self {
    case .modern:
      // A stat grows by one every 4 EVs at most: 64 tries.
      return stride(from: 0, through: maxEffort(generation: generation), by: 4).first(
        where: reaches)
    case .gameBoy:
      // Stat experience counts through its points (0–63): the least experience for each.
      return (0...63).lazy.map(Self.leastExperience(forPoints:)).first(where: reaches)
    }
  }

  /// What stat experience adds before the level is applied, as the games work it: the
  /// square root of (experience − 1), rounded down, plus 1, divided by 4 and rounded
  /// down, at most 63 (no square root, so 0, below 2).
  static func statPoints(experience: Int) -> Int {
    let experience = min(max(experience, 0), 65_535)
    return min(63, (integerSquareRoot(max(experience - 1, 0)) + 1) / 4)
  }

  /// The least stat experience that adds `points`: (4 × points − 1)² + 1; 0 for none.
  static func leastExperience(forPoints points: Int) -> Int {
    guard points > 0 else { return 0 }
    let root = 4 * min(points, 63) - 1
    return root * root + 1
  }

  /// The largest whole number whose square is at most `value` (0 to 65,535 here).
  private static func integerSquareRoot(_ value: Int) -> Int {
    var root = 0
    while (root + 1) * (root + 1) <= value { root += 1 }
    return root
  }

  /// The HP DV of generations I and II: the lowest bit of the Attack, Defense, Speed and
  /// Special DVs, in that order, from the highest bit down.
  public static func hpDeterminant(attack: Int, defense: Int, speed: Int, special: Int) -> Int {
    (attack & 1) << 3 | (defense & 1) << 2 | (speed & 1) << 1 | (special & 1)
  }
}

/// What a nature does to one stat: a tenth more, a tenth less, or nothing.
public enum NatureEffect: String, Sendable, Hashable, Codable, CaseIterable {
  case raising, neutral, lowering

  /// What `nature` does to the stat `stat` (a PokeAPI slug); neutral for no nature.
  public init(of nature: Nature?, on stat: String) {
    if nature?.raises?.slug == stat, nature?.lowers?.slug != stat {
      self = .raising
    } else if nature?.lowers?.slug == stat, nature?.raises?.slug != stat {
      self = .lowering
    } else {
      self = .neutral
    }
  }
}
