/// The games' arithmetic of damage from generation V on: modifiers are fractions of 4,096
/// chained with rounding at each link, and a modified value is rounded half down
/// (`0.5` goes down, anything above up). Every input is brought into the games' ranges
/// first (stats 1–65,535, power 0–1,000, levels 1–100), so no product here comes near
/// `Int`'s bounds.
enum DamageArithmetic {
  /// The modifier of 4,096ths that is no change.
  static let unchanged = 4_096

  /// `value × modifier / 4096`, rounded half down, as the games round a modified value.
  static func applying(_ modifier: Int, to value: Int) -> Int {
    let product = value * modifier
    let whole = product / 4_096
    return product % 4_096 > 2_048 ? whole + 1 : whole
  }

  /// The modifiers multiplied into one, each step rounded to the nearest 4,096th (halves
  /// up), then kept between `lowest` and `highest`.
  static func chain(_ modifiers: [Int], lowest: Int, highest: Int) -> Int {
    var chained = unchanged
    for modifier in modifiers where modifier != unchanged {
      chained = (chained * modifier + 2_048) >> 12
    }
    return min(max(chained, lowest), highest)
  }

  /// A stat at stage `stage` (−6 to +6): ×(2 + stage)/2 raised, ×2/(2 − stage) lowered.
  static func staged(_ stat: Int, stage: Int) -> Int {
    let stage = min(max(stage, -6), 6)
    return stage >= 0 ? stat * (2 + stage) / 2 : stat * 2 / (2 - stage)
  }

  /// The damage before any modifier: ⌊⌊⌊2 × level / 5 + 2⌋ × power × attack / defense⌋ / 50⌋ + 2.
  static func base(level: Int, power: Int, attack: Int, defense: Int) -> Int {
    (2 * level / 5 + 2) * power * attack / max(defense, 1) / 50 + 2
  }
}
