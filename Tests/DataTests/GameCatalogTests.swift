import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

/// `RemoteGameCatalog`: which group a game's or a group's slug names over PokeAPI, in
/// release order, and what it costs.
@Suite("The groups of games over PokeAPI")
struct GameCatalogTests {
  static let base = "http://fixture.test/api/v2/"
  static let red = """
    {"id": 1, "name": "red", "version_group": {"name": "red-blue", "url": "\(base)version-group/1/"}}
    """
  static let redBlue = """
    {"id": 1, "name": "red-blue", "order": 3, "generation": {"name": "generation-i", "url": "\(base)generation/1/"},
     "versions": [{"name": "red", "url": "\(base)version/1/"}, {"name": "blue", "url": "\(base)version/2/"}]}
    """
  static let redGreenJapan = """
    {"id": 28, "name": "red-green-japan", "order": 1, "generation": {"name": "generation-i", "url": "\(base)generation/1/"},
     "versions": [{"name": "red-japan", "url": "\(base)version/40/"}]}
    """

  static func catalog() throws -> (RemoteGameCatalog, StubHTTPClient) {
    let client = StubHTTPClient(answers: [
      "\(base)version/red/": .success(Data(red.utf8)),
      "\(base)version-group/1/": .success(Data(redBlue.utf8)),
      "\(base)version-group/red-green-japan/": .success(Data(redGreenJapan.utf8)),
    ])
    let reader = PokeAPIReader(
      client: client, endpoints: try PokeAPIEndpoints(baseURL: base), retries: .none)
    return (RemoteGameCatalog(reader: reader), client)
  }

  @Test func aGameIsItsGroupInReleaseOrderForTwoRequests() async throws {
    let (catalog, client) = try Self.catalog()
    let group = try await catalog.group(named: "red")
    #expect(group == GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"]))
    #expect(client.requestedURLs.map(\.absoluteString) == [
      "\(Self.base)version/red/", "\(Self.base)version-group/1/",
    ])
  }

  /// A group's own slug is not a game's: the `version` 404 is its price.
  @Test func aGroupIsOrderedByItsOrderNotItsID() async throws {
    let (catalog, client) = try Self.catalog()
    let group = try await catalog.group(named: "red-green-japan")
    #expect(group == GameGroup(slug: "red-green-japan", order: 1, versions: ["red-japan"]))
    #expect(client.requestedURLs.count == 2)
  }

  @Test func aNameNoGameHasIsNoGroup() async throws {
    let (catalog, _) = try Self.catalog()
    #expect(try await catalog.group(named: "blah") == nil)
  }
}
