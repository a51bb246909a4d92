/// A Pokémon's six stats at its level, as the games work them out (`StatFormula`).
/// Fixed once made, so that every value stays in the range its initializer brought it
/// into.
public struct BattleStats: Hashable, Sendable {
  public let hp, attack, defense, specialAttack, specialDefense, speed: Int

  /// PokeAPI's slugs of the six stats, in the games' order.
  public static let slugs = [
    "hp", "attack", "defense", "special-attack", "special-defense", "speed",
  ]

  /// The stats given, each at least 1 and at most 65,535, as the games store them.
  public init(
    hp: Int, attack: Int, defense: Int, specialAttack: Int, specialDefense: Int, speed: Int
  ) {
    func stored(_ value: Int) -> Int { min(max(value, 1), 65_535) }
    self.hp = stored(hp)
    self.attack = stored(attack)
    self.defense = stored(defense)
    self.specialAttack = stored(specialAttack)
    self.specialDefense = stored(specialDefense)
    self.speed = stored(speed)
  }

  /// The stats of base stats `base` (by PokeAPI's stat slugs) at `level`, from generation
  /// III on: `individual` and `effort` by stat slug (31 and 0 where not given), and the
  /// nature's effect on each.
  public init(
    base: [String: Int], level: Int, individual: [String: Int] = [:],
    effort: [String: Int] = [:], nature: Nature? = nil
  ) {
    func value(_ stat: String) -> Int {
      StatFormula.modern.value(
        base: base[stat] ?? 0, isHP: stat == "hp", level: level,
        individual: individual[stat] ?? 31, effort: effort[stat] ?? 0,
        nature: NatureEffect(of: nature, on: stat))
    }
    self.init(
      hp: value("hp"), attack: value("attack"), defense: value("defense"),
      specialAttack: value("special-attack"), specialDefense: value("special-defense"),
      speed: value("speed"))
  }

  /// The stat of PokeAPI's slug `stat`; HP for one it does not know.
  public func value(of stat: String) -> Int {
    switch stat {
    case "attack": return attack
    case "defense": return defense
    case "special-attack": return specialAttack
    case "special-defense": return specialDefense
    case "speed": return speed
    default: return hp
    }
  }
}
