import Domain
/// What `pokecli abilities` is asked for: the criteria and the slice.
public typealias AbilityListRequest = PagedRequest<AbilityCriteria>

extension ListLayout where Row == AbilityRow {
  /// `pokecli abilities`: number, name, generation, how many Pokémon can have it and its
  /// effect in short.
  public static var abilities: ListLayout {
    ListLayout(nouns: "abilities", noun: "ability", flexible: 4, columns: [
      .right("No."), .left("Ability"), .left("Gen.", keep: 1), .right("Pokémon", keep: 2),
      .left("Effect", keep: 3),
    ]) { row, _, _ in
      [
        String(row.id), row.displayName, row.generation.map(Roman.numeral) ?? "—",
        String(row.pokemonCount), row.shortEffect ?? "—",
      ]
    } json: { row, _ in
      .entry(row.id, row.name, row.displayName, [
        "generation": row.generation, "pokemonCount": row.pokemonCount,
        "shortEffect": row.shortEffect,
      ])
    }
  }
}
