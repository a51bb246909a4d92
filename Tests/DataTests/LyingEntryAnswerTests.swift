import Domain
import Foundation
import PokedexData
import PokedexTesting
import Testing

/// A server that answers `move/thunderbolt` with another move's document is refused before
/// anything is built or cached from it, for every stored kind, as for Pokémon
/// (`AnswerCheck`); so is an id no PokeAPI document has.
@Suite("A lying answer for a move, an ability or an item")
struct LyingEntryAnswerTests {
  @Test func anotherMovesDocumentIsRefused() async throws {
    try await expectRefusals(RemoteMoveRepository.self, resource: "move", id: 85, name: "thunderbolt")
  }

  @Test func anotherAbilitysDocumentIsRefused() async throws {
    let id = try #require(ReferenceFixtures.documents["ability"]?.keys.min())
    let name = try Self.name(of: "ability", id)
    try await expectRefusals(RemoteAbilityRepository.self, resource: "ability", id: id, name: name)
  }

  @Test func anotherItemsDocumentIsRefused() async throws {
    let id = try #require(ReferenceFixtures.documents["item"]?.keys.min())
    let name = try Self.name(of: "item", id)
    try await expectRefusals(RemoteItemRepository.self, resource: "item", id: id, name: name)
  }

  /// A list over another API reads each row's document by number: one that says it is
  /// another entry is refused, and no row of it is kept.
  @Test(arguments: ["move", "ability", "item", "berry"])
  func aListRowReadFromAnotherEntrysDocumentIsRefusedAndNothingIsKept(
    resource: String
  ) async throws {
    let id = try #require(ReferenceFixtures.documents[resource]?.keys.min())
    var documents = ReferenceFixtures.documents
    documents[resource]?[id] = try Self.edited(resource, id, ["id": id + 1])
    let storage = InMemoryDocumentStorage()
    let source = RemoteListSource(
      reader: PokeAPIReader(
        client: FixtureAPIClient(documents: documents),
        endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base), retries: .none),
      cache: nil, storage: storage, policy: CachePolicy())
    let expected = PokedexError.invalidResponse(
      url: FixtureAPIClient.base + "\(resource)/\(id)/",
      reason: "the answer is for #\(id + 1), not #\(id) as asked")
    await #expect(throws: expected) {
      switch resource {
      case "move": _ = try await RemoteMoveCatalog(source: source).rows(for: MoveCriteria())
      case "ability":
        _ = try await RemoteAbilityCatalog(source: source).rows(for: AbilityCriteria())
      case "item": _ = try await RemoteItemCatalog(source: source).rows(for: ItemCriteria())
      default: _ = try await RemoteBerryCatalog(source: source).berries()
      }
    }
    let kept = try storage.contents().map(\.key.description)
    #expect(!kept.contains { $0.hasSuffix("/\(id)") }, "\(kept)")
  }

  /// A list row's document that says no id cannot be told from another entry's: refused.
  @Test(arguments: ["move", "item"])
  func aListRowReadFromADocumentWithoutAnIdIsRefused(resource: String) async throws {
    let id = try #require(ReferenceFixtures.documents[resource]?.keys.min())
    var documents = ReferenceFixtures.documents
    documents[resource]?[id] = try Self.edited(resource, id, ["id": NSNull()])
    let source = RemoteListSource(
      reader: PokeAPIReader(
        client: FixtureAPIClient(documents: documents),
        endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base), retries: .none),
      cache: nil, storage: InMemoryDocumentStorage(), policy: CachePolicy())
    await #expect(throws: PokedexError.invalidResponse(
      url: FixtureAPIClient.base + "\(resource)/\(id)/",
      reason: "the answer says no id, and #\(id) was asked")) {
      if resource == "move" {
        _ = try await RemoteMoveCatalog(source: source).rows(for: MoveCriteria())
      } else {
        _ = try await RemoteItemCatalog(source: source).rows(for: ItemCriteria())
      }
    }
  }

  /// A name the server does not know is looked up in the list of every name: a list that
  /// gives another entry's link for it has that entry refused, not kept as the one named.
  @Test func aListThatLinksANameToAnotherEntryIsRefused() async throws {
    let ids = try #require(ReferenceFixtures.documents["move"]?.keys.sorted())
    let (named, other) = (try #require(ids.first), try #require(ids.last))
    #expect(named != other)
    let name = try Self.name(of: "move", named)
    let otherName = try Self.name(of: "move", other)
    let reader = PokeAPIReader(
      client: ListLinking(
        fixtures: FixtureAPIClient(documents: ReferenceFixtures.documents), resource: "move",
        name: name, to: other),
      endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base), retries: .none)
    await #expect(throws: PokedexError.invalidResponse(
      url: FixtureAPIClient.base + "move/\(other)/",
      reason: "the answer is for \"\(otherName)\", not \"\(name)\" as asked")) {
      _ = try await RemoteMoveRepository(reader: reader).entry(.name(name))
    }
  }

  /// A nature, a Pokémon's learnset and a regional Pokédex are read by name: a document
  /// that names another is refused before anything is built or kept from it.
  @Test(arguments: ["nature", "learnset", "pokedex"])
  func aDocumentReadByNameThatNamesAnotherIsRefused(what: String) async throws {
    let (resource, id) =
      switch what {
      case "nature": ("nature", 2)
      case "learnset": ("pokemon", 25)
      default: ("pokedex", 2)
      }
    let name = try Self.name(of: resource, id)
    var documents = ReferenceFixtures.documents
    documents[resource]?[id] = try Self.edited(resource, id, ["name": "lying-\(name)"])
    let reader = PokeAPIReader(
      client: ByName(
        fixtures: FixtureAPIClient(documents: documents), path: "\(resource)/\(name)/",
        answeredAs: "\(resource)/\(id)/"),
      endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base), retries: .none)
    let expected = PokedexError.invalidResponse(
      url: FixtureAPIClient.base + "\(resource)/\(name)/",
      reason: "the answer is for \"lying-\(name)\", not \"\(name)\" as asked")
    await #expect(throws: expected) {
      switch what {
      case "nature":
        _ = try await RemoteNatureRepository(reader: reader, cache: nil).entry(.name(name))
      case "learnset":
        _ = try await RemoteLearnsets(reader: reader).learnset(.name(name), game: nil)
      default:
        _ = try await RemoteRegionalPokedexCatalog(
          reader: reader, cache: nil, pokemon: InMemoryPokemonRepository(cards: MinimalCard.few)
        ).entries(of: name)
      }
    }
  }

  /// Entry `id`, named `name` in the fixtures, asked for by name and by number from a
  /// server whose document for it names another entry, then one whose document carries
  /// an id of 2⁶³−1.
  private func expectRefusals<Entry: StoredKind>(
    _: RemoteEntryRepository<Entry>.Type, resource: String, id: Int, name: String
  ) async throws {
    let url = FixtureAPIClient.base + "\(resource)/"
    let renamed = try Self.repository(
      Entry.self, resource: resource, id: id,
      edit: ["name": "lying-\(name)", "id": id + 1])
    await #expect(throws: PokedexError.invalidResponse(
      url: url + "\(name)/",
      reason: "the answer is for \"lying-\(name)\", not \"\(name)\" as asked")) {
      try await renamed.entry(.name(name))
    }
    await #expect(throws: PokedexError.invalidResponse(
      url: url + "\(id)/", reason: "the answer is for #\(id + 1), not #\(id) as asked")) {
      try await renamed.entry(.number(id))
    }
    let huge = try Self.repository(
      Entry.self, resource: resource, id: id, edit: ["id": PlausibleRange.id.upperBound + 1])
    await #expect(throws: PokedexError.invalidResponse(
      url: url + "\(name)/",
      reason: "the answer's id \(PlausibleRange.id.upperBound + 1) is not an id PokeAPI gives")) {
      try await huge.entry(.name(name))
    }
    let endless = try Self.repository(Entry.self, resource: resource, id: id, edit: ["id": Int.max])
    await #expect(throws: PokedexError.invalidResponse(
      url: url + "\(name)/", reason: "it holds a number of more than 9 digits")) {
      try await endless.entry(.name(name))
    }
    // The fixtures as they are answer both.
    let honest = try Self.repository(Entry.self, resource: resource, id: id, edit: [:])
    #expect(try await honest.entry(.name(name)).id == id)
    #expect(try await honest.entry(.number(id)).name == name)
  }

  /// A remote repository over the fixtures, document `id` of `resource` changed by `edit`.
  private static func repository<Entry: StoredKind>(
    _: Entry.Type, resource: String, id: Int, edit: [String: Any]
  ) throws -> RemoteEntryRepository<Entry> {
    var documents = ReferenceFixtures.documents
    documents[resource]?[id] = try edited(resource, id, edit)
    let name = try self.name(of: resource, id)
    return RemoteEntryRepository<Entry>(
      reader: PokeAPIReader(
        client: ByName(
          fixtures: FixtureAPIClient(documents: documents), path: "\(resource)/\(name)/",
          answeredAs: "\(resource)/\(id)/"),
        endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base), retries: .none))
  }

  /// Document `id` of `resource` in the fixtures, its fields changed by `edit`.
  private static func edited(_ resource: String, _ id: Int, _ edit: [String: Any]) throws
    -> String
  {
    let text = try #require(ReferenceFixtures.documents[resource]?[id])
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    object.merge(edit) { _, new in new }
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  private static func name(of resource: String, _ id: Int) throws -> String {
    let text = try #require(ReferenceFixtures.documents[resource]?[id])
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return try #require(object?["name"] as? String)
  }
}

/// The fixtures, answering one more path, `resource/name/`, as PokeAPI does: with the
/// document of the entry that had that name, whatever it says now.
private struct ByName: HTTPClient {
  let fixtures: FixtureAPIClient
  let path: String
  let answeredAs: String

  func get(_ url: URL) async throws -> Data {
    guard url.absoluteString == FixtureAPIClient.base + path,
      let same = URL(string: FixtureAPIClient.base + answeredAs)
    else { return try await fixtures.get(url) }
    return try await fixtures.get(same)
  }
}

/// The fixtures, whose list of `resource` gives `name` the link of entry `to`; the name
/// itself is not a path the server knows (the fixtures answer numbers only).
private struct ListLinking: HTTPClient {
  let fixtures: FixtureAPIClient
  let resource: String
  let name: String
  let to: Int

  func get(_ url: URL) async throws -> Data {
    guard url.path.hasSuffix("/\(resource)") || url.path.hasSuffix("/\(resource)/") else {
      return try await fixtures.get(url)
    }
    let page: [String: Any] = [
      "count": 1, "next": NSNull(), "previous": NSNull(),
      "results": [["name": name, "url": "/api/v2/\(resource)/\(to)/"]],
    ]
    return try JSONSerialization.data(withJSONObject: page)
  }
}
