import CustomDump
import Data
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Remote Pokémon repository")
struct RemotePokemonRepositoryTests {
  static let root = "http://dex.test/api/v2/"

  @Test func aPageLoadsTheNationalListThenEachPokemonAndItsSpecies() async throws {
    // Relative links and absolute ones to the API's own host both resolve below the base.
    let root = PokeAPIEndpoints.defaultBaseURL
    let client = StubHTTPClient(answers: [
      root + "pokemon/?offset=0&limit=100000":
        .success(try Fixtures.data("pokemon-list-page-relative")),
      root + "pokemon/1/": .success(try Fixtures.data("pokemon-1")),
      root + "pokemon-species/1/": .success(try Fixtures.data("pokemon-species-1")),
      root + "pokemon/10034/": .success(try Fixtures.data("pokemon-10034")),
      root + "pokemon-species/6/": .success(try Fixtures.data("pokemon-species-6")),
      root + "pokemon-form/charizard-mega-x/":
        .success(try Fixtures.data("pokemon-form-charizard-mega-x")),
    ])
    let page = try await SearchPokedex(pokemon: RemotePokemonRepository(
      client: client, endpoints: try PokeAPIEndpoints(baseURL: root), retries: .none
    )).page(SearchCriteria(), PageRequest(offset: 0, limit: 2))

    expectNoDifference(page.items.map(\.displayName), ["Bulbasaur", "Mega Charizard X"])
    #expect(page.totalCount == 2)
    // The list, two pokemon and two species documents, and the mega's form document.
    #expect(client.requestedURLs.count == 6)
  }

  @Test func rowsKeepListOrderWhenAnswersArriveOutOfOrderAndAtMostEightAreInFlight()
    async throws
  {
    let synthetic = SyntheticPokedex(count: 20)
    // Later rows answer sooner, so completion order is the reverse of list order.
    let client = StubHTTPClient(answers: synthetic.answers(root: Self.root)) { url in
      let id = Int(url.lastPathComponent) ?? 0
      return .milliseconds(max(1, 42 - 2 * id))
    }
    let page = try await page(client, PageRequest(offset: 0, limit: 20))

    #expect(page.items.map(\.id) == Array(1...20))
    #expect(client.requestedURLs.count == 41)
    #expect(client.maximumConcurrentRequests <= 8)
    #expect(client.maximumConcurrentRequests >= 2)
  }

  @Test func formsOfOneSpeciesOnAPageAskForTheSpeciesOnce() async throws {
    let synthetic = SyntheticPokedex(count: 3, sharedSpecies: true)
    let client = StubHTTPClient(answers: synthetic.answers(root: Self.root))
    let page = try await page(client, PageRequest(offset: 0, limit: 3))

    #expect(page.items.map(\.speciesID) == [1, 1, 1])
    #expect(client.requestedURLs.filter { $0.path.contains("species") }.count == 1)
  }

  @Test func aRowThatFailsFailsThePageWithItsError() async throws {
    var answers = SyntheticPokedex(count: 3).answers(root: Self.root)
    answers[Self.root + "pokemon/2/"] = .failure(.serverFailed(url: "pokemon/2", status: 500))
    let client = StubHTTPClient(answers: answers)

    await #expect(throws: PokedexError.serverFailed(url: "pokemon/2", status: 500)) {
      try await page(client, PageRequest(offset: 0, limit: 3))
    }
  }

  @Test func anAnswerForAnotherPokemonIsRefusedNotTakenForTheOneAskedFor() async throws {
    let client = StubHTTPClient(answers: [
      Self.root + "pokemon/eevee/": .success(try Fixtures.data("pokemon-25")),
      Self.root + "pokemon/133/": .success(try Fixtures.data("pokemon-25")),
    ])
    let remote = try repository(client)
    await #expect(throws: PokedexError.invalidResponse(
      url: Self.root + "pokemon/eevee/",
      reason: "the answer is for \"pikachu\", not \"eevee\" as asked")) {
      try await remote.summary(.name("eevee"))
    }
    await #expect(throws: PokedexError.invalidResponse(
      url: Self.root + "pokemon/133/", reason: "the answer is for #25, not #133 as asked")) {
      try await remote.summaries([PokemonIndexEntry(id: 133, name: "eevee")])
    }
    #expect(client.requestedURLs.count == 2)
  }

  /// A page of the whole Pokédex straight from the remote repository.
  private func page(
    _ client: StubHTTPClient, _ request: PageRequest
  ) async throws -> Page<PokemonSummary> {
    try await SearchPokedex(pokemon: repository(client)).page(SearchCriteria(), request)
  }

  private func repository(_ client: StubHTTPClient) throws -> RemotePokemonRepository {
    RemotePokemonRepository(
      client: client, endpoints: try PokeAPIEndpoints(baseURL: Self.root), retries: .none)
  }
}

/// A list of numbered Pokémon in PokeAPI's shape, made for paging and concurrency tests.
struct SyntheticPokedex {
  let count: Int
  var sharedSpecies = false

  func answers(root: String) -> [String: Result<Data, PokedexError>] {
    let results = (1...count).map { #"{"name": "p\#($0)", "url": "/api/v2/pokemon/\#($0)/"}"# }
    var answers: [String: Result<Data, PokedexError>] = [
      root + "pokemon/?offset=0&limit=100000": .success(Data(
        (#"{"count": \#(count), "next": null, "previous": null, "results": ["#
          + #"\#(results.joined(separator: ","))]}"#)
          .utf8))
    ]
    for id in 1...count {
      let species = sharedSpecies ? 1 : id
      answers[root + "pokemon/\(id)/"] = .success(Data(
        (#"{"id": \#(id), "name": "p\#(id)", "is_default": \#(id == species), "species": "#
          + #"{"name": "p\#(species)", "url": "/api/v2/pokemon-species/\#(species)/"}, "types": "#
          + #"[{"slot": 1, "type": {"name": "normal", "url": "/api/v2/type/1/"}}]}"#)
          .utf8))
      answers[root + "pokemon-species/\(species)/"] = .success(Data(
        (#"{"id": \#(species), "name": "p\#(species)", "names": "#
          + #"[{"name": "P\#(species)", "language": "#
          + #"{"name": "en", "url": "/api/v2/language/9/"}}]}"#)
          .utf8))
    }
    return answers
  }
}
