/// What one use of a move does: its sixteen damage rolls, lowest first, and how many uses
/// it takes to knock out.
public struct DamageRolls: Hashable, Sendable {
  /// The first hit's sixteen rolls, from the 85 % roll to the 100 % one; all 0 when it
  /// does nothing.
  public let firstHit: [Int]
  /// Each later hit's rolls, for a move that hits more than once: without what counts on
  /// the first hit only (Multiscale, a resist berry); `nil` for a move that hits once.
  public let laterHits: [Int]?
  /// How many times the move hits.
  public let hits: Int
  /// The type effectiveness, as a percentage (0 to 400).
  public let effectiveness: Int
  /// What is in play that the calculator does not count, by slug (abilities, items,
  /// moves, `generation-2`): the range is without whatever they would change.
  public let unmodelled: [String]

  public init(
    firstHit: [Int], laterHits: [Int]? = nil, hits: Int, effectiveness: Int,
    unmodelled: [String]
  ) {
    self.firstHit = firstHit
    self.laterHits = laterHits
    self.hits = max(hits, 1)
    self.effectiveness = effectiveness
    self.unmodelled = unmodelled
  }

  /// The sixteen totals of a use, each roll's hits added up as if every hit rolled the
  /// same (how Smogon's calculator shows a multi-hit move's range).
  public var rolls: [Int] {
    guard let laterHits, hits > 1 else { return firstHit }
    return zip(firstHit, laterHits).map { $0 + $1 * (hits - 1) }
  }

  /// The lowest and the highest total.
  public var range: ClosedRange<Int> { (rolls.min() ?? 0)...(rolls.max() ?? 0) }

  /// How many uses knock out a Pokémon with `hp` HP left, and how likely that is; `nil`
  /// when it does nothing, or when nine uses cannot.
  public func knockOut(hp: Int) -> KnockOut? {
    let totals = rolls
    guard hp > 0, let highest = totals.max(), highest > 0, let lowest = totals.min() else {
      return nil
    }
    let use = oneUse(reaching: hp)
    var reached: [Int: Double] = [0: 1]
    for uses in 1...4 {
      // Certain by the lowest total: said so exactly, not as a sum of odds.
      if lowest * uses >= hp { return KnockOut(uses: uses, chance: 1) }
      reached = Self.adding(use, to: reached, reaching: hp)
      let chance = reached[hp] ?? 0
      if chance > 0 { return KnockOut(uses: uses, chance: chance) }
    }
    for uses in 5...9 {
      if lowest * uses >= hp { return KnockOut(uses: uses, chance: 1) }
      if highest * uses >= hp { return KnockOut(uses: uses, chance: nil) }
    }
    return nil
  }

  /// The damage of one use and its odds, each hit rolling on its own; totals past `hp`
  /// are kept at `hp`, which is all a knock-out asks and keeps the table small.
  private func oneUse(reaching hp: Int) -> [Int: Double] {
    var use = Self.adding(firstHit, to: [0: 1], reaching: hp)
    if let laterHits {
      for _ in 1..<hits { use = Self.adding(laterHits, to: use, reaching: hp) }
    }
    return use
  }

  /// `totals` with one more hit of `rolls` (each equally likely) added.
  private static func adding(_ rolls: [Int], to totals: [Int: Double], reaching hp: Int) -> [Int: Double] {
    adding(Dictionary(rolls.map { ($0, 1 / Double(rolls.count)) }, uniquingKeysWith: +), to: totals, reaching: hp)
  }

  /// `totals` with one more draw of `odds` added.
  private static func adding(_ odds: [Int: Double], to totals: [Int: Double], reaching hp: Int) -> [Int: Double] {
    var next: [Int: Double] = [:]
    for (total, chance) in totals {
      for (damage, likelihood) in odds {
        next[min(total + damage, hp), default: 0] += chance * likelihood
      }
    }
    return next
  }
}

/// How many uses of a move knock a Pokémon out, and the chance they do.
public struct KnockOut: Hashable, Sendable {
  /// 1 for one hit (an OHKO), 2 for two (a 2HKO)…
  public let uses: Int
  /// The chance, 0 to 1; 1 when guaranteed; `nil` when possible but not worked out
  /// (five uses or more, where Smogon's calculator says "possible").
  public let chance: Double?

  /// The verdict as Smogon's calculator writes it: "guaranteed OHKO", "94.6% chance to
  /// 3HKO", "possible 7HKO". A chance is shown to a tenth, never as 0 % or 100 %.
  public var verdict: String {
    let name = uses == 1 ? "OHKO" : "\(uses)HKO"
    guard let chance else { return "possible \(name)" }
    if chance >= 1 { return "guaranteed \(name)" }
    let tenths = min(max(Int((chance * 1_000).rounded()), 1), 999)
    let shown = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    return "\(shown)% chance to \(name)"
  }
}
