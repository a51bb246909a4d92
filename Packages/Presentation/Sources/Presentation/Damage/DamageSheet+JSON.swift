import Domain

extension DamageSheet {
  /// The calculation as docs/json.md describes it.
  public func document(hints: any Hints) -> any Encodable {
    let range = self.rolls.range
    let move = self.move
    let field = self.field
    return [
      "description": DamageDescription.line(self),
      "attacker": Self.side(self.attacker),
      "defender": Self.side(self.defender),
      "move": [
        "name": move.name, "displayName": self.moveName, "type": move.type.slug,
        "category": move.category.rawValue, "power": move.power, "hits": move.hits,
        "isSpread": move.isSpread, "makesContact": move.makesContact,
      ] as JSONObject,
      "field": [
        "generation": field.generation, "versionGroup": self.game?.slug,
        "weather": field.weather?.rawValue, "terrain": field.terrain?.rawValue,
        "isDoubles": field.isDoubles, "isCritical": field.isCritical, "reflect": field.reflect,
        "lightScreen": field.lightScreen, "auroraVeil": field.auroraVeil,
      ] as JSONObject,
      "rolls": self.rolls.rolls,
      "firstHit": self.rolls.firstHit,
      "laterHits": self.rolls.laterHits,
      "min": range.lowerBound, "max": range.upperBound,
      "minPercent": self.percent(range.lowerBound), "maxPercent": self.percent(range.upperBound),
      "effectiveness": Double(self.rolls.effectiveness) / 100,
      "knockOut": self.knockOut.map { knockOut in
        ["hits": knockOut.uses, "chance": knockOut.chance, "verdict": knockOut.verdict] as JSONObject
      },
      "notCounted": self.unmodelled,
      "contactAsked": self.contactAsked,
    ] as JSONObject
  }

  private static func side(_ side: DamageSide) -> JSONObject {
    let combatant = side.combatant
    let stats = combatant.stats
    return [
      "pokemon": PokemonJSON.row(side.pokemon),
      "level": combatant.level,
      "nature": side.nature.map(NatureJSON.nature),
      "ability": combatant.ability.map { slug in
        [
          "name": slug, "displayName": side.abilityName, "isAssumed": side.isAbilityAssumed,
          "isCounted": side.isAbilityCounted,
        ] as JSONObject
      },
      "item": combatant.item.map { ["name": $0, "displayName": side.itemName] as JSONObject },
      "ivs": side.individual,
      "evs": side.effort,
      "stats": Dictionary(uniqueKeysWithValues: BattleStats.slugs.map { ($0, stats.value(of: $0)) }),
      "hp": combatant.hp,
      "boosts": combatant.boosts,
      "status": combatant.status?.rawValue,
      "teraType": combatant.teraType?.slug,
    ]
  }
}
