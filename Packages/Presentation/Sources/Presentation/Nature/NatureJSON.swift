import Domain
/// A nature as JSON for scripts (docs/json.md).
enum NatureJSON {
  static func nature(_ nature: Nature) -> JSONObject {
    .entry(nature.id, nature.name, nature.displayName, [
      "raises": nature.raises?.slug, "lowers": nature.lowers?.slug,
      "likes": nature.likes?.slug, "dislikes": nature.dislikes?.slug,
      "isNeutral": nature.isNeutral,
    ])
  }
}
