import Domain

/// The names a renderer writes for slugs, in the language names and texts are shown in
/// (`Theme.vocabulary`), else as the program spells them in English.
extension Theme {
  /// A type's name: "Fire", "Feu", "ほのお".
  public func name(of type: PokemonType) -> String {
    vocabulary.name(.type, type.slug) ?? type.displayName
  }

  /// A base stat's label: "Sp. Atk", "Attaque Spéciale".
  public func label(of stat: BaseStat) -> String {
    vocabulary.name(.stat, stat.name) ?? stat.label
  }

  /// A game's or a group of games' name: "Scarlet", "Écarlate".
  public func gameName(_ slug: String) -> String {
    vocabulary.name(.version, slug) ?? vocabulary.name(.versionGroup, slug)
      ?? GameName.display(slug)
  }

  /// The one line a card prints under a text shown in English because the language asked
  /// for has none; `nil` when the text is in that language.
  func englishFallbackNote(_ isEnglishFallback: Bool?, width: Int) -> String? {
    guard isEnglishFallback == true, !vocabulary.isEnglish else { return nil }
    let note = "(shown in English: PokeAPI has no \(vocabulary.language) text)"
    return paint(TextLayout.truncate(note, to: width), as: .dim)
  }
}
