import Foundation

/// The places of `FixturePokedex`, written out by hand: Viridian Forest (one area:
/// Caterpie and Weedle walking in Red and Blue, Weedle at night too) and Pallet Town (two
/// areas, no wild Pokémon), their list and their areas' documents; each Pokémon's
/// encounters as PokeAPI says them from its side; and the group Red and Blue.
enum FixtureLocations {
  /// The document at `parts` (`["location"]`, `["location", "155"]`,
  /// `["location-area", "321"]`); `nil` for one the Pokédex does not have.
  static func document(_ parts: [String], root: String) -> Any? {
    switch parts.first {
    case "location-area":
      return parts.count == 2 ? areas(root: root)[parts[1]] : nil
    case "version-group":
      guard parts == ["version-group", "1"] else { return nil }
      return [
        "id": 1, "name": "red-blue", "order": 1,
        "generation": FixtureMoves.link(root, "generation", 1, "generation-i"),
        "versions": [
          FixtureMoves.link(root, "version", 1, "red"), FixtureMoves.link(root, "version", 2, "blue"),
        ],
      ] as [String: Any]
    default:
      return FixtureResource.document(
        parts, root: root, entries: places, key: { ($0.id, $0.name) },
        document: { $0.document(root: root) })
    }
  }

  struct Place {
    let id: Int
    let name: String
    let english: String
    let french: String
    let areas: [(id: Int, name: String)]

    func document(root: String) -> [String: Any] {
      [
        "id": id, "name": name,
        "region": FixtureMoves.link(root, "region", 1, "kanto"),
        "names": [
          ["name": english, "language": FixtureMoves.link(root, "language", 9, "en")],
          ["name": french, "language": FixtureMoves.link(root, "language", 5, "fr")],
        ],
        "areas": areas.map { FixtureMoves.link(root, "location-area", $0.id, $0.name) },
      ]
    }
  }

  static let places = [
    Place(
      id: 86, name: "pallet-town", english: "Pallet Town", french: "Bourg Palette",
      areas: [(285, "pallet-town-area"), (286, "pallet-town-lab")]),
    Place(
      id: 155, name: "viridian-forest", english: "Viridian Forest", french: "Forêt de Jade",
      areas: [(321, "viridian-forest-area")]),
  ]

  /// `pokemon/{id}/encounters`: the areas Pokémon `id` is met in, as the areas' documents
  /// say (an empty list for a Pokémon met nowhere, as PokeAPI answers).
  static func encounters(ofPokemon id: Int, root: String) -> [[String: Any]] {
    areas(root: root).sorted { $0.key < $1.key }.compactMap { _, area in
      let met = (area["pokemon_encounters"] as? [[String: Any]] ?? []).first { met in
        ((met["pokemon"] as? [String: String])?["url"] ?? "").hasSuffix("/pokemon/\(id)/")
      }
      return met.map { met in
        [
          "location_area": FixtureMoves.link(
            root, "location-area", area["id"] as? Int ?? 0, area["name"] as? String ?? ""),
          "version_details": met["version_details"] ?? [],
        ]
      }
    }
  }

  /// The areas' documents by id.
  static func areas(root: String) -> [String: [String: Any]] {
    func area(_ id: Int, _ name: String, place: Int, _ placeName: String, _ met: [[String: Any]])
      -> [String: Any]
    {
      [
        "id": id, "name": name,
        "location": FixtureMoves.link(root, "location", place, placeName),
        "names": [] as [Any], "pokemon_encounters": met,
      ]
    }
    func slot(_ low: Int, _ high: Int, _ chance: Int, night: Bool = false) -> [String: Any] {
      [
        "min_level": low, "max_level": high, "chance": chance,
        "method": FixtureMoves.link(root, "encounter-method", 1, "walk"),
        "condition_values": night
          ? [FixtureMoves.link(root, "encounter-condition-value", 4, "time-night")] : [],
      ]
    }
    func met(_ id: Int, _ name: String, _ slots: [[String: Any]]) -> [String: Any] {
      [
        "pokemon": FixtureMoves.link(root, "pokemon", id, name),
        "version_details": [(1, "red"), (2, "blue")].map { version in
          [
            "version": FixtureMoves.link(root, "version", version.0, version.1),
            "max_chance": 100, "encounter_details": slots,
          ] as [String: Any]
        },
      ]
    }
    return [
      "285": area(285, "pallet-town-area", place: 86, "pallet-town", []),
      "286": area(286, "pallet-town-lab", place: 86, "pallet-town", []),
      "321": area(
        321, "viridian-forest-area", place: 155, "viridian-forest",
        [
          met(10, "caterpie", [slot(3, 3, 20), slot(5, 5, 5)]),
          met(13, "weedle", [slot(3, 3, 20), slot(4, 4, 10, night: true)]),
        ]),
    ]
  }
}
