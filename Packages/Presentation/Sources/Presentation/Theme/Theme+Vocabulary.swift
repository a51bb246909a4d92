import Domain

/// The names a renderer writes for slugs, in the language names and texts are shown in
/// (`Theme.vocabulary`), else as the program spells them in English.
extension Theme {
  /// A type's name: "Fire", "Feu", "ほのお".
  public func name(of type: PokemonType) -> String {
    vocabulary.name(.type, type.slug) ?? type.displayName
  }

  /// A move's damage class: "Special", "Spéciale", "とくしゅ". PokeAPI writes some
  /// languages' in lower case ("spéciale"); a label begins with a capital.
  public func damageClassName(_ slug: String) -> String {
    guard let name = vocabulary.name(.moveDamageClass, slug) else {
      return MoveWords.damageClass(slug)
    }
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// A generation's name: "Generation IV", "4e Génération", "だいよんせだい".
  public func generationName(_ number: Int) -> String {
    let numeral = Roman.numeral(number)
    return vocabulary.name(.generation, "generation-" + numeral.lowercased())
      ?? "Generation \(numeral)"
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

  /// " in Scarlet" for a game's or a group's slug, "" for none: what a sentence adds of
  /// the game it is told of ("Where it is met in the wild in Scarlet:").
  public func inGame(_ slug: String?) -> String {
    slug.map { " in " + gameName($0) } ?? ""
  }

  /// A group of games by its games' names: "Red and Blue" in English (`MoveWords`),
  /// "Rouge / Bleu" in French, where the language names them.
  public func gamesName(_ group: GameGroup) -> String {
    guard !vocabulary.isEnglish else { return MoveWords.games(group) }
    let versions = group.versions.isEmpty ? GameName.games(ofGroup: group.slug) : group.versions
    let names = versions.compactMap { vocabulary.name(.version, $0) }
    guard !names.isEmpty, names.count == versions.count else {
      return vocabulary.name(.versionGroup, group.slug) ?? MoveWords.games(group)
    }
    return names.joined(separator: " / ")
  }

  /// The one line a card prints under a text shown in English because the language asked
  /// for has none; `nil` when the text is in that language.
  func englishFallbackNote(_ isEnglishFallback: Bool?, width: Int) -> String? {
    // Also for the effect texts, which are English whatever the language.
    guard isEnglishFallback == true, !vocabulary.isEnglish else { return nil }
    let note = "(shown in English: PokeAPI has no \(vocabulary.language) text)"
    return paint(TextLayout.truncate(note, to: width), as: .dim)
  }

  /// A screen's first line: `text` made safe to print, cut to `width`, as a heading.
  func title(_ text: String, width: Int) -> String {
    paint(TextLayout.truncate(SafeText.clean(text), to: width), as: .heading)
  }
}
