import Domain
/// A page of moves as JSON for scripts, in the shape of `pokecli list --json`
/// (docs/json.md): change it only by adding fields.
public enum MoveListJSON {
  struct Row: Encodable {
    let id: Int
    let name: String
    let displayName: String
    let type: OrNull<String>
    let damageClass: OrNull<String>
    let power: OrNull<Int>
    let accuracy: OrNull<Int>
    let pp: OrNull<Int>
    let priority: Int
    let generation: OrNull<Int>
  }

  /// `page`, asked for as `request`, pretty-printed with sorted keys.
  public static func render(_ page: Page<MoveRow>, request: PageRequest, hints: any Hints) -> String {
    PagedList.json(page, request: request, hints: hints) { row in
      let move = row.move
      return Row(
        id: move.id, name: move.name, displayName: move.displayName,
        type: OrNull(move.type?.slug), damageClass: OrNull(move.damageClass),
        power: OrNull(move.power), accuracy: OrNull(move.accuracy), pp: OrNull(move.pp),
        priority: row.priority, generation: OrNull(row.generation))
    }
  }
}
