import Domain

/// An entry's effect in one language, as the built-in data and PokeAPI's documents both
/// give it: in the language shown where there is one, else in English, marked so. Each
/// kind makes its texts one safe paragraph its own way (`paragraph`): a move fills in its
/// chance, an item's definition lists are joined.
enum EffectTexts {
  /// The effect of a document's `effect_entries` in `language`, else in English.
  static func of(
    _ entries: [EffectTextDTO]?, in language: String, chance: Int? = nil,
    paragraph: (String) -> String
  ) -> EffectText {
    let entries = entries ?? []
    guard
      let entry = entries.first(where: { $0.language.code == language })
        ?? entries.first(where: { $0.language.code == "en" })
    else { return EffectText(full: nil, short: nil, chance: chance) }
    return text(
      full: entry.effect, short: entry.shortEffect, chance: chance,
      isEnglishFallback: entry.language.code != language, paragraph: paragraph)
  }

  /// `full` and `short` as paragraphs, marked as English when `isEnglishFallback` and they
  /// say anything.
  static func text(
    full: String?, short: String?, chance: Int?, isEnglishFallback: Bool,
    paragraph: (String) -> String
  ) -> EffectText {
    var effect = EffectText(full: full.map(paragraph), short: short.map(paragraph), chance: chance)
    if isEnglishFallback, !effect.isEmpty { effect.isEnglishFallback = true }
    return effect
  }
}
