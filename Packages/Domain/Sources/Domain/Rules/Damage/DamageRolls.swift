/// What one use of a move does: its sixteen damage rolls, lowest first (each the total of
/// its hits, the same roll for every hit), and how many hits it takes to knock out.
public struct DamageRolls: Hashable, Sendable {
  /// The sixteen rolls, from the 85 % roll to the 100 % one; all 0 when it does nothing.
  public var rolls: [Int]
  /// How many times the move hits; `rolls` are the totals.
  public var hits: Int
  /// The type effectiveness, as a percentage (0 to 400).
  public var effectiveness: Int
  /// The abilities and items in play the calculator does not count, by slug: the range
  /// is without whatever they would change.
  public var unmodelled: [String]

  public init(rolls: [Int], hits: Int, effectiveness: Int, unmodelled: [String]) {
    self.rolls = rolls
    self.hits = hits
    self.effectiveness = effectiveness
    self.unmodelled = unmodelled
  }

  /// The lowest and the highest roll.
  public var range: ClosedRange<Int> { (rolls.min() ?? 0)...(rolls.max() ?? 0) }

  /// `damage` as a percentage of `hp`, to a tenth, rounded down.
  public static func percent(_ damage: Int, of hp: Int) -> Double {
    guard hp > 0 else { return 0 }
    return Double(damage * 1_000 / hp) / 10
  }

  /// How many uses knock out a Pokémon with `hp` HP left, and how likely that is.
  public func knockOut(hp: Int) -> KnockOut? {
    guard hp > 0, let highest = rolls.max(), highest > 0, let lowest = rolls.min() else {
      return nil
    }
    for uses in 1...4 {
      let chance = Self.chance(rolls, uses: uses, reaching: hp)
      if chance > 0 { return KnockOut(uses: uses, chance: chance) }
    }
    for uses in 5...9 {
      if lowest * uses >= hp { return KnockOut(uses: uses, chance: 1) }
      if highest * uses >= hp { return KnockOut(uses: uses, chance: nil) }
    }
    return nil
  }

  /// The chance that `uses` uses, each one of `rolls` with equal odds, add up to `hp`.
  static func chance(_ rolls: [Int], uses: Int, reaching hp: Int) -> Double {
    var totals: [Int: Double] = [0: 1]
    for _ in 0..<uses {
      var next: [Int: Double] = [:]
      for (total, odds) in totals {
        for roll in rolls {
          // A total already past `hp` stays past it: kept at `hp` to keep the table small.
          next[min(total + roll, hp), default: 0] += odds / Double(rolls.count)
        }
      }
      totals = next
    }
    return totals[hp] ?? 0
  }
}

/// How many uses of a move knock a Pokémon out, and the chance they do.
public struct KnockOut: Hashable, Sendable {
  /// 1 for one hit (an OHKO), 2 for two (a 2HKO)…
  public var uses: Int
  /// The chance, 0 to 1; 1 when guaranteed; `nil` when possible but not worked out
  /// (five uses or more, as Smogon's calculator says "possible").
  public var chance: Double?

  /// The verdict as Smogon's calculator writes it: "guaranteed OHKO", "94.6% chance to
  /// 3HKO", "possible 7HKO".
  public var verdict: String {
    let name = uses == 1 ? "OHKO" : "\(uses)HKO"
    guard let chance else { return "possible \(name)" }
    if chance >= 1 { return "guaranteed \(name)" }
    let tenths = min(max(Int((chance * 1_000).rounded()), 1), 999)
    let shown = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    return "\(shown)% chance to \(name)"
  }
}
