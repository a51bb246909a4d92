import Domain
import FlyingFox
import Foundation

/// The reference documents the network paths of `type`, `types`, `nature` and
/// `list --pokedex` read, written out by hand, over `FixturePokedex`: the natures and
/// Pokédexes below, and the eighteen battle types as PokeAPI documents them: each type's "damage from" lists (today's chart,
/// as the games have it), the generation that introduced it (Dark and Steel in II, Fairy
/// in VI), one past relation (Ghost did nothing to Psychic in generation I), the
/// `FixturePokedex` Pokémon that have it, and a move or two.
///
/// The list of types is served too, with a type that is not a battle type.
///
/// Ids are the types' places in the games' order (Normal 1 … Fairy 18), which is all a
/// client may rely on: it reads links, not PokeAPI's numbering.
public enum FixtureReference {
  /// Answers `type/<slug>` and `type/<id>` with the document, nature paths with
  /// `FixtureNatures`', Pokédex paths with `FixturePokedexes`', and everything else as
  /// `FixturePokedex` does.
  public static func respond(to request: HTTPRequest) -> HTTPResponse {
    let host = request.headers[HTTPHeader("Host")] ?? "127.0.0.1"
    let root = "http://\(host)/api/v2/"
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "api", parts[1] == "v2",
      ["type", "nature", "pokedex"].contains(parts[2])
    else { return FixturePokedex.respond(to: request) }
    let document: Any? =
      switch parts[2] {
      case "type": parts.count == 4 ? typeDocument(parts[3], root: root) : typeList(root: root)
      case "nature": FixtureNatures.document(Array(parts.dropFirst(2)), root: root)
      default: FixturePokedexes.document(Array(parts.dropFirst(2)), root: root)
      }
    guard let document,
      let body = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    else { return HTTPResponse(statusCode: .notFound, body: Data("Not Found".utf8)) }
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
  }

  /// Attacking types that hurt each type ×2, ×½ and ×0.
  static let damageFrom: [String: (double: [String], half: [String], none: [String])] = [
    "normal": (["fighting"], [], ["ghost"]),
    "fire": (["water", "ground", "rock"], ["fire", "grass", "ice", "bug", "steel", "fairy"], []),
    "water": (["electric", "grass"], ["fire", "water", "ice", "steel"], []),
    "electric": (["ground"], ["electric", "flying", "steel"], []),
    "grass": (["fire", "ice", "poison", "flying", "bug"], ["water", "electric", "grass", "ground"], []),
    "ice": (["fire", "fighting", "rock", "steel"], ["ice"], []),
    "fighting": (["flying", "psychic", "fairy"], ["bug", "rock", "dark"], []),
    "poison": (["ground", "psychic"], ["grass", "fighting", "poison", "bug", "fairy"], []),
    "ground": (["water", "grass", "ice"], ["poison", "rock"], ["electric"]),
    "flying": (["electric", "ice", "rock"], ["grass", "fighting", "bug"], ["ground"]),
    "psychic": (["bug", "ghost", "dark"], ["fighting", "psychic"], []),
    "bug": (["fire", "flying", "rock"], ["grass", "fighting", "ground"], []),
    "rock": (["water", "grass", "fighting", "ground", "steel"], ["normal", "fire", "poison", "flying"], []),
    "ghost": (["ghost", "dark"], ["poison", "bug"], ["normal", "fighting"]),
    "dragon": (["ice", "dragon", "fairy"], ["fire", "water", "electric", "grass"], []),
    "dark": (["fighting", "bug", "fairy"], ["ghost", "dark"], ["psychic"]),
    "steel": (
      ["fire", "fighting", "ground"],
      ["normal", "grass", "ice", "flying", "psychic", "bug", "rock", "dragon", "steel", "fairy"],
      ["poison"]
    ),
    "fairy": (["poison", "steel"], ["fighting", "bug", "dark"], ["dragon"]),
  ]

  /// The generation that introduced each type, where not generation I.
  static let introduced: [String: (Int, String)] = [
    "dark": (2, "generation-ii"), "steel": (2, "generation-ii"), "fairy": (6, "generation-vi"),
  ]

  /// A move or two of some types, for the moves count.
  static let moves: [String: [(Int, String)]] = [
    "electric": [(85, "thunderbolt"), (87, "thunder")], "normal": [(33, "tackle")],
  ]

  /// The list of types, with PokeAPI's one type that is not a battle type.
  static func typeList(root: String) -> [String: Any] {
    let results = PokemonType.allKnown.enumerated().map { index, type in
      ["name": type.slug, "url": "\(root)type/\(index + 1)/"]
    } + [["name": "unknown", "url": "\(root)type/10001/"]]
    return ["count": results.count, "next": NSNull(), "previous": NSNull(), "results": results]
  }

  static func typeDocument(_ key: String, root: String) -> [String: Any]? {
    let slugs = PokemonType.allKnown.map(\.slug)
    let byNumber = Int(key).map { $0 - 1 }.flatMap { slugs.indices.contains($0) ? $0 : nil }
    guard let index = slugs.firstIndex(of: key) ?? byNumber,
      let relations = damageFrom[slugs[index]]
    else { return nil }
    let slug = slugs[index]
    func links(_ names: [String]) -> [[String: String]] {
      names.compactMap { name in
        slugs.firstIndex(of: name).map { ["name": name, "url": "\(root)type/\($0 + 1)/"] }
      }
    }
    func relationLists(_ double: [String], _ half: [String], _ none: [String]) -> [String: Any] {
      [
        "double_damage_from": links(double), "half_damage_from": links(half),
        "no_damage_from": links(none),
        "double_damage_to": [] as [Any], "half_damage_to": [] as [Any], "no_damage_to": [] as [Any],
      ]
    }
    let generation = introduced[slug] ?? (1, "generation-i")
    var document: [String: Any] = [
      "id": index + 1, "name": slug,
      "generation": ["name": generation.1, "url": "\(root)generation/\(generation.0)/"],
      "damage_relations": relationLists(relations.double, relations.half, relations.none),
      "pokemon": FixturePokedex.entries.filter { $0.types.contains(slug) }.map {
        ["pokemon": ["name": $0.name, "url": "\(root)pokemon/\($0.id)/"], "slot": 1] as [String: Any]
      },
      "moves": (moves[slug] ?? []).map { ["name": $0.1, "url": "\(root)move/\($0.0)/"] },
      "past_damage_relations": [] as [Any],
    ]
    if slug == "psychic" {
      document["past_damage_relations"] = [
        [
          "generation": ["name": "generation-i", "url": "\(root)generation/1/"],
          "damage_relations": relationLists(["bug"], ["fighting", "psychic"], ["ghost"]),
        ] as [String: Any]
      ]
    }
    return document
  }
}

/// Three natures, written out by hand: Hardy (neutral), Bold and Modest, and their list.
enum FixtureNatures {
  static func document(_ parts: [String], root: String) -> Any? {
    let natures: [(Int, String, String, (String, String, String, String)?)] = [
      (1, "hardy", "Hardy", nil),
      (2, "bold", "Bold", ("defense", "attack", "sour", "spicy")),
      (15, "modest", "Modest", ("special-attack", "attack", "dry", "spicy")),
    ]
    func link(_ resource: String, _ name: String?) -> Any {
      name.map { ["name": $0, "url": "\(root)\(resource)/\($0)/"] } ?? NSNull()
    }
    return FixtureResource.document(
      parts, root: root, entries: natures, key: { ($0.0, $0.1) }
    ) { nature in
      [
        "id": nature.0, "name": nature.1,
        "names": [["name": nature.2, "language": ["name": "en", "url": "\(root)language/9/"]]],
        "increased_stat": link("stat", nature.3?.0), "decreased_stat": link("stat", nature.3?.1),
        "likes_flavor": link("berry-flavor", nature.3?.2),
        "hates_flavor": link("berry-flavor", nature.3?.3),
      ] as [String: Any]
    }
  }
}

/// Two regional Pokédexes, written out by hand: "starters" numbers the three first
/// stages of `FixturePokedex`'s starters 1–3 (Charmander, Squirtle, Bulbasaur, in that
/// order), "birds" numbers Pidgey's family; and their list.
enum FixturePokedexes {
  static let pokedexes: [(id: Int, name: String, species: [(Int, String)])] = [
    (40, "starters", [(4, "charmander"), (7, "squirtle"), (1, "bulbasaur")]),
    (41, "birds", [(16, "pidgey"), (17, "pidgeotto"), (18, "pidgeot")]),
  ]

  static func document(_ parts: [String], root: String) -> Any? {
    FixtureResource.document(
      parts, root: root, entries: pokedexes, key: { ($0.id, $0.name) }
    ) { pokedex in
      [
        "id": pokedex.id, "name": pokedex.name, "is_main_series": true,
        "region": NSNull(), "version_groups": [] as [Any], "names": [] as [Any],
        "pokemon_entries": pokedex.species.enumerated().map { index, species in
          [
            "entry_number": index + 1,
            "pokemon_species": [
              "name": species.1, "url": "\(root)pokemon-species/\(species.0)/",
            ],
          ] as [String: Any]
        },
      ] as [String: Any]
    }
  }
}
