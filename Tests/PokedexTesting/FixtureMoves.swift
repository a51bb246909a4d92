import Foundation

/// The moves of `FixturePokedex`, written out by hand: Thunderbolt (taught by a machine in
/// two games, described in two) and Will-O-Wisp (a status move, no machine), their list,
/// the two machines, Mr. Mime's learnset and the games Red and Scarlet.
enum FixtureMoves {
  /// The document at `parts` (`["move", "85"]`, `["move"]`, `["machine", "1"]`,
  /// `["version", "red"]`); `nil` for one the Pokédex does not have.
  static func document(_ parts: [String], root: String) -> Any? {
    switch (parts.first, parts.count) {
    case ("version", 2):
      // By slug or number: (id, slug, English name, group id, group slug).
      let versions = [
        (1, "red", "Red", 1, "red-blue"), (2, "blue", "Blue", 1, "red-blue"),
        (40, "scarlet", "Scarlet", 25, "scarlet-violet"),
      ]
      return versions.first { $0.1 == parts[1] || "\($0.0)" == parts[1] }.map { version in
        [
          "id": version.0, "name": version.1,
          "names": [["name": version.2, "language": link(root, "language", 9, "en")]],
          "version_group": link(root, "version-group", version.3, version.4),
        ] as [String: Any]
      }
    case ("move", 1):
      let results = moves.map { ["name": $0.name, "url": "\(root)move/\($0.id)/"] }
      return ["count": results.count, "next": NSNull(), "previous": NSNull(), "results": results]
        as [String: Any]
    case ("move", 2):
      return moves.first { "\($0.id)" == parts[1] || $0.name == parts[1] }
        .map { $0.document(root: root) }
    case ("machine", 2):
      guard let id = Int(parts[1]), let machine = machines[id] else { return nil }
      return [
        "id": id, "item": link(root, "item", machine.item.0, machine.item.1),
        "move": link(root, "move", 85, "thunderbolt"),
        "version_group": link(root, "version-group", machine.group.0, machine.group.1),
      ]
    default:
      return nil
    }
  }

  struct Move: Sendable {
    let id: Int
    let name: String
    let document: @Sendable (String) -> [String: Any]

    func document(root: String) -> [String: Any] { document(root) }
  }

  static let moves: [Move] = [
    Move(id: 85, name: "thunderbolt") { root in
      [
        "id": 85, "name": "thunderbolt", "power": 90, "pp": 15, "accuracy": 100,
        "priority": 0, "effect_chance": 10,
        "generation": link(root, "generation", 1, "generation-i"),
        "type": link(root, "type", 13, "electric"),
        "target": link(root, "move-target", 10, "selected-pokemon"),
        "damage_class": link(root, "move-damage-class", 3, "special"),
        "meta": [
          "ailment": link(root, "move-ailment", 1, "paralysis"), "ailment_chance": 10,
          "crit_rate": 0, "drain": 0, "flinch_chance": 0, "healing": 0, "stat_chance": 0,
          "min_hits": NSNull(), "max_hits": NSNull(), "min_turns": NSNull(),
          "max_turns": NSNull(),
        ] as [String: Any],
        "stat_changes": [] as [Any],
        "effect_entries": [
          [
            "effect": "Inflicts regular damage.  Has a $effect_chance% chance to paralyze the target.",
            "short_effect": "Has a $effect_chance% chance to paralyze the target.",
            "language": link(root, "language", 9, "en"),
          ]
        ],
        "flavor_text_entries": [
          text(root, "An electrical\nattack that may\nparalyze the foe.", group: (1, "red-blue")),
          text(root, "A strong electric blast crashes down on the target.", group: (25, "scarlet-violet")),
        ],
        "names": [["name": "Thunderbolt", "language": link(root, "language", 9, "en")]],
        "machines": [
          ["machine": ["url": "\(root)machine/1/"], "version_group": link(root, "version-group", 1, "red-blue")],
          ["machine": ["url": "\(root)machine/2/"], "version_group": link(root, "version-group", 25, "scarlet-violet")],
        ],
        // Charmander's document does not list Thunderbolt: a link a learner's document
        // does not bear out adds no learner.
        "learned_by_pokemon": [link(root, "pokemon", 122, "mr-mime"), link(root, "pokemon", 4, "charmander")],
      ]
    },
    Move(id: 261, name: "will-o-wisp") { root in
      [
        "id": 261, "name": "will-o-wisp", "power": NSNull(), "pp": 15, "accuracy": 85,
        "priority": 0, "effect_chance": NSNull(),
        "generation": link(root, "generation", 3, "generation-iii"),
        "type": link(root, "type", 10, "fire"),
        "target": link(root, "move-target", 10, "selected-pokemon"),
        "damage_class": link(root, "move-damage-class", 1, "status"),
        "meta": NSNull(), "stat_changes": [] as [Any],
        "effect_entries": [
          [
            "effect": "Burns the target.", "short_effect": "Burns the target.",
            "language": link(root, "language", 9, "en"),
          ]
        ],
        "flavor_text_entries": [] as [Any], "machines": [] as [Any],
        "names": [["name": "Will-O-Wisp", "language": link(root, "language", 9, "en")]],
        "learned_by_pokemon": [link(root, "pokemon", 4, "charmander")],
      ]
    },
  ]

  /// The `moves` of a `pokemon` document: Mr. Mime learns Thunderbolt by TM24 in Red and
  /// Blue and by TM126 in Scarlet and Violet; the others learn nothing.
  static func learnset(of pokemon: String, root: String) -> [[String: Any]] {
    guard pokemon == "mr-mime" else { return [] }
    func machine(_ group: (Int, String)) -> [String: Any] {
      [
        "level_learned_at": 0, "order": NSNull(),
        "move_learn_method": link(root, "move-learn-method", 4, "machine"),
        "version_group": link(root, "version-group", group.0, group.1),
      ]
    }
    return [
      [
        "move": link(root, "move", 85, "thunderbolt"),
        "version_group_details": [machine((1, "red-blue")), machine((25, "scarlet-violet"))],
      ]
    ]
  }

  /// Machine id → (item id, item slug) and (version group id, slug).
  static let machines: [Int: (item: (Int, String), group: (Int, String))] = [
    1: ((328, "tm24"), (1, "red-blue")),
    2: ((1_999, "tm126"), (25, "scarlet-violet")),
  ]

  static func link(_ root: String, _ resource: String, _ id: Int, _ name: String) -> [String: String] {
    ["name": name, "url": "\(root)\(resource)/\(id)/"]
  }

  static func text(_ root: String, _ text: String, group: (Int, String)) -> [String: Any] {
    [
      "flavor_text": text, "language": link(root, "language", 9, "en"),
      "version_group": link(root, "version-group", group.0, group.1),
    ]
  }
}
