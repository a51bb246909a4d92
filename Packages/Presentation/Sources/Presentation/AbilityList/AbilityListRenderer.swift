import Domain
/// What `pokecli abilities` is asked for: the criteria and the slice.
public typealias AbilityListRequest = PagedRequest<AbilityCriteria>

/// Turns a page of abilities into the table `pokecli abilities` prints: number, name,
/// generation, how many Pokémon can have it and its effect in short, cut to fit.
///
/// A pure function of its inputs: no line it returns is wider than `width`, from 20
/// columns up.
public enum AbilityListRenderer {
  /// The text for `state`, ending in a newline.
  public static func render(
    _ state: Lookup<AbilityListRequest, Page<AbilityRow>>.State, theme: Theme, width: Int,
    hints: any Hints = NoHints()
  ) -> String {
    PagedList.render(
      state, request: state.request.page, nouns: "abilities", theme: theme, width: width,
      hints: hints, table: table)
  }

  private static func table(_ rows: [AbilityRow]) -> FittedTable {
    let columns: [FittedTable.Column] = [
      .init(header: "No.", alignsRight: true, keep: nil),
      .init(header: "Ability", alignsRight: false, keep: nil),
      .init(header: "Gen.", alignsRight: false, keep: 1),
      .init(header: "Pokémon", alignsRight: true, keep: 2),
      .init(header: "Effect", alignsRight: false, keep: 3),
    ]
    let cells = rows.map { row -> [String] in
      [
        String(row.id), row.displayName, row.generation.map(Roman.numeral) ?? "—",
        String(row.pokemonCount), row.shortEffect ?? "—",
      ]
    }
    return FittedTable(columns: columns, rows: cells, flexible: 4)
  }
}
