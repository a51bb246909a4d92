import Foundation

/// A `type` document with no weaknesses or resistances, listing its Pokémon with their
/// slots, as the served test Pokédexes answer: they test where rows and cards come from,
/// not type matchups (the hand-written Pikachu fixtures do those).
public enum PlainTypeDocument {
  /// The document of type `name`, listing `members` (slug, id, and the Pokémon's types
  /// in slot order) with links below `root`; `nil`, as a 404, when none has the type.
  public static func make(
    _ name: String, root: String, members: [(slug: String, id: Int, types: [String])]
  ) -> [String: Any]? {
    let listed = members.compactMap { member -> [String: Any]? in
      guard let slot = member.types.firstIndex(of: name) else { return nil }
      return [
        "pokemon": ["name": member.slug, "url": "\(root)pokemon/\(member.id)/"],
        "slot": slot + 1,
      ]
    }
    guard !listed.isEmpty else { return nil }
    return [
      "id": 1, "name": name,
      "damage_relations": [
        "double_damage_from": [], "half_damage_from": [], "no_damage_from": [],
      ],
      "pokemon": listed,
    ]
  }
}
