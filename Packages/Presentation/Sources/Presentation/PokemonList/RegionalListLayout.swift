import Domain

extension ListLayout where Row == RegionalEntry {
  /// `pokecli list --pokedex`: the regional number, the national one, the name and the
  /// types; as JSON, `list`'s row with the regional `number`.
  public static var regional: ListLayout {
    ListLayout(nouns: "Pokémon", noun: "Pokémon", flexible: 2, columns: [
      .left("No."), .left("National", keep: 1), .left("Name"), .left("Types", keep: 2),
    ]) { entry, theme, _ in
      [
        regionalNumber(entry.number),
        PokemonListRenderer.numberText(entry.pokemon.speciesID), entry.pokemon.displayName,
        entry.pokemon.types.map(theme.name(of:)).joined(separator: " "),
      ]
    } json: { entry, _ in
      PokemonJSON.row(entry.pokemon).merging(["number": entry.number])
    } title: { entries, theme in
      entries.first?.pokedex.map {
        "Pokédex: " + (theme.vocabulary.name(.pokedex, $0) ?? DisplayName.titleCased($0))
      }
    }
  }

  /// `#001`: a regional number, three digits at least.
  static func regionalNumber(_ value: Int) -> String {
    let digits = String(value)
    return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}
