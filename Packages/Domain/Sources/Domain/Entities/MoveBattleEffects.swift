/// What a move does in battle besides its damage, in numbers (PokeAPI's `meta` and
/// `stat_changes`). Every field is optional: many moves have none of these, and a few
/// (Z-moves, Max moves) have no numbers at all.
public struct MoveBattleEffects: Codable, Hashable, Sendable {
  /// The status it may cause (`paralysis`, `burn`, `confusion`…); `nil` for none.
  public var ailment: String?
  /// The chance of that status, in percent; 0 or `nil` when it always happens or never.
  public var ailmentChance: Int?
  /// How many stages it moves which stats.
  public var statChanges: [MoveStatChange]
  /// The chance of those stat changes, in percent; 0 or `nil` when they always happen.
  public var statChance: Int?
  /// The chance the target flinches, in percent.
  public var flinchChance: Int?
  /// Health drained (positive, percent of damage dealt) or recoil (negative).
  public var drain: Int?
  /// Health restored, in percent of the user's maximum (negative: health lost).
  public var healing: Int?
  /// Critical-hit stages added.
  public var critRate: Int?
  /// How many times it hits, when more than once.
  public var hits: ClosedRange<Int>?
  /// How many turns it lasts, when more than one.
  public var turns: ClosedRange<Int>?
  /// PokeAPI's kind of effect (`damage+lower`, `damage+raise`…): whose stats it changes,
  /// which the stat changes alone do not say; `nil` when not known.
  public var category: String?

  public init(
    ailment: String? = nil, ailmentChance: Int? = nil, statChanges: [MoveStatChange] = [],
    statChance: Int? = nil, flinchChance: Int? = nil, drain: Int? = nil, healing: Int? = nil,
    critRate: Int? = nil, hits: ClosedRange<Int>? = nil, turns: ClosedRange<Int>? = nil,
    category: String? = nil
  ) {
    self.ailment = ailment
    self.ailmentChance = ailmentChance
    self.statChanges = statChanges
    self.statChance = statChance
    self.flinchChance = flinchChance
    self.drain = drain
    self.healing = healing
    self.critRate = critRate
    self.hits = hits
    self.turns = turns
    self.category = category
  }
}

/// A stat a move raises or lowers, and by how many stages.
public struct MoveStatChange: Codable, Hashable, Sendable {
  /// The stat's slug, such as `special-attack`.
  public var stat: String
  /// Stages up (positive) or down (negative).
  public var change: Int

  public init(stat: String, change: Int) {
    self.stat = stat
    self.change = change
  }
}

extension MoveBattleEffects {
  /// `low...high` from PokeAPI's pair of numbers (hits, turns): `nil` when either is
  /// missing or they are out of order, so a strange answer never traps.
  public static func range(_ low: Int?, _ high: Int?) -> ClosedRange<Int>? {
    guard let low, let high, low <= high else { return nil }
    return low...high
  }
}
