import Domain
/// A move's card as JSON for scripts (docs/json.md).
enum MoveJSON {
  /// `move`'s card, with the description of `game` (else the newest), and `learners`
  /// (`null` unless `move --pokemon` asked for them).
  static func card(_ move: Move, game: String?, learners: MoveLearners?) -> JSONObject {
    let battle = move.battleEffects
    let summary = MoveSummary(
      id: move.id, name: move.name, displayName: move.displayName, type: move.type,
      damageClass: move.damageClass, power: move.power, accuracy: move.accuracy, pp: move.pp)
    return .move(summary, [
      "priority": move.priority, "target": move.target, "generation": move.generation,
      "effect": move.effect.full, "shortEffect": move.effect.short,
      "effectChance": move.effect.chance,
      "battle": [
        "ailment": battle.ailment, "ailmentChance": battle.ailmentChance,
        "statChanges": battle.statChanges.map { ["stat": $0.stat, "change": $0.change] as JSONObject },
        "statChance": battle.statChance, "flinchChance": battle.flinchChance,
        "drain": battle.drain, "healing": battle.healing, "critRate": battle.critRate,
        "minHits": battle.hits?.lowerBound, "maxHits": battle.hits?.upperBound,
        "minTurns": battle.turns?.lowerBound, "maxTurns": battle.turns?.upperBound,
      ] as JSONObject,
      "description": JSONObject.description(move.descriptions, game: game),
      "machines": move.machines.map {
        ["versionGroup": $0.game.slug, "machine": $0.item] as JSONObject
      },
      "learnerCount": move.learnerCount, "learners": learners.map(Self.learners),
    ])
  }

  /// Who learns a move in one group of games, one object a Pokémon with each way.
  static func learners(_ learners: MoveLearners) -> JSONObject {
    [
      "versionGroup": learners.game?.slug, "versionGroups": learners.games.map(\.slug),
      "pokemon": learners.byPokemon.compactMap { ways in
        ways.first.map { first in
          JSONObject.entry(first.pokemonID, first.pokemon, first.displayName, [
            "ways": ways.map {
              ["method": $0.method, "level": $0.level, "machine": $0.machine] as JSONObject
            }
          ])
        }
      },
    ]
  }
}
