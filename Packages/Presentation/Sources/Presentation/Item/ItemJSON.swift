import Domain
/// An item's card as JSON for scripts (docs/json.md).
enum ItemJSON {
  /// `item`'s card, with the description of `game` (else the newest).
  static func card(_ item: Item, game: String?) -> JSONObject {
    .entry(item.id, item.name, item.displayName, [
      "category": item.category?.slug, "pocket": item.pocket?.slug, "cost": item.cost,
      "flingPower": item.flingPower, "flingEffect": item.flingEffect?.slug,
      "attributes": item.attributes.map(\.slug),
      "effect": item.effect.full, "shortEffect": item.effect.short,
      "description": JSONObject.description(item.descriptions, game: game),
      "evolutions": item.evolutions.map {
        ["from": $0.from, "into": $0.into, "trigger": $0.trigger, "isHeld": $0.isHeld]
          as JSONObject
      },
      "heldBy": item.heldBy.map { holder in
        JSONObject.entry(holder.pokemonID, holder.pokemon, holder.displayName, [
          "rarities": holder.rarities.map {
            ["version": $0.version, "rarity": $0.rarity] as JSONObject
          }
        ])
      },
      "berry": item.berry.map { berry in
        [
          "name": berry.name, "firmness": berry.firmness?.slug, "size": berry.size,
          "maxHarvest": berry.maxHarvest, "growthTime": berry.growthTime,
          "naturalGiftType": berry.naturalGiftType?.slug,
          "naturalGiftPower": berry.naturalGiftPower,
          "flavors": JSONObject.flavors(berry.flavors),
        ] as JSONObject
      },
    ])
  }
}
