import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

/// `RemoteTables` as a `GameCatalog`: which group a game's or a group's slug names over
/// PokeAPI, in release order, what it costs, and that a warm cache costs nothing.
@Suite("The groups of games over PokeAPI")
struct GameCatalogTests {
  static let base = "http://fixture.test/api/v2/"
  static let list = """
    {"count": 2, "next": null, "previous": null, "results": [
      {"name": "red-blue", "url": "\(base)version-group/1/"},
      {"name": "red-green-japan", "url": "\(base)version-group/28/"}]}
    """
  static let redBlue = """
    {"id": 1, "name": "red-blue", "order": 3, "generation": {"name": "generation-i", "url": "\(base)generation/1/"},
     "versions": [{"name": "red", "url": "\(base)version/1/"}, {"name": "blue", "url": "\(base)version/2/"}]}
    """
  static let redGreenJapan = """
    {"id": 28, "name": "red-green-japan", "order": 1, "generation": {"name": "generation-i", "url": "\(base)generation/1/"},
     "versions": [{"name": "red-japan", "url": "\(base)version/40/"}]}
    """

  /// One Pokédex of `count` species.
  static func pokedex(_ slug: String, id: Int, count: Int) -> String {
    let entries = (1...count).map {
      #"{"entry_number": \#($0), "pokemon_species": {"name": "s\#($0)", "url": "\#(base)pokemon-species/\#($0)/"}}"#
    }
    return #"{"id": \#(id), "name": "\#(slug)", "is_main_series": true, "version_groups": [], "pokemon_entries": [\#(entries.joined(separator: ", "))]}"#
  }

  /// The catalog over the two groups; with `pokedexes`, each names its Pokédex, Red and
  /// Blue's of one species and Red and Green (Japan)'s of two.
  static func catalog(
    cache: ReferenceCache? = nil, pokedexes: Bool = false
  ) throws -> (RemoteTables, StubHTTPClient) {
    let endpoints = try PokeAPIEndpoints(baseURL: base)
    func naming(_ document: String, _ pokedex: String) -> String {
      guard pokedexes else { return document }
      return String(document.dropLast()) + #", "pokedexes": [{"name": "\#(pokedex)", "url": "\#(base)pokedex/\#(pokedex)/"}]}"#
    }
    let client = StubHTTPClient(answers: [
      "\(base)version-group/?offset=0&limit=100000":
        .success(Data(list.utf8)),
      "\(base)version-group/1/": .success(Data(naming(redBlue, "kanto").utf8)),
      "\(base)version-group/28/": .success(Data(naming(redGreenJapan, "kanto-japan").utf8)),
      "\(base)pokedex/kanto/": .success(Data(pokedex("kanto", id: 2, count: 1).utf8)),
      "\(base)pokedex/kanto-japan/": .success(Data(pokedex("kanto-japan", id: 40, count: 2).utf8)),
    ])
    let reader = PokeAPIReader(client: client, endpoints: endpoints, retries: .none)
    return (RemoteTables(reader: reader, cache: cache), client)
  }

  @Test func aGameOrAGroupIsItsGroupInReleaseOrder() async throws {
    let (catalog, client) = try Self.catalog()
    let redBlue = GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"], generation: 1)
    #expect(try await catalog.group(named: "red") == redBlue)
    // The list and each group's document; without a cache, again at each ask.
    #expect(client.requestedURLs.count == 3)
    #expect(try await catalog.group(named: "red-blue") == redBlue)
    #expect(
      try await catalog.group(named: "red-green-japan")
        == GameGroup(slug: "red-green-japan", order: 1, versions: ["red-japan"], generation: 1))
    #expect(try await catalog.group(named: "blah") == nil)
  }

  /// An API without a list of groups has no groups to find: the links keep their ids.
  @Test func anAPIWithoutGroupsHasNone() async throws {
    let reader = PokeAPIReader(
      client: StubHTTPClient(answers: [:]), endpoints: try PokeAPIEndpoints(baseURL: Self.base),
      retries: .none)
    #expect(try await RemoteTables(reader: reader, cache: nil).group(named: "red") == nil)
  }

  /// That an API has no groups is kept as a list is, so a warm run asks nothing.
  @Test func anAPIWithoutGroupsIsAskedOnce() async throws {
    let cache = ReferenceCache(storage: InMemoryDocumentStorage(), policy: CachePolicy())
    let client = StubHTTPClient(answers: [:])
    let reader = PokeAPIReader(
      client: client, endpoints: try PokeAPIEndpoints(baseURL: Self.base), retries: .none)
    let catalog = RemoteTables(reader: reader, cache: cache)
    #expect(try await catalog.groups() == [])
    #expect(client.requestedURLs.count == 1)
    #expect(try await catalog.groups() == [])
    #expect(client.requestedURLs.count == 1)
  }

  @Test func aWarmCacheAsksNothing() async throws {
    let storage = InMemoryDocumentStorage()
    let cache = ReferenceCache(storage: storage, policy: CachePolicy())
    let (cold, _) = try Self.catalog(cache: cache)
    _ = try await cold.group(named: "red")
    let (warm, client) = try Self.catalog(cache: cache)
    #expect(try await warm.group(named: "red")?.slug == "red-blue")
    #expect(client.requestedURLs == [])
  }

  /// The group that stands for a generation is its fullest, however old: Red and Green
  /// (Japan) here, whose Pokédex holds two Pokémon to Red and Blue's one. It costs each
  /// group's Pokédex once; a warm cache asks nothing.
  @Test func aGenerationIsItsFullestGroup() async throws {
    let storage = InMemoryDocumentStorage()
    let cache = ReferenceCache(storage: storage, policy: CachePolicy())
    let (cold, client) = try Self.catalog(cache: cache, pokedexes: true)
    #expect(try await cold.group(standingFor: 1)?.slug == "red-green-japan")
    #expect(try await cold.group(standingFor: 2) == nil)
    // The list, each group's document and each group's Pokédex.
    #expect(client.requestedURLs.count == 5)
    let (warm, warmClient) = try Self.catalog(cache: cache, pokedexes: true)
    #expect(try await warm.group(standingFor: 1)?.slug == "red-green-japan")
    #expect(warmClient.requestedURLs == [])
  }
}
