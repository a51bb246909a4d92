import Domain
import Foundation

/// An `HTTPClient` that answers from a PokeAPI corpus folder laid out as
/// `api/v2/{resource}/{id}/index.json`, as pokeapi.co would: by id or by name, and list
/// pages with `offset` and `limit`.
///
/// It lets contract tests run the real repositories over every real document without a
/// server. Unknown paths answer `PokedexError.notFound`.
public struct CorpusHTTPClient: HTTPClient {
  /// The folder holding `api/v2`.
  public let folder: URL
  private let idsByName: [String: [String: String]]

  /// A client over `folder`; reads each resource's `index.json` to look names up.
  public init(folder: URL) throws {
    self.folder = folder
    var idsByName: [String: [String: String]] = [:]
    let api = folder.appendingPathComponent("api/v2")
    for resource in try FileManager.default.contentsOfDirectory(atPath: api.path) {
      let index = api.appendingPathComponent("\(resource)/index.json")
      guard let data = FileManager.default.contents(atPath: index.path),
        let list = try? JSONDecoder().decode(IndexDocument.self, from: data)
      else { continue }
      idsByName[resource] = Dictionary(
        list.results.map { ($0.name, $0.url.split(separator: "/").last.map(String.init) ?? "") },
        uniquingKeysWith: { first, _ in first })
    }
    self.idsByName = idsByName
  }

  public func get(_ url: URL) async throws -> Data {
    let parts = url.path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "api", parts[1] == "v2" else {
      throw PokedexError.notFound(url: url.absoluteString)
    }
    let resource = parts[2]
    if parts.count == 3 { return try listPage(resource, url: url) }
    let key = parts[3]
    let id = Int(key).map(String.init) ?? idsByName[resource]?[key]
    guard let id,
      let data = FileManager.default.contents(
        atPath: folder.appendingPathComponent("api/v2/\(resource)/\(id)/index.json").path)
    else { throw PokedexError.notFound(url: url.absoluteString) }
    return data
  }

  private func listPage(_ resource: String, url: URL) throws -> Data {
    let index = folder.appendingPathComponent("api/v2/\(resource)/index.json")
    guard let data = FileManager.default.contents(atPath: index.path),
      var object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let results = object["results"] as? [Any]
    else { throw PokedexError.notFound(url: url.absoluteString) }
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let offset = items.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0
    let limit = items.first { $0.name == "limit" }?.value.flatMap(Int.init) ?? 20
    object["results"] = Array(results.dropFirst(offset).prefix(limit))
    return try JSONSerialization.data(withJSONObject: object)
  }

  private struct IndexDocument: Decodable {
    struct Entry: Decodable {
      let name: String
      let url: String
    }
    let results: [Entry]
  }
}
