import Domain
/// What `pokecli list --pokedex` is asked for: the Pokédex's name and the slice.
public typealias RegionalListRequest = PagedRequest<String>

/// Turns a page of a regional Pokédex into its table: the regional number, the national
/// one, the name and the types.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum RegionalListRenderer {
  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: Lookup<RegionalListRequest, Page<RegionalEntry>>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    PagedList.render(
      state, request: state.request.page, nouns: "Pokémon", theme: theme, width: width,
      hints: hints
    ) { rows in
      let columns: [FittedTable.Column] = [
        .init(header: "No.", alignsRight: false, keep: nil),
        .init(header: "National", alignsRight: false, keep: 1),
        .init(header: "Name", alignsRight: false, keep: nil),
        .init(header: "Types", alignsRight: false, keep: 2),
      ]
      let cells = rows.map { entry -> [String] in
        [
          number(entry.number), PokemonListRenderer.numberText(entry.pokemon.speciesID),
          entry.pokemon.displayName,
          entry.pokemon.types.map(\.displayName).joined(separator: " "),
        ]
      }
      return FittedTable(columns: columns, rows: cells, flexible: 2)
    }
  }

  /// `#001`: a regional number, three digits at least.
  static func number(_ value: Int) -> String {
    let digits = String(value)
    return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}

/// A page of a regional Pokédex as JSON for scripts, in the shape of `pokecli list
/// --json`, each result with its regional `number` besides (docs/json.md).
public enum RegionalListJSON {
  struct Row: Encodable {
    let number: Int
    let id: Int
    let name: String
    let displayName: String
    let speciesId: Int
    let types: [String]
  }

  public static func render(
    _ page: Page<RegionalEntry>, request: PageRequest, hints: any Hints
  ) -> String {
    PagedList.json(page, request: request, hints: hints) { entry in
      Row(
        number: entry.number, id: entry.pokemon.id, name: entry.pokemon.name,
        displayName: entry.pokemon.displayName, speciesId: entry.pokemon.speciesID,
        types: entry.pokemon.types.map(\.slug))
    }
  }
}
