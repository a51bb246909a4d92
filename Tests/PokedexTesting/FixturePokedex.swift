import FlyingFox
import ServedPokedexes
import Foundation

/// A small Pokédex served like PokeAPI, for end-to-end tests over a loopback server.
///
/// Its 25 Pokémon are written out by hand below: 1–22 as in the games, then Farfetch’d,
/// Mr. Mime and Mega Charizard X, so a first page of 20 is full and a second is short.
/// Documents carry absolute URLs pointing back at the server, as pokeapi.co's do.
public enum FixturePokedex {
  /// One Pokémon: `(id, slug, species id, species slug, English species name, types)`.
  public struct Entry: Sendable {
    public let id: Int
    public let name: String
    public let speciesID: Int
    public let speciesName: String
    public let englishName: String
    public let types: [String]
  }

  /// The whole list, in list order.
  public static let entries: [Entry] = [
    entry(1, "bulbasaur", "Bulbasaur", ["grass", "poison"]),
    entry(2, "ivysaur", "Ivysaur", ["grass", "poison"]),
    entry(3, "venusaur", "Venusaur", ["grass", "poison"]),
    entry(4, "charmander", "Charmander", ["fire"]),
    entry(5, "charmeleon", "Charmeleon", ["fire"]),
    entry(6, "charizard", "Charizard", ["fire", "flying"]),
    entry(7, "squirtle", "Squirtle", ["water"]),
    entry(8, "wartortle", "Wartortle", ["water"]),
    entry(9, "blastoise", "Blastoise", ["water"]),
    entry(10, "caterpie", "Caterpie", ["bug"]),
    entry(11, "metapod", "Metapod", ["bug"]),
    entry(12, "butterfree", "Butterfree", ["bug", "flying"]),
    entry(13, "weedle", "Weedle", ["bug", "poison"]),
    entry(14, "kakuna", "Kakuna", ["bug", "poison"]),
    entry(15, "beedrill", "Beedrill", ["bug", "poison"]),
    entry(16, "pidgey", "Pidgey", ["normal", "flying"]),
    entry(17, "pidgeotto", "Pidgeotto", ["normal", "flying"]),
    entry(18, "pidgeot", "Pidgeot", ["normal", "flying"]),
    entry(19, "rattata", "Rattata", ["normal"]),
    entry(20, "raticate", "Raticate", ["normal"]),
    entry(21, "spearow", "Spearow", ["normal", "flying"]),
    entry(22, "fearow", "Fearow", ["normal", "flying"]),
    entry(83, "farfetchd", "Farfetch’d", ["normal", "flying"]),
    entry(122, "mr-mime", "Mr. Mime", ["psychic", "fairy"]),
    Entry(
      id: 10034, name: "charizard-mega-x", speciesID: 6, speciesName: "charizard",
      englishName: "Charizard", types: ["fire", "dragon"]),
  ]

  private static func entry(_ id: Int, _ name: String, _ english: String, _ types: [String])
    -> Entry
  {
    Entry(
      id: id, name: name, speciesID: id, speciesName: name, englishName: english, types: types)
  }

  // MARK: - Serving

  /// Answers a request the way PokeAPI would; unknown paths answer 404 "Not Found".
  public static func respond(to request: HTTPRequest) -> HTTPResponse {
    let host = request.headers[HTTPHeader("Host")] ?? "127.0.0.1"
    let root = "http://\(host)/api/v2/"
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "api", parts[1] == "v2" else { return notFound }
    let document: Any?
    switch (parts[2], parts.count) {
    case ("pokemon", 3):
      document = listPage(request, root: root)
    case ("pokemon", 4):
      document = entries.first { "\($0.id)" == parts[3] || $0.name == parts[3] }
        .map { pokemon($0, root: root) }
    case ("pokemon-species", 3):
      document = speciesList(request, root: root)
    case ("type", 4):
      document = typeDocument(parts[3], root: root)
    case ("generation", 4):
      document = parts[3] == "1" ? generationOne(root: root) : nil
    case ("pokemon-form", 4):
      document = entries.first { $0.name == parts[3] && $0.id != $0.speciesID }
        .map(form)
    case ("pokemon-species", 4):
      document = entries.first { "\($0.speciesID)" == parts[3] && $0.id == $0.speciesID }
        .map { species($0, root: root) }
    case ("berry", 3), ("berry", 4):
      document = FixtureBerries.document(parts.dropFirst(2).map { $0 }, root: root)
    case ("item", 3), ("item", 4):
      document = FixtureItems.document(parts.dropFirst(2).map { $0 }, root: root)
    case ("ability", 3), ("ability", 4):
      document = FixtureAbilities.document(parts.dropFirst(2).map { $0 }, root: root)
    case ("pokemon", 5) where parts[4] == "encounters":
      document = entries.first { "\($0.id)" == parts[3] }
        .map { FixtureLocations.encounters(ofPokemon: $0.id, root: root) }
    case ("location", 3), ("location", 4), ("location-area", 4), ("version-group", 4):
      document = FixtureLocations.document(parts.dropFirst(2).map { $0 }, root: root)
    case ("move", 3), ("move", 4), ("machine", 4), ("version", 4):
      document = FixtureMoves.document(parts.dropFirst(2).map { $0 }, root: root)
    default:
      document = nil
    }
    guard let document,
      let body = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    else { return notFound }
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
  }

  /// An alternate form's `pokemon-form` document: its English name, as PokeAPI writes it
  /// ("Mega Charizard X").
  private static func form(_ entry: Entry) -> [String: Any] {
    let language = ["name": "en", "url": "/api/v2/language/9/"]
    let formSlug = String(entry.name.dropFirst(entry.speciesName.count + 1))
    let words = formSlug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let name = ([words.first ?? "", entry.englishName] + words.dropFirst())
      .joined(separator: " ")
    let french = frenchNames[entry.name].map { french in
      [["language": ["name": "fr", "url": "/api/v2/language/5/"], "name": french] as [String: Any]]
    }
    return [
      "name": entry.name, "form_name": formSlug,
      "names": [["language": language, "name": name] as [String: Any]] + (french ?? []),
    ]
  }

  /// The French names a few documents also give, for the tests of `--language` over
  /// another API.
  private static let frenchNames = ["charizard": "Dracaufeu", "charizard-mega-x": "Méga-Dracaufeu X"]

  private static let notFound = HTTPResponse(statusCode: .notFound, body: Data("Not Found".utf8))

  private static func listPage(_ request: HTTPRequest, root: String) -> [String: Any] {
    let offset = request.query["offset"].flatMap(Int.init) ?? 0
    let limit = request.query["limit"].flatMap(Int.init) ?? 20
    let slice = entries.dropFirst(offset).prefix(limit)
    let hasNext = offset + limit < entries.count
    return [
      "count": entries.count,
      "next": hasNext ? "\(root)pokemon/?offset=\(offset + limit)&limit=\(limit)" : NSNull(),
      "previous": offset > 0 ? "\(root)pokemon/?offset=\(max(0, offset - limit))" : NSNull(),
      "results": slice.map { ["name": $0.name, "url": "\(root)pokemon/\($0.id)/"] },
    ]
  }

  private static func speciesList(_ request: HTTPRequest, root: String) -> [String: Any] {
    let species = entries.filter { $0.id == $0.speciesID }
    let offset = request.query["offset"].flatMap(Int.init) ?? 0
    let limit = request.query["limit"].flatMap(Int.init) ?? 20
    return [
      "count": species.count, "next": NSNull(), "previous": NSNull(),
      "results": species.dropFirst(offset).prefix(limit).map {
        ["name": $0.speciesName, "url": "\(root)pokemon-species/\($0.speciesID)/"]
      },
    ]
  }

  private static func typeDocument(_ name: String, root: String) -> [String: Any]? {
    PlainTypeDocument.make(
      name, root: root, members: entries.map { ($0.name, $0.id, $0.types) })
  }

  /// Generation I: the species of the fixtures numbered up to 151.
  private static func generationOne(root: String) -> [String: Any] {
    [
      "id": 1, "name": "generation-i",
      "pokemon_species": entries.filter { $0.speciesID <= 151 && $0.id == $0.speciesID }.map {
        ["name": $0.speciesName, "url": "\(root)pokemon-species/\($0.speciesID)/"]
      },
    ]
  }

  private static func pokemon(_ entry: Entry, root: String) -> [String: Any] {
    [
      "moves": FixtureMoves.learnset(of: entry.name, root: root),
      "id": entry.id,
      "name": entry.name,
      "is_default": entry.id == entry.speciesID,
      "base_experience": NSNull(),
      "species": ["name": entry.speciesName, "url": "\(root)pokemon-species/\(entry.speciesID)/"],
      "types": entry.types.enumerated().map { index, type in
        ["slot": index + 1, "type": ["name": type, "url": "\(root)type/\(type)/"]]
      },
    ]
  }

  private static func species(_ entry: Entry, root: String) -> [String: Any] {
    [
      "id": entry.speciesID,
      "name": entry.speciesName,
      "names": [
        ["name": entry.englishName, "language": ["name": "en", "url": "\(root)language/9/"]]
      ] + (frenchNames[entry.name].map { french in
        [["name": french, "language": ["name": "fr", "url": "\(root)language/5/"]]]
      } ?? []),
      "varieties": entries.filter { $0.speciesID == entry.speciesID }.map {
        [
          "is_default": $0.id == $0.speciesID,
          "pokemon": ["name": $0.name, "url": "\(root)pokemon/\($0.id)/"],
        ] as [String: Any]
      },
    ]
  }
}
