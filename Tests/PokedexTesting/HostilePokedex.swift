import FlyingFox
import Foundation

/// A PokeAPI look-alike gone bad, for tests that pokecli never lets an answer take over
/// the terminal or crash it.
///
/// It serves one Pokémon (#25) with its species, type, ability, evolution chain (to #26)
/// and the national list. Every text field of every document carries `payload`: a window
/// title change, a clipboard write (OSC 52), a screen clear, a C1 CSI, BEL, BS, CR, DEL,
/// NUL and a bidi override. `pokemonPatch` replaces fields of the `pokemon` document, to
/// serve impossible numbers instead.
public struct HostilePokedex: Sendable {
  /// Every escape sequence and control the tests look for, in one string.
  public static let payload =
    "\u{1B}]0;pwned\u{07}" + "\u{1B}]52;c;cm0gLXJmIH4=\u{07}" + "\u{1B}[2J" + "\u{9B}31m"
    + "\u{07}\u{08}\r\u{7F}\u{00}" + "\u{202E}"

  /// The bytes no output may contain: ESC, BEL, BS, CR, DEL, NUL, and the UTF-8 of U+009B
  /// and U+202E.
  public static let forbiddenScalars: [Unicode.Scalar] = [
    "\u{1B}", "\u{07}", "\u{08}", "\r", "\u{7F}", "\u{00}", "\u{9B}", "\u{202E}",
  ]

  /// Fields of the `pokemon` document to replace, such as `["height": -1]`.
  public var pokemonPatch: [String: any Sendable]

  /// A server whose text is hostile throughout, and whose numbers are `pokemonPatch`'s.
  public init(pokemonPatch: [String: any Sendable] = [:]) {
    self.pokemonPatch = pokemonPatch
  }

  /// `text` with the payload inside it.
  static func marked(_ text: String) -> String { text + payload + text }

  /// The document at `path` (`/api/v2/pokemon/25/`), served under `root`.
  public func document(at path: String, root: String) -> [String: Any]? {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "api", parts[1] == "v2" else { return nil }
    switch (parts[2], parts.count) {
    case ("pokemon", 3), ("pokemon-species", 3): return list(root)
    case ("pokemon", 4): return pokemon(root)
    case ("pokemon-species", 4) where parts[3] == "26": return species(26, root)
    case ("pokemon-species", 4): return species(25, root)
    case ("type", 4): return type(root)
    case ("ability", 4): return ability(root)
    case ("evolution-chain", 4): return chain(root)
    default: return nil
    }
  }

  /// Answers a loopback server's request; unknown paths answer 404.
  public func respond(to request: HTTPRequest) -> HTTPResponse {
    let host = request.headers[HTTPHeader("Host")] ?? "127.0.0.1"
    guard let document = document(at: request.path, root: "http://\(host)/api/v2/"),
      let body = try? JSONSerialization.data(withJSONObject: document)
    else { return HTTPResponse(statusCode: .notFound, body: Data("Not Found".utf8)) }
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
  }

  /// Every document as a stub client's answers, keyed by absolute URL under `root`.
  public func answers(root: String) -> [String: Data] {
    let paths = [
      "pokemon/25/", "pokemon-species/25/", "pokemon-species/26/", "type/13/", "ability/9/",
      "evolution-chain/10/",
    ]
    let rootPath = URL(string: root)?.path ?? "/api/v2/"
    return paths.reduce(into: [:]) { answers, path in
      let full = (rootPath.hasSuffix("/") ? rootPath : rootPath + "/") + path
      if let document = document(at: full, root: root),
        let data = try? JSONSerialization.data(withJSONObject: document)
      {
        answers[root + path] = data
      }
    }
  }

  // MARK: - Documents

  private func link(_ name: String, _ root: String, _ path: String) -> [String: Any] {
    ["name": Self.marked(name), "url": root + path]
  }

  private func english(_ root: String) -> [String: Any] {
    ["name": "en", "url": root + "language/9/"]
  }

  private func list(_ root: String) -> [String: Any] {
    [
      "count": 1, "next": NSNull(), "previous": NSNull(),
      "results": [link("pikachu", root, "pokemon/25/")],
    ]
  }

  private func pokemon(_ root: String) -> [String: Any] {
    var document: [String: Any] = [
      "id": 25, "name": Self.marked("pikachu"), "is_default": true,
      "species": ["name": "pikachu", "url": root + "pokemon-species/25/"],
      "types": [["slot": 1, "type": link("electric", root, "type/13/")]],
      "height": 4, "weight": 60,
      "abilities": [
        ["ability": link("static", root, "ability/9/"), "is_hidden": false, "slot": 1]
      ],
      "stats": ["hp", "attack", "defense", "special-attack", "special-defense", "speed"].map {
        ["base_stat": 50, "stat": link($0, root, "stat/1/")]
      },
    ]
    for (key, value) in pokemonPatch { document[key] = value }
    return document
  }

  private func species(_ id: Int, _ root: String) -> [String: Any] {
    let slug = id == 25 ? "pikachu" : "raichu"
    return [
      "id": id, "name": slug,
      "names": [["name": Self.marked(slug.capitalized), "language": english(root)]],
      "genera": [["genus": Self.marked("Mouse Pokémon"), "language": english(root)]],
      "generation": ["name": "generation-i", "url": root + "generation/1/"],
      "flavor_text_entries": [[
        "flavor_text": Self.marked("It stores electricity.\nIn its cheeks."),
        "language": english(root), "version": link("red", root, "version/1/"),
      ]],
      "evolution_chain": ["url": root + "evolution-chain/10/"],
      "varieties": [
        ["is_default": true, "pokemon": ["name": slug, "url": root + "pokemon/\(id)/"]],
        ["is_default": false, "pokemon": link(slug + "-form", root, "pokemon/\(id)/")],
      ],
    ]
  }

  private func type(_ root: String) -> [String: Any] {
    [
      "id": 13, "name": "electric",
      "damage_relations": [
        "double_damage_from": [link("ground", root, "type/5/")],
        "half_damage_from": [link("steel", root, "type/9/")],
        "no_damage_from": [],
      ],
    ]
  }

  private func ability(_ root: String) -> [String: Any] {
    [
      "id": 9, "name": "static",
      "names": [["name": Self.marked("Static"), "language": english(root)]],
      "effect_entries": [[
        "short_effect": Self.marked("May paralyze on contact."), "language": english(root),
      ]],
    ]
  }

  private func chain(_ root: String) -> [String: Any] {
    let detail: [String: Any] = [
      "trigger": link("use-item", root, "evolution-trigger/3/"),
      "item": link("thunder-stone", root, "item/83/"),
      "held_item": link("metal-coat", root, "item/1/"),
      "location": link("mt-coronet", root, "location/1/"),
      "known_move": link("thunder", root, "move/1/"),
      "party_species": link("pichu", root, "pokemon-species/172/"),
      "trade_species": link("raichu", root, "pokemon-species/26/"),
      "time_of_day": Self.marked("night"),
    ]
    return [
      "id": 10,
      "chain": [
        "species": ["name": "pikachu", "url": root + "pokemon-species/25/"],
        "evolution_details": [],
        "evolves_to": [[
          "species": ["name": "raichu", "url": root + "pokemon-species/26/"],
          "evolution_details": [detail], "evolves_to": [],
        ]],
      ],
    ]
  }
}
