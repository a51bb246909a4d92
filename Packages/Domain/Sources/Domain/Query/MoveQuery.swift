/// A search over moves (`fire | ice, power >= 90, !status`).
public typealias MoveQuery = KindQuery<MoveQueryCondition, MoveSort>

/// One condition of a move query.
public enum MoveQueryCondition: QueryAtom {
  /// A field holds the thing `name` names: `type fire`, `class special`, `target user`,
  /// `ailment paralysis`.
  case named(MoveField, String)
  /// A number of the move compared with a number: `power >= 90`, `priority > 0`.
  case compare(MoveQuantity, QueryComparison, Double)
  /// A number of the move in a range, both ends included: `power 80-100`.
  case within(MoveQuantity, ClosedRange<Double>)
  /// The generation that introduced it: `gen 4`, `gen 1-3`.
  case generation(ClosedRange<Int>)
  /// A Pokémon learns it, in a game (any when `nil`), by a method (any when `nil`):
  /// `learned by garchomp in scarlet-violet by tm`.
  case learnedBy(pokemon: String, game: String?, method: String?)
  /// A machine teaches it, in a game (any when `nil`): `tm`, `hm in red`, `tr`.
  case taughtBy(MachineKind, game: String?)
  /// It raises or lowers a stat (any when `nil`): `raises speed`, `lowers defense`.
  case changes(StatDirection, stat: String?)
}

/// The fields a move term names a thing of.
public enum MoveField: String, Hashable, Sendable, CaseIterable {
  case type
  /// Physical, special or status.
  case damageClass = "class"
  /// Whom it aims at: `user`, `all-opponents`, `selected-pokemon`.
  case target
  /// The status it may inflict: `paralysis`, `confusion`, `trap`.
  case ailment
}

/// A number a move comparison reads; each is PokeAPI's, in its unit.
public enum MoveQuantity: String, Hashable, Sendable, CaseIterable {
  case power, accuracy, pp, priority
  /// The percent chance of its ailment (0 when it is certain or has none).
  case ailmentChance = "ailment chance"
  /// The percent chance that the target flinches.
  case flinchChance = "flinch chance"
  /// The percent chance of its stat changes (0 when certain).
  case statChance = "stat chance"
  /// The percent of the damage dealt it restores (drain, > 0) or costs (recoil, < 0).
  case drain
  /// The percent of the user's maximum HP it restores.
  case healing
  /// Its critical-hit stage bonus.
  case critRate = "crit rate"
  /// The most times it hits.
  case hits

  /// Whether its numbers are percentages, so may be written with `%` (`acc < 100%`).
  public var isPercentage: Bool {
    switch self {
    case .accuracy, .ailmentChance, .flinchChance, .statChance, .drain, .healing: true
    case .power, .pp, .priority, .critRate, .hits: false
    }
  }
}

/// The kinds of machine that teach moves.
public enum MachineKind: String, Hashable, Sendable, CaseIterable {
  /// Any of them.
  case any = "machine"
  case tm, hm, tr
}

/// Which way a move moves a stat.
public enum StatDirection: String, Hashable, Sendable, CaseIterable {
  case raises, lowers
}

extension MoveQueryCondition: CustomStringConvertible {
  /// The condition written back in the search language (`power >= 90`, `!status`): what
  /// an error names and JSON echoes.
  public var description: String {
    switch self {
    case .named(let field, let name): return field.rawValue + " " + name
    case .compare(let quantity, let comparison, let value):
      return "\(quantity.rawValue) \(comparison.rawValue) \(QueryGrammar.written(value))"
    case .within(let quantity, let range):
      return "\(quantity.rawValue) \(QueryGrammar.written(range.lowerBound))-\(QueryGrammar.written(range.upperBound))"
    case .generation(let range):
      return range.count == 1 ? "gen \(range.lowerBound)" : "gen \(range.lowerBound)-\(range.upperBound)"
    case .learnedBy(let pokemon, let game, let method):
      return "learned by \(pokemon)" + (game.map { " in \($0)" } ?? "")
        + (method.map { " by \($0)" } ?? "")
    case .taughtBy(let machine, let game):
      return machine.rawValue + (game.map { " in \($0)" } ?? "")
    case .changes(let change, let stat):
      return change.rawValue + (stat.map { " " + $0 } ?? "")
    }
  }

}
