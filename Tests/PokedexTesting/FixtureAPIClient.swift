import Domain
import Foundation

/// Answers as PokeAPI does from a handful of hand-written documents: `{resource}/{id}/`
/// with that document, `{resource}/` (any `offset` and `limit`) with the list of every
/// document of the resource, and anything else with `notFound`.
///
/// The list links every document, 0 and -1 included, as PokeAPI's does, and names those
/// that have a name: machines and characteristics are listed by link alone.
public struct FixtureAPIClient: HTTPClient {
  /// The API root the client answers under.
  public static let base = "http://fixture.test/api/v2/"

  /// The documents as JSON text, by resource (`move`) and id.
  public let documents: [String: [Int: String]]

  public init(documents: [String: [Int: String]]) {
    self.documents = documents
  }

  public func get(_ url: URL) async throws -> Data {
    let parts = url.path.split(separator: "/").map(String.init)
    guard parts.count >= 3, parts[0] == "api", parts[1] == "v2" else {
      throw PokedexError.notFound(url: url.absoluteString)
    }
    let resource = parts[2]
    if parts.count == 3 { return try list(resource) }
    guard parts.count == 4, let id = Int(parts[3]), let document = documents[resource]?[id]
    else { throw PokedexError.notFound(url: url.absoluteString) }
    return Data(document.utf8)
  }

  private func list(_ resource: String) throws -> Data {
    let entries = (documents[resource] ?? [:]).sorted { $0.key < $1.key }
    let results: [[String: String]] = try entries.map { id, text in
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      var link = ["url": "/api/v2/\(resource)/\(id)/"]
      link["name"] = object?["name"] as? String
      return link
    }
    let page: [String: Any] = [
      "count": results.count, "next": NSNull(), "previous": NSNull(), "results": results,
    ]
    return try JSONSerialization.data(withJSONObject: page)
  }
}
