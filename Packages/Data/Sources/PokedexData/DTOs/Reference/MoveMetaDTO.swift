/// A move's effect in battle as numbers (a `move` document's `meta`): its category, the
/// ailment it may cause, how often it hits, drains or heals, and its chances.
struct MoveMetaDTO: Decodable, Sendable {
  /// The kind of effect, such as `damage+ailment` (a `move-category`).
  let category: NamedAPIResourceDTO?
  /// The status it may cause (a `move-ailment`: `none` has id 0, `unknown` -1).
  let ailment: NamedAPIResourceDTO?
  /// The fewest and most times it hits in one turn; none for a single hit.
  let minHits: Int?
  let maxHits: Int?
  /// The fewest and most turns its effect lasts; none when it takes one turn.
  let minTurns: Int?
  let maxTurns: Int?
  /// The share of the damage dealt it restores (positive) or costs (negative), in percent.
  let drain: Int?
  /// The share of the user's HP it restores, in percent.
  let healing: Int?
  /// Stages added to the critical-hit rate.
  let critRate: Int?
  /// The chances, in percent, that it causes its ailment, makes the target flinch, or
  /// changes a stat.
  let ailmentChance: Int?
  let flinchChance: Int?
  let statChance: Int?

  enum CodingKeys: String, CodingKey {
    case category, ailment, drain, healing
    case minHits = "min_hits"
    case maxHits = "max_hits"
    case minTurns = "min_turns"
    case maxTurns = "max_turns"
    case critRate = "crit_rate"
    case ailmentChance = "ailment_chance"
    case flinchChance = "flinch_chance"
    case statChance = "stat_chance"
  }
}
