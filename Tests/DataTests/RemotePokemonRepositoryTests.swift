import CustomDump
import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Remote Pokémon repository")
struct RemotePokemonRepositoryTests {
  static let root = "http://dex.test/api/v2/"

  @Test func aRowIsReadFromTheTypeDocumentsAndItsSpeciesWithoutItsPokemonDocument()
    async throws
  {
    let client = StubHTTPClient(answers: SyntheticPokedex(count: 3).answers(root: Self.root))
    let page = try await page(client, PageRequest(offset: 0, limit: 3))

    expectNoDifference(page.items.map { $0.shown(in: "en") }, [
      PokemonSummary(id: 1, name: "p1", displayName: "P1", speciesID: 1, types: ["normal"]),
      PokemonSummary(
        id: 2, name: "p2", displayName: "P2", speciesID: 2, types: ["fire", "normal"]),
      PokemonSummary(id: 3, name: "p3", displayName: "P3", speciesID: 3, types: ["normal"]),
    ])
    // The list, the eighteen types (those the server lacks list nobody) and three species.
    let requested: Int = client.requestedURLs.count
    #expect(requested == 1 + 18 + 3)
    #expect(!client.requestedURLs.contains { $0.path.contains("/pokemon/") })
  }

  @Test func withoutTypeDocumentsARowIsReadFromItsPokemonDocument() async throws {
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
    expectNoDifference(page.items.map(\.types), [["grass", "poison"], ["fire", "dragon"]])
    #expect(page.totalCount == 2)
    let pokemon = client.requestedURLs.filter { $0.path.contains("/pokemon/") }
    #expect(pokemon.map(\.lastPathComponent).sorted() == ["1", "10034"])
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
    let requested: Int = client.requestedURLs.count
    #expect(requested == 1 + 18 + 20)
    #expect(client.maximumConcurrentRequests <= 8)
    #expect(client.maximumConcurrentRequests >= 2)
  }

  @Test func formsOfOneSpeciesOnAPageAskForTheSpeciesOnce() async throws {
    let synthetic = SyntheticPokedex(count: 3, sharedSpecies: true)
    let client = StubHTTPClient(answers: synthetic.answers(root: Self.root))
    let page = try await page(client, PageRequest(offset: 0, limit: 3))

    #expect(page.items.map(\.id) == [1, 10002, 10003])
    #expect(page.items.map(\.speciesID) == [1, 1, 1])
    #expect(page.items.map(\.displayName) == ["P1", "P1 (Form 2)", "P1 (Form 3)"])
    let species = client.requestedURLs.filter { $0.path.contains("species") }
    // The species list, to find the forms' species, and that species once.
    #expect(species.map(\.path).sorted() == ["/api/v2/pokemon-species", "/api/v2/pokemon-species/1"])
  }

  @Test func aFormTheSpeciesDoesNotListIsReadFromItsPokemonDocument() async throws {
    var answers = SyntheticPokedex(count: 2, sharedSpecies: true).answers(root: Self.root)
    answers[Self.root + "pokemon-species/1/"] = .success(Data(
      #"{"id": 1, "name": "p1", "names": [], "varieties": []}"#.utf8))
    let client = StubHTTPClient(answers: answers)
    let page = try await page(client, PageRequest(offset: 0, limit: 2))

    #expect(page.items.map(\.speciesID) == [1, 1])
    let pokemon = client.requestedURLs.filter { $0.path.contains("/pokemon/") }
    #expect(pokemon.map(\.lastPathComponent).sorted() == ["1", "10002"])
  }

  @Test func aRowThatFailsFailsThePageWithItsError() async throws {
    var answers = SyntheticPokedex(count: 3).answers(root: Self.root)
    answers[Self.root + "pokemon-species/2/"] =
      .failure(.serverFailed(url: "pokemon-species/2", status: 500))
    let client = StubHTTPClient(answers: answers)

    await #expect(throws: PokedexError.serverFailed(url: "pokemon-species/2", status: 500)) {
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
    let pokemon = client.requestedURLs.filter { $0.path.contains("/pokemon/") }
    #expect(pokemon.map(\.lastPathComponent) == ["eevee", "133"])
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
///
/// Pokémon `n` is `pn`, of type normal, and fire first when `n` is even. With
/// `sharedSpecies`, Pokémon 2 and up are alternate forms of `p1` (`p1-form-n`, numbered
/// 10000 + n), as PokeAPI numbers forms; no form has a `pokemon-form` document.
struct SyntheticPokedex {
  let count: Int
  var sharedSpecies = false

  /// The id and slug of the `n`th Pokémon.
  private func pokemon(_ n: Int) -> (id: Int, slug: String) {
    sharedSpecies && n > 1 ? (10_000 + n, "p1-form-\(n)") : (n, "p\(n)")
  }

  private func types(_ n: Int) -> [String] { n % 2 == 0 ? ["fire", "normal"] : ["normal"] }

  func answers(root: String) -> [String: Result<Data, PokedexError>] {
    let all = (1...count).map(pokemon)
    let results = all.map { #"{"name": "\#($0.slug)", "url": "/api/v2/pokemon/\#($0.id)/"}"# }
    var answers: [String: Result<Data, PokedexError>] = [
      root + "pokemon/?offset=0&limit=100000": .success(Data(
        (#"{"count": \#(count), "next": null, "previous": null, "results": ["#
          + #"\#(results.joined(separator: ","))]}"#)
          .utf8))
    ]
    for type in ["normal", "fire"] {
      let members = (1...count).compactMap { n -> String? in
        guard let slot = types(n).firstIndex(of: type) else { return nil }
        let (id, slug) = pokemon(n)
        return #"{"pokemon": {"name": "\#(slug)", "url": "/api/v2/pokemon/\#(id)/"}, "slot": \#(slot + 1)}"#
      }
      answers[root + "type/\(type)/"] = .success(Data(
        (#"{"id": 1, "name": "\#(type)", "damage_relations": {"double_damage_from": [], "#
          + #""half_damage_from": [], "no_damage_from": []}, "#
          + #""pokemon": [\#(members.joined(separator: ","))]}"#).utf8))
    }
    var speciesList: [String] = []
    for n in 1...count {
      let (id, slug) = pokemon(n)
      let species = sharedSpecies ? 1 : n
      let typeSlots = types(n).enumerated().map { slot, type in
        #"{"slot": \#(slot + 1), "type": {"name": "\#(type)", "url": "/api/v2/type/\#(type)/"}}"#
      }
      answers[root + "pokemon/\(id)/"] = .success(Data(
        (#"{"id": \#(id), "name": "\#(slug)", "is_default": \#(n == species), "species": "#
          + #"{"name": "p\#(species)", "url": "/api/v2/pokemon-species/\#(species)/"}, "types": "#
          + #"[\#(typeSlots.joined(separator: ","))]}"#)
          .utf8))
      guard n == species else { continue }
      speciesList.append(#"{"name": "p\#(n)", "url": "/api/v2/pokemon-species/\#(n)/"}"#)
      let varieties = all.filter { sharedSpecies || $0.id == n }
        .map { #"{"is_default": \#($0.id == n), "pokemon": {"name": "\#($0.slug)", "url": "/api/v2/pokemon/\#($0.id)/"}}"# }
      answers[root + "pokemon-species/\(n)/"] = .success(Data(
        (#"{"id": \#(n), "name": "p\#(n)", "names": "#
          + #"[{"name": "P\#(n)", "language": "#
          + #"{"name": "en", "url": "/api/v2/language/9/"}}], "#
          + #""varieties": [\#(varieties.joined(separator: ","))]}"#)
          .utf8))
    }
    answers[root + "pokemon-species/?offset=0&limit=100000"] = .success(Data(
      (#"{"count": \#(speciesList.count), "next": null, "previous": null, "results": ["#
        + #"\#(speciesList.joined(separator: ","))]}"#).utf8))
    return answers
  }
}
