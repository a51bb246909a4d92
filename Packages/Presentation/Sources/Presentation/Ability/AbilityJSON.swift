import Domain
/// An ability's card as JSON for scripts, with stable field names (docs/json.md).
public enum AbilityJSON {
  struct Document: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let generation: OrNull<Int>
    let isMainSeries: Bool
    let effect: OrNull<String>
    let shortEffect: OrNull<String>
    let description: OrNull<Description>
    let pokemon: [Holder]
  }

  struct Description: Encodable {
    let versionGroup: String
    let text: String
  }

  struct Holder: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let isHidden: Bool
  }

  /// `ability` as pretty-printed JSON, with the description of `game` (else the newest).
  public static func render(_ ability: Ability, game: String? = nil) -> String {
    let text = game.map { GameMatch.text(in: ability.descriptions, for: $0) }
      ?? ability.descriptions.last
    let document = Document(
      id: ability.id, name: ability.name, displayName: ability.displayName,
      generation: OrNull(ability.generation), isMainSeries: ability.isMainSeries,
      effect: OrNull(ability.effect.full), shortEffect: OrNull(ability.effect.short),
      description: OrNull(text.map { Description(versionGroup: $0.game.slug, text: $0.text) }),
      pokemon: ability.holders.map {
        Holder(id: $0.id, name: $0.name, displayName: $0.displayName, isHidden: $0.isHidden)
      })
    return (JSONText.encode(document) ?? "{}") + "\n"
  }
}
