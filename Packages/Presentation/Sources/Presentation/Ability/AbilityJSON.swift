import Domain
/// An ability's card as JSON for scripts (docs/json.md).
enum AbilityJSON {
  /// `ability`'s card, with the description of `game` (else the newest).
  static func card(_ ability: Ability, game: String?) -> JSONObject {
    .entry(ability.id, ability.name, ability.displayName, [
      "generation": ability.generation, "isMainSeries": ability.isMainSeries,
      "effect": ability.effect.full, "shortEffect": ability.effect.short,
      "description": JSONObject.description(ability.descriptions, game: game),
      "pokemon": ability.holders.map {
        JSONObject.entry($0.id, $0.name, $0.displayName, ["isHidden": $0.isHidden])
      },
    ])
  }
}
