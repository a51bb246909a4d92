import FlyingFox
import Foundation

/// A made-up Pokédex of `count` Pokémon served like PokeAPI, for tests that scroll
/// further than the hand-written `FixturePokedex` reaches.
///
/// Pokémon `n` is `testmon-n`, "Testmon n", its own species, of one or two types taken in
/// turn from a short list. Documents carry absolute URLs pointing back at the server, as
/// pokeapi.co's do; unknown paths answer 404 "Not Found".
public struct LargePokedex: Sendable {
  /// How many Pokémon it holds, numbered from 1.
  public let count: Int

  /// A Pokédex of `count` Pokémon.
  public init(count: Int) {
    self.count = count
  }

  private static let typeCycle = ["normal", "fire", "water", "grass", "electric", "psychic"]

  /// The types of Pokémon `id`: every third has a second one.
  public func types(of id: Int) -> [String] {
    let first = Self.typeCycle[id % Self.typeCycle.count]
    guard id % 3 == 0 else { return [first] }
    return [first, id % 2 == 0 ? "flying" : "poison"]
  }

  /// Answers a request the way PokeAPI would.
  public func respond(to request: HTTPRequest) -> HTTPResponse {
    let host = request.headers[HTTPHeader("Host")] ?? "127.0.0.1"
    let root = "http://\(host)/api/v2/"
    let parts = request.path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "api", parts[1] == "v2" else { return Self.notFound }
    let id = parts.count == 4 ? Int(parts[3].replacingOccurrences(of: "testmon-", with: "")) : nil
    let document: Any?
    switch (parts[2], parts.count) {
    case ("pokemon", 3): document = listPage(request, root: root)
    case ("pokemon", 4): document = id.flatMap { pokemon($0, root: root) }
    case ("pokemon-species", 4): document = id.flatMap { species($0, root: root) }
    case ("type", 4): document = typeDocument(parts[3], root: root)
    default: document = nil
    }
    guard let document,
      let body = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    else { return Self.notFound }
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: body)
  }

  private static let notFound = HTTPResponse(statusCode: .notFound, body: Data("Not Found".utf8))

  private func listPage(_ request: HTTPRequest, root: String) -> [String: Any] {
    let offset = max(0, request.query["offset"].flatMap(Int.init) ?? 0)
    let limit = max(0, request.query["limit"].flatMap(Int.init) ?? 20)
    let first = offset + 1
    let last = min(count, offset + min(limit, count))
    let ids = first <= last ? Array(first...last) : []
    return [
      "count": count,
      "next": last < count ? "\(root)pokemon/?offset=\(last)&limit=\(limit)" : NSNull(),
      "previous": NSNull(),
      "results": ids.map { ["name": "testmon-\($0)", "url": "\(root)pokemon/\($0)/"] },
    ]
  }

  private func pokemon(_ id: Int, root: String) -> [String: Any]? {
    guard (1...count).contains(id) else { return nil }
    return [
      "id": id, "name": "testmon-\(id)", "is_default": true, "base_experience": NSNull(),
      "species": ["name": "testmon-\(id)", "url": "\(root)pokemon-species/\(id)/"],
      "types": types(of: id).enumerated().map { index, type in
        ["slot": index + 1, "type": ["name": type, "url": "\(root)type/\(type)/"]]
      },
    ]
  }

  private func species(_ id: Int, root: String) -> [String: Any]? {
    guard (1...count).contains(id) else { return nil }
    return [
      "id": id, "name": "testmon-\(id)",
      "names": [
        ["name": "Testmon \(id)", "language": ["name": "en", "url": "\(root)language/9/"]]
      ],
      "varieties": [
        ["is_default": true, "pokemon": ["name": "testmon-\(id)", "url": "\(root)pokemon/\(id)/"]]
      ],
    ]
  }

  private func typeDocument(_ name: String, root: String) -> [String: Any]? {
    PlainTypeDocument.make(
      name, root: root,
      members: (1...max(1, count)).map { ("testmon-\($0)", $0, types(of: $0)) })
  }
}
