import Domain
/// A learnset as JSON for scripts (docs/json.md): the key `learnset` of
/// `show --moves --json`.
enum LearnsetJSON {
  /// `learnset`, narrowed to `method` when given.
  static func learnset(_ learnset: Learnset, method: String?) -> JSONObject {
    [
      "versionGroup": learnset.game?.slug, "versionGroups": learnset.games.map(\.slug),
      "moves": learnset.moves.filter { method == nil || $0.method == method }.map {
        JSONObject.move(
          $0.move, ["method": $0.method, "level": $0.level, "machine": $0.machine])
      },
    ]
  }
}
