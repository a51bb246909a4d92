import Domain
/// `pokecli languages`: every language PokeAPI speaks, the code `--language` takes, and
/// how complete it is: the share of species, moves, abilities and items it names and of
/// species with a Pokédex entry in it, against the most any language has (English's).
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum LanguagesRenderer {
  public static func render(_ languages: [LanguageCoverage], theme: Theme, width: Int) -> String {
    let most = Most(languages)
    let columns: [FittedTable.Column] = [
      .init(header: "Code", alignsRight: false, keep: nil),
      .init(header: "Language", alignsRight: false, keep: nil),
      .init(header: "Pokémon", alignsRight: true, keep: 5),
      .init(header: "Entries", alignsRight: true, keep: 4),
      .init(header: "Moves", alignsRight: true, keep: 3),
      .init(header: "Abilities", alignsRight: true, keep: 2),
      .init(header: "Items", alignsRight: true, keep: 1),
    ]
    let rows = languages.map { language -> [String] in
      let name = SafeText.clean(language.name)
      let own = language.ownName.map { SafeText.clean($0) }.flatMap { $0 == name ? nil : $0 }
      return [
        SafeText.clean(language.code), own.map { "\(name) (\($0))" } ?? name,
        percent(language.species, of: most.species), percent(language.entries, of: most.entries),
        percent(language.moves, of: most.moves), percent(language.abilities, of: most.abilities),
        percent(language.items, of: most.items),
      ]
    }
    let table = FittedTable(columns: columns, rows: rows, flexible: 1)
    let dropped = table.dropped(width: width, indent: "")
    var lines = table.lines(width: width, indent: "", dropping: dropped)
    if let header = lines.first { lines[0] = theme.paint(header, as: .heading) }
    lines += TextLayout.wrap(
      "Names and texts in one: pokecli show pikachu --language fr (or POKECLI_LANGUAGE=fr). "
        + "Look-ups take a name in any of them.", width: width
    ).map { theme.paint($0, as: .dim) }
    return lines.joined(separator: "\n") + "\n"
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

/// The languages as JSON for scripts (docs/json.md): an array, in PokeAPI's order, with
/// each kind's count of named entries.
public enum LanguagesJSON {
  struct Row: Encodable {
    let code: String
    let name: String
    let ownName: OrNull<String>
    let species: Int
    let pokedexEntries: Int
    let moves: Int
    let abilities: Int
    let items: Int
  }

  public static func render(_ languages: [LanguageCoverage]) -> String {
    let rows = languages.map {
      Row(
        code: $0.code, name: $0.name, ownName: OrNull($0.ownName), species: $0.species,
        pokedexEntries: $0.entries, moves: $0.moves, abilities: $0.abilities, items: $0.items)
    }
    return (JSONText.encode(rows) ?? "[]") + "\n"
  }
}
