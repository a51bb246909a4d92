import BuiltInPokedexBytes
import PokedexData
import Domain
import Foundation
import Infrastructure
import PokedexTesting
import Presentation
import Testing

@testable import pokecli

/// The built-in data against the network path over the corpus it was generated from,
/// when `POKEAPI_CORPUS` names it: the same answers, byte for byte.
@Suite(
  "The built-in Pokédex against the corpus",
  .enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil,
    "POKEAPI_CORPUS is not set"))
struct BuiltInCorpusTests {
  static let corpusBase = "http://corpus.test/api/v2"

  func corpus() throws -> CorpusFolderClient {
    let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
    return try CorpusFolderClient(folder: URL(fileURLWithPath: path))
  }

  @Test(arguments: [
    ["list"], ["list", "--page", "68"], ["search", "fire", "flying"],
    ["list", "--type", "water", "--generation", "1"], ["show", "pikachu"],
    ["show", "eevee", "--json"], ["list", "--sort", "name", "--page", "3"],
    ["show", "giratina"], ["search", "mime"], ["show", "porygonz"], ["show", "Mr.Mime"],
    ["list", "--sort", "name", "--page", "60"],
  ])
  func printsWhatTheNetworkPrints(_ arguments: [String]) async throws {
    let fromNetwork = await CLIHarness.run(
      arguments, variables: ["POKEAPI_BASE_URL": Self.corpusBase], httpClient: try corpus())
    let builtIn = await CLIHarness.run(
      arguments, httpClient: UnreachableNetwork(), builtInPokedex: EmbeddedPokedex.open())
    #expect(fromNetwork.status == 0)
    #expect(builtIn == fromNetwork)
  }

  @Test func everyCardsJSONAndRowIsTheNetworks() async throws {
    try await CorpusLane.run {
      let builtIn = BuiltInPokemonRepository(pokedex: try #require(EmbeddedPokedex.open()))
      let remote = RemotePokemonRepository(
        client: try corpus(), endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase))
      let index = try await remote.index()
      expectEqualLists(try await builtIn.index(), index)
      var differences: [Int] = []
      for entry in index {
        let network = try await remote.pokemon(.number(entry.id))
        let stored = try await builtIn.pokemon(.number(entry.id))
        if json(network) != json(stored) || stored.summary != network.summary {
          differences.append(entry.id)
        }
      }
      #expect(differences == [])
      // Every row the network path reads without `pokemon` documents (from the type
      // documents, the species and the form documents) is the one the cards were made from.
      let recording = RecordingClient(try corpus())
      let rows = try await RemotePokemonRepository(
        client: recording, endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase)
      ).summaries(index)
      let storedRows = try await builtIn.summaries(index)
      #expect(rows.count == index.count)
      let differentRows = zip(rows, storedRows).filter { $0 != $1 }.map(\.0.id)
      #expect(differentRows == [])
      let pokemonDocuments = recording.urls.filter { $0.contains("/api/v2/pokemon/") }
      #expect(pokemonDocuments == [])
      #expect(recording.urls.count > 1000)
    }
  }

  /// The database's reader against the older container it replaces: the same list,
  /// rows, cards, generations, types and answers to names, for every Pokémon.
  @Test func theDatabaseAnswersWhatTheOldContainerAnswers() async throws {
    try await CorpusLane.run {
      let pokedex = try #require(EmbeddedPokedex.open())
      let old = BuiltInPokemonRepository(pokedex: pokedex)
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("pokecli-database-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let database = DatabasePokemonRepository(
        database: try EmbeddedDatabase.open(cacheFolder: folder))
      let index = try await old.index()
      expectEqualLists(try await database.index(), index)
      let oldRows = try await old.summaries(index)
      let rows = try await database.summaries(index)
      let differentRows = zip(oldRows, rows).filter { $0 != $1 }.map(\.0.id)
      #expect(rows.count == oldRows.count)
      #expect(differentRows == [])
      var differences: [Int] = []
      var fieldCounts: [String: Int] = [:]
      for entry in index {
        let expected = try await old.pokemon(.number(entry.id))
        let card = try await database.pokemon(.number(entry.id))
        if json(expected) != json(card) || expected != card {
          for field in differingFields(expected, card, seen: Set(fieldCounts.keys)) {
            fieldCounts[field, default: 0] += 1
          }
          differences.append(entry.id)
        }
        if try await database.summary(.number(entry.id)) != expected.summary {
          differences.append(entry.id)
        }
      }
      if !differences.isEmpty {
        print("\(differences.count) differing cards, by field: \(fieldCounts.sorted { $0.key < $1.key })")
        print("first ids: \(differences.prefix(40))")
      }
      #expect(differences == [])
      for generation in 1...9 {
        let expected = try await old.speciesIDs(inGeneration: generation)
        #expect(try await database.speciesIDs(inGeneration: generation) == expected)
      }
      for type in try pokedex.types() + [PokemonType(slug: "cosmic")] {
        let expected = await answer { try await old.pokemonIDs(ofType: type) }
        let members = await answer { try await database.pokemonIDs(ofType: type) }
        if case .value(let old) = expected, case .value(let new) = members, old != new {
          print("\(type): only old \(old.subtracting(new).sorted()), only database \(new.subtracting(old).sorted())")
        }
        #expect(members == expected, "\(type)")
      }
      for name in ["pikachu", "porygonz", "mr-mime", "deoxys", "giratina", "pikachuu", "jangmoo"] {
        let expected = await answer { try await old.pokemon(.name(name)) }
        #expect(await answer { try await database.pokemon(.name(name)) } == expected, "\(name)")
        let row = await answer { try await old.summary(.name(name)) }
        #expect(await answer { try await database.summary(.name(name)) } == row, "\(name)")
      }
      let missing = await answer { try await old.pokemon(.number(99_999)) }
      #expect(await answer { try await database.pokemon(.number(99_999)) } == missing)
    }
  }

  /// The value `body` gives, or the error it throws as text, to compare.
  private func answer<Value: Hashable>(_ body: () async throws -> Value) async -> Answer<Value> {
    do { return .value(try await body()) } catch { return .error("\(error)") }
  }

  /// A value, or an error as text.
  enum Answer<Value: Hashable>: Hashable {
    case value(Value)
    case error(String)
  }

  /// The fields in which two cards differ, each printed with both values the first time
  /// (when not in `seen`).
  private func differingFields(_ expected: Pokemon, _ card: Pokemon, seen: Set<String>) -> [String] {
    let fields: [(String, AnyHashable, AnyHashable)] = [
      ("summary", expected.summary, card.summary), ("genus", expected.genus, card.genus),
      ("generation", expected.generation, card.generation),
      ("rarity", expected.rarity, card.rarity), ("height", expected.heightDecimetres, card.heightDecimetres),
      ("weight", expected.weightHectograms, card.weightHectograms),
      ("abilities", expected.abilities, card.abilities), ("stats", expected.stats, card.stats),
      ("typeDefenses", expected.typeDefenses, card.typeDefenses),
      ("pokedexEntries", expected.pokedexEntries, card.pokedexEntries),
      ("evolution", expected.evolution, card.evolution), ("forms", expected.forms, card.forms),
      ("profile", expected.profile, card.profile), ("sprites", expected.sprites, card.sprites),
    ]
    let differing = fields.filter { $0.1 != $0.2 }
    for (name, left, right) in differing where !seen.contains(name) {
      print("#\(expected.summary.id) \(name):\n  old:      \(left)\n  database: \(right)")
    }
    return differing.map(\.0)
  }

  @Test func theCommittedDataIsWhatTheGeneratorMakesFromTheCorpus() async throws {
    try await CorpusLane.run {
      let pokedex = try #require(EmbeddedPokedex.open())
      let remote = RemotePokemonRepository(
        client: try corpus(), endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase))
      var contents = try await BuiltInPokedexBuilder(remote: remote)
        .contents(generatedOn: pokedex.generatedOn)
      contents.source = pokedex.source
      let bytes = try BuiltInPokedex.encode(contents, compressor: ZlibCompressor())
      let committed = Data(
        bytes: built_in_pokedex_bytes(), count: built_in_pokedex_count())
      // A difference means the mapping changed: run scripts/generate-pokedex.sh again.
      #expect(bytes == committed)

      // The database's table files, likewise: each is what the generator writes.
      let documents = PokeAPIDocuments(
        client: try corpus(), endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase))
      let tables = try await BuiltInTables.make(
        cards: contents.cards, documents: documents, generatedOn: pokedex.generatedOn,
        source: pokedex.source)
      let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Apps/BuiltInPokedex/tables")
      var differing: [String] = []
      for table in tables {
        let file = folder.appendingPathComponent("\(table.name).tsv")
        let committedText = try? String(contentsOf: file, encoding: .utf8)
        if committedText != PokedexTableText.encode(table) { differing.append(table.name) }
      }
      #expect(differing == [])
      #expect(tables.first { $0.name == "pokemon" }?.rows.count == 1351)
      #expect(tables.first { $0.name == "species" }?.rows.count == 1025)
      #expect(tables.first { $0.name == "pokemon_forms" }?.rows.count == 1579)
      #expect(tables.first { $0.name == "evolution_chains" }?.rows.count == 541)
    }
  }

  private func json(_ pokemon: Pokemon) -> String? {
    PokemonDetailJSON.render(
      PokemonDetail.State(query: .number(pokemon.summary.id), status: .loaded(pokemon)))
  }

  private func expectEqualLists(_ left: [PokemonIndexEntry], _ right: [PokemonIndexEntry]) {
    #expect(left == right)
  }
}

/// Passes requests on to another client and keeps their URLs.
final class RecordingClient: HTTPClient, @unchecked Sendable {
  private let client: any HTTPClient
  private let lock = NSLock()
  private var recorded: [String] = []

  init(_ client: any HTTPClient) {
    self.client = client
  }

  /// Every URL asked for so far.
  var urls: [String] { lock.withLock { recorded } }

  func get(_ url: URL) async throws -> Data {
    lock.withLock { recorded.append(url.absoluteString) }
    return try await client.get(url)
  }
}
