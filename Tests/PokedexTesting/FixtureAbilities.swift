import Foundation

/// The abilities of `FixturePokedex`, written out by hand: Static (two holders, one
/// description per game in two games), Lightning Rod (a hidden ability), Keen Eye (held
/// by the Pokédex's birds), and their list.
enum FixtureAbilities {
  /// The document at `parts` (`["ability", "9"]`, `["ability"]`); `nil` for one the
  /// Pokédex does not have.
  static func document(_ parts: [String], root: String) -> Any? {
    FixtureResource.document(
      parts, root: root, entries: abilities, key: { ($0.id, $0.name) },
      document: { $0.document(root) })
  }

  struct Ability: Sendable {
    let id: Int
    let name: String
    let document: @Sendable (String) -> [String: Any]
  }

  static let abilities: [Ability] = [
    Ability(id: 9, name: "static") { root in
      [
        "id": 9, "name": "static", "is_main_series": true,
        "generation": link(root, "generation", 3, "generation-iii"),
        "names": [["name": "Static", "language": link(root, "language", 9, "en")]],
        "effect_entries": [
          [
            "effect": "Whenever a move makes contact with this Pokémon, the move's user has "
              + "a 30% chance of being paralyzed.",
            "short_effect": "Has a 30% chance of paralyzing attacking Pokémon on contact.",
            "language": link(root, "language", 9, "en"),
          ]
        ],
        "flavor_text_entries": [
          text(root, "Paralyzes on\ncontact.", group: (5, "ruby-sapphire")),
          text(root, "The Pokémon is charged with static electricity and may paralyze "
            + "attackers that make direct contact with it.", group: (25, "scarlet-violet")),
        ],
        "pokemon": [
          holder(root, 25, "pikachu", hidden: false),
          holder(root, 26, "raichu", hidden: false),
          holder(root, 145, "zapdos", hidden: true),
        ],
      ] as [String: Any]
    },
    Ability(id: 31, name: "lightning-rod") { root in
      [
        "id": 31, "name": "lightning-rod", "is_main_series": true,
        "generation": link(root, "generation", 3, "generation-iii"),
        "names": [["name": "Lightning Rod", "language": link(root, "language", 9, "en")]],
        "effect_entries": [] as [Any],
        "flavor_text_entries": [] as [Any],
        "pokemon": [holder(root, 25, "pikachu", hidden: true)],
      ] as [String: Any]
    },
    Ability(id: 51, name: "keen-eye") { root in
      [
        "id": 51, "name": "keen-eye", "is_main_series": true,
        "generation": link(root, "generation", 3, "generation-iii"),
        "names": [["name": "Keen Eye", "language": link(root, "language", 9, "en")]],
        "effect_entries": [] as [Any],
        "flavor_text_entries": [] as [Any],
        "pokemon": [
          holder(root, 16, "pidgey", hidden: false), holder(root, 17, "pidgeotto", hidden: false),
          holder(root, 18, "pidgeot", hidden: false), holder(root, 21, "spearow", hidden: false),
          holder(root, 22, "fearow", hidden: false), holder(root, 83, "farfetchd", hidden: false),
        ],
      ] as [String: Any]
    },
  ]

  private static func link(_ root: String, _ resource: String, _ id: Int, _ name: String)
    -> [String: String]
  {
    FixtureMoves.link(root, resource, id, name)
  }

  private static func text(_ root: String, _ text: String, group: (Int, String)) -> [String: Any] {
    FixtureMoves.text(root, text, group: group)
  }

  private static func holder(_ root: String, _ id: Int, _ name: String, hidden: Bool)
    -> [String: Any]
  {
    ["is_hidden": hidden, "slot": hidden ? 3 : 1, "pokemon": link(root, "pokemon", id, name)]
  }
}
