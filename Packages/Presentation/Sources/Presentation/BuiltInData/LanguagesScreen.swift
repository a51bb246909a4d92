import Domain
/// `pokecli languages`: every language PokeAPI speaks, the code `--language` takes, and
/// how complete it is: the share of species, moves, abilities and items it names and of
/// species with a Pokédex entry in it, against the most any language has (English's).
///
/// A pure value: no line of its text is wider than the width asked for, from 20 columns up.
public struct LanguagesScreen: Screen {
  /// Every language, in PokeAPI's order.
  public var languages: [LanguageCoverage]

  public init(_ languages: [LanguageCoverage]) {
    self.languages = languages
  }

  /// The table, and how to show names and texts in one (a hint the app says).
  public func text(theme: Theme, width: Int, hints: any Hints) -> String {
    let most = Most(languages)
    let columns: [FittedTable.Column] = [
      .left("Code"), .left("Language"), .right("Pokémon", keep: 5), .right("Entries", keep: 4),
      .right("Moves", keep: 3), .right("Abilities", keep: 2), .right("Items", keep: 1),
    ]
    let rows = languages.map { language -> [String] in
      let name = SafeText.clean(language.name)
      let own = language.ownName.map { SafeText.clean($0) }.flatMap { $0 == name ? nil : $0 }
      return [
        SafeText.clean(language.code), own.map { "\(name) (\($0))" } ?? name,
        Self.percent(language.species, of: most.species),
        Self.percent(language.entries, of: most.entries),
        Self.percent(language.moves, of: most.moves),
        Self.percent(language.abilities, of: most.abilities),
        Self.percent(language.items, of: most.items),
      ]
    }
    var lines = FittedTable(columns: columns, rows: rows, flexible: 1).lines(width: width)
    if let header = lines.first { lines[0] = theme.paint(header, as: .heading) }
    let inOne = hints.text(for: .language(code: "fr")).map { "Names and texts in one: \($0). " }
    lines += TextLayout.wrap(
      (inOne ?? "") + "Look-ups take a name in any of them.", width: width
    ).map { theme.paint($0, as: .dim) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// An array, in PokeAPI's order.
  public func document(hints: any Hints) -> any Encodable {
    languages.map {
      [
        "name": $0.code, "displayName": $0.name, "ownName": $0.ownName,
        "species": $0.species, "pokedexEntries": $0.entries, "moves": $0.moves,
        "abilities": $0.abilities, "items": $0.items,
      ] as JSONObject
    }
  }

  /// `part` of `whole` as a whole percentage, "—" for none; never 100% short of whole.
  static func percent(_ part: Int, of whole: Int) -> String {
    guard part > 0, whole > 0 else { return "—" }
    let share = part >= whole ? 100 : min(99, (part * 100) / whole)
    return "\(share)%"
  }

  private struct Most {
    var species = 0, moves = 0, abilities = 0, items = 0, entries = 0
    init(_ languages: [LanguageCoverage]) {
      for language in languages {
        species = max(species, language.species)
        moves = max(moves, language.moves)
        abilities = max(abilities, language.abilities)
        items = max(items, language.items)
        entries = max(entries, language.entries)
      }
    }
  }
}
