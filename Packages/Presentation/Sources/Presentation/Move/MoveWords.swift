import Domain
/// The words a move's card uses for PokeAPI's slugs: targets, statuses, stats and games.
/// A slug not listed here (a later PokeAPI's) is shown in title case, never dropped.
enum MoveWords {
  /// "Special", "Physical", "Status".
  static func damageClass(_ slug: String) -> String {
    DisplayName.titleCased(slug)
  }

  /// Whom a move aims at, as a sentence fragment: `selected-pokemon` → "one Pokémon of
  /// the user's choice".
  static func target(_ slug: String) -> String {
    targets[slug] ?? DisplayName.titleCased(slug)
  }

  private static let targets: [String: String] = [
    "specific-move": "one specific move",
    "selected-pokemon-me-first": "one Pokémon of the user's choice (Me First)",
    "ally": "an ally",
    "users-field": "the user's side of the field",
    "user-or-ally": "the user or an ally",
    "opponents-field": "the opponents' side of the field",
    "user": "the user",
    "random-opponent": "a random opponent",
    "all-other-pokemon": "every other Pokémon",
    "selected-pokemon": "one Pokémon of the user's choice",
    "all-opponents": "all opponents",
    "entire-field": "the entire field",
    "user-and-allies": "the user and its allies",
    "all-pokemon": "every Pokémon",
    "all-allies": "all allies",
    "fainting-pokemon": "a fainting Pokémon",
  ]

  /// "Attack", "Special Attack", "HP", "Accuracy".
  static func stat(_ slug: String) -> String {
    slug == "hp" ? "HP" : DisplayName.titleCased(slug)
  }

  /// "Paralysis", "Heal Block"; `nil` for PokeAPI's "none".
  static func ailment(_ slug: String) -> String? {
    slug == "none" ? nil : DisplayName.titleCased(slug)
  }

  /// `+1`, `0`, `−3`: a signed number as the games print priorities and stages.
  static func signed(_ value: Int) -> String {
    value > 0 ? "+\(value)" : value < 0 ? "−\(value.magnitude)" : "0"
  }

  /// `#085`, `#10001`.
  static func number(_ id: Int) -> String {
    let digits = String(id)
    return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }

  /// "Red and Blue", "Gold, Silver and Crystal": a group by its games' names when they are
  /// known (from the data, or for a group read over the network from `GameName`), else
  /// by its slug's words ("champions" → "Champions").
  static func games(_ group: GameGroup) -> String {
    if GameName.hasOwnName(group.slug) { return GameName.display(group.slug) }
    let versions = group.versions.isEmpty ? GameName.games(ofGroup: group.slug) : group.versions
    let names = versions.map(GameName.display)
    guard let last = names.last else { return GameName.display(group.slug) }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
