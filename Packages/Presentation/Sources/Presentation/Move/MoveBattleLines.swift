import Domain
/// A move's effect in battle in plain words, one line each: "Paralysis: 10% chance",
/// "Special Defense −1 (10% chance)", "Drains 50% of the damage dealt".
enum MoveBattleLines {
  static func lines(_ effects: MoveBattleEffects) -> [String] {
    var lines: [String] = []
    if let ailment = effects.ailment.flatMap(MoveWords.ailment) {
      lines.append(ailment + chance(effects.ailmentChance, always: ""))
    }
    if !effects.statChanges.isEmpty {
      let changes = effects.statChanges
        .map { MoveWords.stat($0.stat) + " " + MoveWords.signed($0.change) }
        .joined(separator: ", ")
      lines.append(changes + chance(effects.statChance, always: ""))
    }
    if let flinch = effects.flinchChance, flinch > 0 {
      lines.append("Flinch: \(flinch)% chance")
    }
    if let drain = effects.drain, drain != 0 {
      lines.append(drain > 0
        ? "Drains \(drain)% of the damage dealt"
        : "Recoil: \(drain.magnitude)% of the damage dealt")
    }
    if let healing = effects.healing, healing != 0 {
      lines.append(healing > 0
        ? "Heals \(healing)% of the user's maximum HP"
        : "Costs \(healing.magnitude)% of the user's maximum HP")
    }
    if let crit = effects.critRate, crit != 0 {
      lines.append("Critical-hit stage " + MoveWords.signed(crit))
    }
    if let hits = effects.hits, hits.upperBound > 1 {
      lines.append("Hits " + span(hits) + " times")
    }
    if let turns = effects.turns, turns.upperBound > 1 {
      lines.append("Lasts " + span(turns) + " turns")
    }
    return lines
  }

  /// `: 10% chance`, or nothing when the effect always happens (a chance of 0 or none,
  /// as PokeAPI writes it).
  private static func chance(_ percent: Int?, always: String) -> String {
    guard let percent, percent > 0, percent < 100 else { return always }
    return ": \(percent)% chance"
  }

  /// `2–5`, or `2` when both ends are the same.
  private static func span(_ range: ClosedRange<Int>) -> String {
    range.lowerBound == range.upperBound
      ? String(range.lowerBound) : "\(range.lowerBound)–\(range.upperBound)"
  }
}
