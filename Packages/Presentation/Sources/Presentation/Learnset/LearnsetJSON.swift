import Domain
/// A learnset as JSON for scripts (docs/json.md): the key `learnset` of
/// `show --moves --json`.
public enum LearnsetJSON {
  struct Document: Encodable {
    let versionGroup: OrNull<String>
    let versionGroups: [String]
    let moves: [Row]
  }

  struct Row: Encodable {
    let move: String
    let moveId: Int
    let displayName: String
    let method: String
    let level: OrNull<Int>
    let machine: OrNull<String>
    let type: OrNull<String>
    let damageClass: OrNull<String>
    let power: OrNull<Int>
    let accuracy: OrNull<Int>
    let pp: OrNull<Int>
  }

  /// `learnset` as the JSON document, narrowed to `method` when given.
  static func document(_ learnset: Learnset, method: String?) -> Document {
    Document(
      versionGroup: OrNull(learnset.game?.slug), versionGroups: learnset.games.map(\.slug),
      moves: learnset.moves.filter { method == nil || $0.method == method }.map { learned in
        let move = learned.move
        return Row(
          move: move.name, moveId: move.id, displayName: move.displayName,
          method: learned.method, level: OrNull(learned.level),
          machine: OrNull(learned.machine), type: OrNull(move.type?.slug),
          damageClass: OrNull(move.damageClass), power: OrNull(move.power),
          accuracy: OrNull(move.accuracy), pp: OrNull(move.pp))
      })
  }
}
