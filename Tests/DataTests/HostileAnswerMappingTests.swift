import CustomDump
import PokedexData
import Domain
import Foundation
import PokedexTesting
import Testing

@Suite("Mapping hostile answers")
struct HostileAnswerMappingTests {
  static let root = "http://dex.test/api/v2/"

  @Test func noTextOfACardBuiltFromHostileDocumentsHoldsAControl() async throws {
    let card = try await repository(HostilePokedex()).pokemon(.number(25))

    let strings = StringsInside.all(card)
    #expect(strings.count > 20)
    for string in strings {
      #expect(SafeText.isClean(string), "\(string.debugDescription)")
    }
    #expect(card.summary.displayName == "Pikachu]0;pwned]52;c;cm0gLXJmIH4=[2J31m Pikachu")
    #expect(card.pokedexEntry()?.text.hasPrefix("It stores electricity. In its cheeks.") == true)
  }

  @Test func noTextOfAListRowBuiltFromHostileDocumentsHoldsAControl() async throws {
    let rows = try await repository(HostilePokedex())
      .summaries([PokemonIndexEntry(id: 25, name: "pikachu")])

    #expect(rows.count == 1)
    for string in StringsInside.all(rows) {
      #expect(SafeText.isClean(string), "\(string.debugDescription)")
    }
  }

  /// A number of ten digits or more is refused before decoding (`JSONShape.digitLimit`),
  /// a shorter one outside its field's range when decoded (`PlausibleRange`).
  @Test(arguments: [
    ("height", Int.max, Self.tooLong), ("height", -1, "invalid value at height"),
    ("height", 100_001, "invalid value at height"), ("weight", Int.min, Self.tooLong),
    ("weight", 10_000_001, "invalid value at weight"), ("id", 0, "invalid value at id"),
    ("id", 1_000_001, "invalid value at id"), ("id", 1 << 62, Self.tooLong),
  ])
  func anImpossibleNumberMakesTheDocumentInvalid(field: String, value: Int, reason: String)
    async throws
  {
    let server = HostilePokedex(pokemonPatch: [field: value])
    await #expect(
      throws: PokedexError.invalidResponse(url: Self.root + "pokemon/25/", reason: reason)
    ) {
      try await repository(server).pokemon(.number(25))
    }
  }

  static let tooLong = "it holds a number of more than 9 digits"

  @Test(arguments: [256, -1])
  func anImpossibleBaseStatMakesTheDocumentInvalid(value: Int) async throws {
    let stat: [String: any Sendable] = [
      "base_stat": value, "stat": ["name": "hp", "url": "/api/v2/stat/1/"],
    ]
    let server = HostilePokedex(pokemonPatch: ["stats": [stat]])
    await #expect(
      throws: PokedexError.invalidResponse(
        url: Self.root + "pokemon/25/", reason: "invalid value at stats[0].base_stat")
    ) {
      try await repository(server).pokemon(.number(25))
    }
  }

  @Test func theLargestRealValuesAreAccepted() async throws {
    let server = HostilePokedex(pokemonPatch: ["height": 1_000, "weight": 9_999])
    let card = try await repository(server).pokemon(.number(25))
    #expect(card.heightDecimetres == 1_000 && card.weightHectograms == 9_999)
  }

  @Test func aListCountingMoreThanAnyPokedexHoldsIsInvalid() throws {
    let body = Data(#"{"count": 10000001, "results": []}"#.utf8)
    let url = try #require(URL(string: Self.root + "pokemon/"))
    let invalid = PokedexError.invalidResponse(
      url: url.absoluteString, reason: "invalid value at count")
    #expect(throws: invalid) {
      try DocumentLoader.decode(PokemonListPageDTO.self, from: body, url: url)
    }
  }

  private func repository(_ server: HostilePokedex) throws -> RemotePokemonRepository {
    let answers = server.answers(root: Self.root)
      .mapValues { Result<Data, PokedexError>.success($0) }
    return RemotePokemonRepository(
      client: StubHTTPClient(answers: answers),
      endpoints: try PokeAPIEndpoints(baseURL: Self.root), retries: .none)
  }
}
