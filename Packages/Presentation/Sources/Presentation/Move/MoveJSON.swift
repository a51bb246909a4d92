import Domain
import Foundation

/// A move's card as JSON for scripts, with stable field names (docs/json.md).
public enum MoveJSON {
  struct Document: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let type: OrNull<String>
    let damageClass: OrNull<String>
    let power: OrNull<Int>
    let accuracy: OrNull<Int>
    let pp: OrNull<Int>
    let priority: Int
    let target: OrNull<String>
    let generation: OrNull<Int>
    let effect: OrNull<String>
    let shortEffect: OrNull<String>
    let effectChance: OrNull<Int>
    let battle: Battle
    let description: OrNull<Text>
    let machines: [Machine]
    let learnerCount: Int
  }

  struct Battle: Encodable {
    let ailment: OrNull<String>
    let ailmentChance: OrNull<Int>
    let statChanges: [StatChange]
    let statChance: OrNull<Int>
    let flinchChance: OrNull<Int>
    let drain: OrNull<Int>
    let healing: OrNull<Int>
    let critRate: OrNull<Int>
    let minHits: OrNull<Int>
    let maxHits: OrNull<Int>
    let minTurns: OrNull<Int>
    let maxTurns: OrNull<Int>
  }

  struct StatChange: Encodable {
    let stat: String
    let change: Int
  }

  struct Text: Encodable {
    let versionGroup: String
    let text: String
  }

  struct Machine: Encodable {
    let versionGroup: String
    let item: String
  }

  /// `move` as pretty-printed JSON, with the description of `game` (else the newest).
  public static func render(_ move: Move, game: String? = nil) -> String {
    let text = game.map { GameMatch.text(in: move.descriptions, for: $0) }
      ?? move.descriptions.last
    let battle = move.battleEffects
    let document = Document(
      id: move.id, name: move.name, displayName: move.displayName,
      type: OrNull(move.type?.slug), damageClass: OrNull(move.damageClass),
      power: OrNull(move.power), accuracy: OrNull(move.accuracy), pp: OrNull(move.pp),
      priority: move.priority, target: OrNull(move.target), generation: OrNull(move.generation),
      effect: OrNull(move.effect.full), shortEffect: OrNull(move.effect.short),
      effectChance: OrNull(move.effect.chance),
      battle: Battle(
        ailment: OrNull(battle.ailment), ailmentChance: OrNull(battle.ailmentChance),
        statChanges: battle.statChanges.map { StatChange(stat: $0.stat, change: $0.change) },
        statChance: OrNull(battle.statChance), flinchChance: OrNull(battle.flinchChance),
        drain: OrNull(battle.drain), healing: OrNull(battle.healing),
        critRate: OrNull(battle.critRate), minHits: OrNull(battle.hits?.lowerBound),
        maxHits: OrNull(battle.hits?.upperBound), minTurns: OrNull(battle.turns?.lowerBound),
        maxTurns: OrNull(battle.turns?.upperBound)),
      description: OrNull(text.map { Text(versionGroup: $0.game.slug, text: $0.text) }),
      machines: move.machines.map { Machine(versionGroup: $0.game.slug, item: $0.item) },
      learnerCount: move.learnerCount)
    return (JSONText.encode(document) ?? "{}") + "\n"
  }
}
