/// A move's effect in battle as numbers (a `move` document's `meta`): its category, the
/// ailment it may cause, how often it hits, drains or heals, and its chances.
package struct MoveMetaDTO: Decodable, Sendable {
  /// The kind of effect, such as `damage+ailment` (a `move-category`).
  package let category: NamedAPIResourceDTO?
  /// The status it may cause (a `move-ailment`: `none` has id 0, `unknown` -1).
  package let ailment: NamedAPIResourceDTO?
  /// The fewest and most times it hits in one turn; none for a single hit.
  package let minHits: Int?
  package let maxHits: Int?
  /// The fewest and most turns its effect lasts; none when it takes one turn.
  package let minTurns: Int?
  package let maxTurns: Int?
  /// The share of the damage dealt it restores (positive) or costs (negative), in percent.
  package let drain: Int?
  /// The share of the user's HP it restores, in percent.
  package let healing: Int?
  /// Stages added to the critical-hit rate.
  package let critRate: Int?
  /// The chances, in percent, that it causes its ailment, makes the target flinch, or
  /// changes a stat.
  package let ailmentChance: Int?
  package let flinchChance: Int?
  package let statChance: Int?
}
