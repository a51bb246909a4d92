import Domain
/// An item's card as JSON for scripts, with stable field names (docs/json.md).
public enum ItemJSON {
  struct Document: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let category: OrNull<String>
    let pocket: OrNull<String>
    let cost: OrNull<Int>
    let flingPower: OrNull<Int>
    let flingEffect: OrNull<String>
    let attributes: [String]
    let effect: OrNull<String>
    let shortEffect: OrNull<String>
    let description: OrNull<Description>
    let evolutions: [Evolution]
    let heldBy: [Holder]
    let berry: OrNull<BerryDocument>
  }

  struct Description: Encodable {
    let versionGroup: String
    let text: String
  }

  struct Evolution: Encodable {
    let from: String
    let into: String
    let trigger: String
    let held: Bool
  }

  struct Holder: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let rarities: [Rarity]
  }

  struct Rarity: Encodable {
    let version: String
    let rarity: Int
  }

  struct BerryDocument: Encodable {
    let name: String
    let firmness: OrNull<String>
    let size: OrNull<Int>
    let maxHarvest: OrNull<Int>
    let growthTime: OrNull<Int>
    let naturalGiftType: OrNull<String>
    let naturalGiftPower: OrNull<Int>
    let flavors: [String: Int]
  }

  /// `item` as pretty-printed JSON, with the description of `game` (else the newest).
  public static func render(_ item: Item, game: String? = nil) -> String {
    let text = game.map { GameMatch.text(in: item.descriptions, for: $0) }
      ?? item.descriptions.last
    let document = Document(
      id: item.id, name: item.name, displayName: item.displayName,
      category: OrNull(item.category?.slug), pocket: OrNull(item.pocket?.slug),
      cost: OrNull(item.cost), flingPower: OrNull(item.flingPower),
      flingEffect: OrNull(item.flingEffect?.slug), attributes: item.attributes.map(\.slug),
      effect: OrNull(item.effect.full), shortEffect: OrNull(item.effect.short),
      description: OrNull(text.map { Description(versionGroup: $0.game.slug, text: $0.text) }),
      evolutions: item.evolutions.map {
        Evolution(from: $0.from, into: $0.into, trigger: $0.trigger, held: $0.isHeld)
      },
      heldBy: item.heldBy.map { holder in
        Holder(
          id: holder.pokemonID, name: holder.pokemon, displayName: holder.displayName,
          rarities: holder.rarities.map { Rarity(version: $0.version, rarity: $0.rarity) })
      },
      berry: OrNull(item.berry.map { berry in
        BerryDocument(
          name: berry.name, firmness: OrNull(berry.firmness?.slug), size: OrNull(berry.size),
          maxHarvest: OrNull(berry.maxHarvest), growthTime: OrNull(berry.growthTime),
          naturalGiftType: OrNull(berry.naturalGiftType?.slug),
          naturalGiftPower: OrNull(berry.naturalGiftPower),
          flavors: Dictionary(
            berry.flavors.map { ($0.flavor.slug, $0.potency) }, uniquingKeysWith: { a, _ in a }))
      }))
    return (JSONText.encode(document) ?? "{}") + "\n"
  }
}
