import PokedexData
import Domain
import Foundation
import Infrastructure
import PokedexTesting
import Presentation
import Testing

@testable import pokecli
import PokedexDatabaseGenerator

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
    // As the binary always is: with its built-in data, which over another API gives the
    // words the documents lack (the Pokédexes' names), never the answers.
    let fromNetwork = await CLIHarness.run(
      arguments, variables: ["POKEAPI_BASE_URL": Self.corpusBase], httpClient: try corpus(),
      builtIn: .embedded)
    let builtIn = await CLIHarness.run(
      arguments, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(fromNetwork.status == 0)
    #expect(builtIn == fromNetwork)
  }

  /// What a language changes on a card, as both sources give it: the names, genus, egg
  /// groups, abilities with their texts, forms, and the newest Pokédex entry.
  static func words(_ pokemon: Pokemon) -> [String] {
    let newest = pokemon.pokedexEntry()
    return [pokemon.summary.displayName, pokemon.genus ?? "-"] + pokemon.profile.eggGroups
      + pokemon.abilities.map { "\($0.displayName) \($0.isEnglishFallback == true) \($0.effect ?? "-")" }
      + pokemon.forms.map(\.displayName)
      + [newest.map { "\($0.game) \($0.isEnglishFallback == true) \($0.text)" } ?? "-"]
  }

  /// A card's Pokédex entries in the games' order, whatever order its source gave them.
  private static func entries(_ card: Pokemon) -> [String] {
    card.pokedexEntries
      .sorted { ($0.gameOrder, $0.game, $0.text) < ($1.gameOrder, $1.game, $1.text) }
      .map { "\($0.game) \($0.isEnglishFallback == true) \($0.text)" }
  }

  @Test func everyCardsJSONAndRowIsTheNetworks() async throws {
    try await CorpusLane.run {
      let builtIn = DatabasePokemonRepository(database: try BuiltInData.embeddedDatabase())
      let remote = RemotePokemonRepository(
        client: try corpus(), endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase))
      let index = try await remote.index()
      expectEqualLists(try await builtIn.index(), index)
      var differences: [Int] = []
      var differentEntries: [Int] = []
      let translations = try TranslatedWords.languages.map {
        ($0, DatabasePokemonRepository(database: try BuiltInData.embeddedDatabase(language: $0)))
      }
      var untranslated: [String] = []
      for entry in index {
        let read = try await remote.pokemon(.number(entry.id))
        let network = read.shown(in: "en")
        let stored = try await builtIn.pokemon(.number(entry.id))
        if json(network) != json(stored) || stored.summary != network.summary {
          differences.append(entry.id)
        }
        // Every game's Pokédex entry, for `--game`, not only the one the JSON shows.
        if Self.entries(stored) != Self.entries(network) { differentEntries.append(entry.id) }
        // In another language, the card's words are the built-in data's.
        for (language, database) in translations {
          let said = Self.words(read.shown(in: language))
          let shown = Self.words(try await database.pokemon(.number(entry.id)))
          if said != shown { untranslated.append("\(entry.id) \(language): \(said) ≠ \(shown)") }
        }
      }
      #expect(differences == [])
      #expect(differentEntries == [], "\(differentEntries.count) cards")
      #expect(untranslated.isEmpty, "\(untranslated.count): \(untranslated.prefix(12))")
      // Every row the network path reads without `pokemon` documents (from the type
      // documents, the species and the form documents) is the one the cards were made from.
      let recording = RecordingClient(try corpus())
      let translatedRows = try await RemotePokemonRepository(
        client: recording, endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase)
      ).summaries(index)
      let rows = translatedRows.map { $0.shown(in: "en") }
      let storedRows = try await builtIn.summaries(index)
      #expect(rows.count == index.count)
      let differentRows = zip(rows, storedRows).filter { $0 != $1 }.map(\.0.id)
      #expect(differentRows == [])
      // In another language, every row's name is the built-in data's: a form is told
      // apart from its siblings as the built-in data tells it.
      for (language, database) in translations {
        let said = translatedRows.map { $0.shown(in: language).displayName }
        let shown = try await database.summaries(index).map(\.displayName)
        let different = zip(index, zip(said, shown)).filter { $1.0 != $1.1 }
          .map { "\($0.id) \(language): \($1.0) ≠ \($1.1)" }
        #expect(different.isEmpty, "\(different.count): \(different.prefix(12))")
      }
      let pokemonDocuments = recording.urls.filter { $0.contains("/api/v2/pokemon/") }
      #expect(pokemonDocuments == [])
      #expect(recording.urls.count > 1000)
    }
  }

  /// The database's answers to the questions besides cards and rows (the species of each
  /// generation, the Pokémon of each type, names written any way) are the network's.
  @Test func theDatabaseAnswersGenerationsTypesAndNamesAsTheNetworkDoes() async throws {
    try await CorpusLane.run {
      let database = try BuiltInData.embeddedDatabase()
      let builtIn = DatabasePokemonRepository(database: database)
      let remote = RemotePokemonRepository(
        client: try corpus(), endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase))
      #expect(try await database.generations() == Array(1...9))
      // Each generation is its species with their forms, each form's species as its own
      // document names it: over the network (which finds a form's species by its slug)
      // and built in alike.
      let index = try await remote.index()
      let speciesOf = Dictionary(
        try await remote.summaries(index).map { ($0.id, $0.speciesID) },
        uniquingKeysWith: { first, _ in first })
      for generation in 1...9 {
        let answered = try await remote.pokemonIDs(inGeneration: generation)
        let species = Set(answered.filter { speciesOf[$0] == $0 })
        let expected = index.map(\.id).filter { speciesOf[$0].map(species.contains) == true }
        #expect(answered == expected.sorted(), "generation \(generation)")
        #expect(
          try await builtIn.pokemonIDs(inGeneration: generation) == expected.sorted(),
          "generation \(generation)")
      }
      for type in try await database.types() {
        let expected = await answer { try await remote.pokemonIDs(ofType: type) }
        #expect(await answer { try await builtIn.pokemonIDs(ofType: type) } == expected, "\(type)")
      }
      await #expect(throws: PokedexError.notCached(.type(PokemonType(slug: "cosmic")))) {
        _ = try await builtIn.pokemonIDs(ofType: PokemonType(slug: "cosmic"))
      }
      for name in ["pikachu", "porygonz", "mr-mime", "deoxys", "giratina", "jangmoo"] {
        let expected = await answer { try await remote.pokemon(.name(name)).summary }
        #expect(await answer { try await builtIn.pokemon(.name(name)).summary } == expected, "\(name)")
        #expect(await answer { try await builtIn.summary(.name(name)) } == expected, "\(name)")
      }
      let unknown = PokedexError.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu"])
      await #expect(throws: unknown) { _ = try await builtIn.pokemon(.name("pikachuu")) }
      await #expect(throws: PokedexError.entryNotFound(.pokemon, .number(99_999), suggestions: [])) {
        _ = try await builtIn.pokemon(.number(99_999))
      }
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

  @Test func theCommittedDataIsWhatTheGeneratorMakesFromTheCorpus() async throws {
    try await CorpusLane.run {
      let pokedex = try #require(BuiltInData.embedded)
      let remote = RemotePokemonRepository(
        client: try corpus(), endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase))
      let cards = try await DefaultCards(remote: remote).load()
      // A table file that differs means the mapping or the schema changed: run
      // scripts/generate-pokedex.sh again.
      let documents = PokeAPIDocuments(
        client: try corpus(), endpoints: try PokeAPIEndpoints(baseURL: Self.corpusBase))
      let sprites = BuiltInSpriteSource(
        sprites: RemoteSpriteRepository(client: try corpus(), decoder: PNGDecoder()),
        codec: SpriteCacheCodec(compressor: ZlibCompressor()))
      let tables = try await BuiltInTables.make(
        cards: cards, documents: documents, sprites: sprites, generatedOn: pokedex.generatedOn,
        source: pokedex.source)
      let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Apps/BuiltInPokedex/tables")
      var differing: [String] = []
      for table in tables {
        let file = folder.appendingPathComponent(PokedexTableText.fileName(of: table.name))
        let madeText = PokedexTableText.encode(table)
        var committedText = try? String(contentsOf: file, encoding: .utf8)
        if PokedexTableText.compressedTables.contains(table.name) {
          // The text compared, not the bytes: another zlib may compress it otherwise.
          committedText = (try? ZlibStream.expanded(Data(contentsOf: file), limit: 100_000_000))
            .flatMap { String(data: $0, encoding: .utf8) }
        }
        if committedText != madeText { differing.append(table.name) }
      }
      #expect(differing == [])
      #expect(tables.first { $0.name == "pokemon" }?.rows.count == 1351)
      #expect(tables.first { $0.name == "species" }?.rows.count == 1025)
      #expect(tables.first { $0.name == "pokemon_forms" }?.rows.count == 1579)
      #expect(tables.first { $0.name == "evolution_chains" }?.rows.count == 541)
      // Every sprite the corpus holds of what the 1025 species link: plain, shiny, female, shiny female.
      #expect(tables.first { $0.name == "sprites" }?.rows.count == 2241)
    }
  }

  private func json(_ pokemon: Pokemon) -> String? {
    OutputFormat.json.render(
      PokemonCard(
        state: PokemonDetail.State(query: .number(pokemon.summary.id), status: .loaded(pokemon))),
      hints: NoHints())
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
