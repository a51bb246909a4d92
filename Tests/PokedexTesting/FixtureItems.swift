import Foundation

/// The items of `FixturePokedex`, written out by hand: Water Stone (an evolution item no
/// shop prices, with a definition-list effect), Leftovers (held by wild Snorlax in two
/// games) and Oran Berry (whose facts are `FixtureBerries`'), and their list.
enum FixtureItems {
  /// The document at `parts` (`["item", "84"]`, `["item"]`); `nil` for one the Pokédex
  /// does not have.
  static func document(_ parts: [String], root: String) -> Any? {
    FixtureResource.document(
      parts, root: root, entries: items, key: { ($0.id, $0.name) },
      document: { $0.document(root) })
  }

  struct Item: Sendable {
    let id: Int
    let name: String
    let document: @Sendable (String) -> [String: Any]
  }

  static let items: [Item] = [
    Item(id: 84, name: "water-stone") { root in
      [
        "id": 84, "name": "water-stone", "prices": [] as [Any], "fling_power": 30,
        "fling_effect": NSNull(), "category": link(root, "item-category", 10, "evolution"),
        "attributes": [link(root, "item-attribute", 8, "underground")],
        "names": [["name": "Water Stone", "language": link(root, "language", 9, "en")]],
        "effect_entries": [
          [
            "effect": "Used on a party Pokémon\n:   Evolves an Eevee into Vaporeon.",
            "short_effect": "Evolves an Eevee into Vaporeon.",
            "language": link(root, "language", 9, "en"),
          ]
        ],
        "flavor_text_entries": [
          [
            "text": "A peculiar stone that makes certain\nspecies of Pokémon evolve.",
            "language": link(root, "language", 9, "en"),
            "version_group": link(root, "version-group", 20, "sword-shield"),
          ] as [String: Any]
        ],
        "held_by_pokemon": [] as [Any],
      ] as [String: Any]
    },
    Item(id: 234, name: "leftovers") { root in
      [
        "id": 234, "name": "leftovers", "cost": 4000, "fling_power": 10,
        "fling_effect": NSNull(), "category": link(root, "item-category", 12, "held-items"),
        "attributes": [link(root, "item-attribute", 5, "holdable")],
        "names": [["name": "Leftovers", "language": link(root, "language", 9, "en")]],
        "effect_entries": [] as [Any],
        "flavor_text_entries": [] as [Any],
        "held_by_pokemon": [
          [
            "pokemon": link(root, "pokemon", 143, "snorlax"),
            "version_details": [
              ["rarity": 100, "version": link(root, "version", 7, "ruby")],
              ["rarity": 5, "version": link(root, "version", 17, "sun")],
            ],
          ] as [String: Any]
        ],
      ] as [String: Any]
    },
    Item(id: 132, name: "oran-berry") { root in
      [
        "id": 132, "name": "oran-berry", "cost": 80, "fling_power": 10,
        "fling_effect": link(root, "item-fling-effect", 3, "berry-effect"),
        "category": link(root, "item-category", 3, "medicine"),
        "attributes": [link(root, "item-attribute", 5, "holdable")],
        "names": [["name": "Oran Berry", "language": link(root, "language", 9, "en")]],
        "effect_entries": [] as [Any], "flavor_text_entries": [] as [Any],
        "held_by_pokemon": [] as [Any],
      ] as [String: Any]
    },
  ]

  private static func link(_ root: String, _ resource: String, _ id: Int, _ name: String)
    -> [String: String]
  {
    FixtureMoves.link(root, resource, id, name)
  }
}
