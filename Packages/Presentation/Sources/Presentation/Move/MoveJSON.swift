import Domain
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
    /// Present with `--pokemon` only.
    let learners: Learners?
  }

  struct Learners: Encodable {
    let versionGroup: OrNull<String>
    let versionGroups: [String]
    let pokemon: [Learner]
  }

  struct Learner: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let ways: [Way]
  }

  struct Way: Encodable {
    let method: String
    let level: OrNull<Int>
    let machine: OrNull<String>
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

  /// `move` as pretty-printed JSON, with the description of `game` (else the newest), and
  /// with `learners` under the key `learners` when given.
  public static func render(
    _ move: Move, game: String? = nil, learners: MoveLearners? = nil
  ) -> String {
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
      learnerCount: move.learnerCount, learners: learners.map(document))
    return (JSONText.encode(document) ?? "{}") + "\n"
  }

  private static func document(_ learners: MoveLearners) -> Learners {
    Learners(
      versionGroup: OrNull(learners.game?.slug), versionGroups: learners.games.map(\.slug),
      pokemon: learners.byPokemon.compactMap { ways in
        ways.first.map { first in
          Learner(
            id: first.pokemonID, name: first.pokemon, displayName: first.displayName,
            ways: ways.map {
              Way(method: $0.method, level: OrNull($0.level), machine: OrNull($0.machine))
            })
        }
      })
  }
}
