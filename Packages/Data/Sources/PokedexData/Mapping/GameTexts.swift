import Domain
/// An entry's in-game texts in one language, read from a document's
/// `flavor_text_entries` as the built-in data reads them.
enum GameTexts {
  /// One text per game group (the first the document gives for a group), oldest group
  /// first, in `language`; the English ones, marked so, when the document has none in it.
  static func of<Entry>(
    _ entries: [Entry]?, in language: String,
    language languageOf: (Entry) -> String, group: (Entry) -> NamedAPIResourceDTO?,
    text: (Entry) -> String?
  ) -> [GameText] {
    let entries = entries ?? []
    let shown = entries.contains { languageOf($0) == language } ? language : "en"
    var byGroup: [String: GameText] = [:]
    for entry in entries where languageOf(entry) == shown {
      guard let link = group(entry), let raw = text(entry) else { continue }
      let game = GameGroup(link: link)
      guard byGroup[game.slug] == nil else { continue }
      var gameText = GameText(game: game, text: FlavorText.clean(SafeText.clean(raw)))
      if shown != language { gameText.isEnglishFallback = true }
      byGroup[game.slug] = gameText
    }
    return byGroup.values.sorted { $0.game < $1.game }
  }

  /// Every language a document's names and texts are written in, English left out: those
  /// its entry is translated into (`Translatable`).
  static func languages(_ codes: Set<String>...) -> Set<String> {
    codes.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(["en"])
  }
}

/// A document that names its entry and gives its game texts in many languages: a
/// move's, an ability's, an item's.
protocol NamedTextsDocument {
  /// The entry's slug.
  var name: String { get }
  var names: [LocalizedNameDTO]? { get }
  /// The languages its game texts are written in.
  var textLanguages: Set<String> { get }
  /// Its game texts in `language`, else in English (`GameTexts.of`).
  func descriptions(in language: String) -> [GameText]
  /// What it does, in each language PokeAPI wrote it in.
  var effectEntries: [EffectTextDTO]? { get }
  /// What it does in `language`, else in English (`EffectTexts.of`).
  func effect(in language: String) -> EffectText
}

extension NamedTextsDocument {
  /// The entry's name in `language`, else in English, else its slug in title case.
  func displayName(in language: String) -> String {
    names?.name(in: language).map { SafeText.clean($0) } ?? DisplayName.titleCased(name)
  }

  /// `english` (read in English from this document), carrying its name, effect and game
  /// texts in every other language the document speaks.
  func translating<Entry: NamedTextsEntry>(_ english: Entry) -> Entry {
    let languages = GameTexts.languages(
      names?.languages ?? [], textLanguages, Set((effectEntries ?? []).map(\.language.code)))
    return english.translated(into: languages.sorted()) { language in
      english.with(
        texts: NamedTexts(
          name: displayName(in: language), effect: effect(in: language),
          descriptions: descriptions(in: language)))
    }
  }
}
