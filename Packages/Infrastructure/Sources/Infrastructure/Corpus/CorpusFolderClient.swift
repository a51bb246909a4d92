import Domain
/// An `HTTPClient` that answers from a PokeAPI corpus folder (`api/v2/{resource}/{id}/
/// index.json`, as `../shared/pokeapi` holds it) the way pokeapi.co would: by id or name,
/// and list pages with `offset` and `limit`, whatever the URL's host.
///
/// The built-in Pokédex's generator reads the corpus through it rather than through a
/// mirror, which rewrites the links in documents (sprites) to its own address; contract
/// tests run the real repositories over every real document with it, without a server.
/// A document under a resource (`pokemon/1/encounters`) is read from its folder.
/// Unknown paths answer `PokedexError.notFound`.
public struct CorpusFolderClient: HTTPClient {
  /// The folder holding `api/v2`.
  public let folder: URL
  private let idsByName: [String: [String: String]]

  /// A client over `folder`; reads each resource's `index.json` to look names up.
  /// Reads the corpus's resource lists, so names resolve to ids.
  public init(folder: URL) throws {
    self.folder = folder
    var idsByName: [String: [String: String]] = [:]
    let api = folder.appendingPathComponent("api/v2")
    for resource in try FileManager.default.contentsOfDirectory(atPath: api.path) {
      guard let list = try? Self.list(at: api.appendingPathComponent("\(resource)/index.json"))
      else { continue }
      idsByName[resource] = Dictionary(
        list.results.compactMap { entry -> (String, String)? in
          guard let name = entry.name, let id = entry.url.split(separator: "/").last else { return nil }
          return (name, String(id))
        },
        uniquingKeysWith: { first, _ in first })
    }
    self.idsByName = idsByName
  }

  public func get(_ url: URL) async throws -> Data {
    let parts = url.path.split(separator: "/").map(String.init)
    if let sprite = Self.spritePath(parts) {
      // A sprite link (`…/sprites/pokemon/shiny/6.png`), whatever its host: the corpus's
      // `sprites/pokemon/` folder holds the same paths.
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(sprite).path)
      else { throw PokedexError.notFound(url: url.absoluteString) }
      return data
    }
    guard parts.count >= 3, parts[0] == "api", parts[1] == "v2" else {
      throw PokedexError.notFound(url: url.absoluteString)
    }
    let resource = parts[2]
    if parts.count == 3 { return try page(of: resource, url: url) }
    let key = parts[3]
    // What follows the id names a document under it (`pokemon/1/encounters`).
    let below = parts.dropFirst(4)
    guard let id = Int(key).map(String.init) ?? idsByName[resource]?[key],
      !below.contains(where: { $0 == ".." || $0 == "." }),
      let data = FileManager.default.contents(
        atPath: folder.appendingPathComponent(
          (["api/v2", resource, id] + below + ["index.json"]).joined(separator: "/")
        ).path)
    else { throw PokedexError.notFound(url: url.absoluteString) }
    return data
  }

  /// The corpus file a sprite link's path names: what follows its last `sprites/pokemon`,
  /// under the corpus's `sprites/pokemon`; `nil` for any other path, or one that would
  /// leave that folder.
  private static func spritePath(_ parts: [String]) -> String? {
    guard let start = parts.indices.last(where: { index in
      index + 1 < parts.count && parts[index] == "sprites" && parts[index + 1] == "pokemon"
    }) else { return nil }
    let rest = parts[(start + 2)...]
    guard !rest.isEmpty, !rest.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
    return (["sprites", "pokemon"] + rest).joined(separator: "/")
  }

  /// A page of `resource`'s list, cut by the URL's `offset` and `limit`.
  private func page(of resource: String, url: URL) throws -> Data {
    let index = folder.appendingPathComponent("api/v2/\(resource)/index.json")
    guard var list = try Self.list(at: index) else {
      throw PokedexError.notFound(url: url.absoluteString)
    }
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let offset = items.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0
    let limit = items.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 20
    list.results = Array(list.results.dropFirst(max(0, offset)).prefix(max(0, limit)))
    return try JSONEncoder().encode(list)
  }

  private static func list(at url: URL) throws -> ResourceList? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return try JSONDecoder().decode(ResourceList.self, from: data)
  }

  /// A resource's list as the corpus holds it (`count`, `next`, `previous`, `results`).
  private struct ResourceList: Codable {
    var count: Int?
    var next: String?
    var previous: String?
    var results: [Resource]
  }

  /// One entry of a list: its name (some resources have none) and its link.
  private struct Resource: Codable {
    var name: String?
    var url: String
  }
}
