import Domain
/// A page of abilities as JSON for scripts, in the shape of `pokecli list --json`
/// (docs/json.md): change it only by adding fields.
public enum AbilityListJSON {
  struct Row: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let generation: OrNull<Int>
    let pokemonCount: Int
    let shortEffect: OrNull<String>
  }

  /// `page`, asked for as `request`, pretty-printed with sorted keys.
  public static func render(
    _ page: Page<AbilityRow>, request: PageRequest, hints: any Hints
  ) -> String {
    PagedList.json(page, request: request, hints: hints) { row in
      Row(
        id: row.id, name: row.name, displayName: row.displayName,
        generation: OrNull(row.generation), pokemonCount: row.pokemonCount,
        shortEffect: OrNull(row.shortEffect))
    }
  }
}
