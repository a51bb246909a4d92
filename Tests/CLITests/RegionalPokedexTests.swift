import Domain
import Foundation
import Infrastructure
import PokedexData
import PokedexTesting
import Testing

@testable import pokecli

/// `pokecli list --pokedex` end to end from the built-in database, and every Pokédex
/// against its `pokedex` document when `POKEAPI_CORPUS` names the corpus.
@Suite("Regional Pokédexes", .timeLimit(.minutes(20)))
struct RegionalPokedexTests {
  @Test func paldeaInItsOwnOrderWithItsNumbers() async {
    let result = await CLIHarness.run(
      ["list", "--pokedex", "Paldea", "--limit", "3", "--width", "80"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
      Pokédex: Paldea

      No.   National  Name         Types
      #001  #0906     Sprigatito   Grass
      #002  #0907     Floragato    Grass
      #003  #0908     Meowscarada  Grass Dark

      Showing 1–3 of 400 · page 1 of 134
      Next page: pokecli list --pokedex paldea --page 2 --limit 3

      """)
  }

  /// A Pokédex is found by its name in any language, not only by its slug's words.
  @Test(arguments: [
    ("Let’s Go Kanto", "Showing 1–2 of 153"), ("original hoenn", "Showing 1–2 of 202"),
    ("Septentria", "Showing 1–2 of 200"),
  ])
  func aPokedexIsFoundByItsName(name: String, footer: String) async {
    let result = await CLIHarness.run(
      ["list", "--pokedex", name, "--limit", "2", "--width", "80"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(footer), "\(result.stdout)")
  }

  @Test func badPokedexesGetOneLine() async {
    let unknown = await CLIHarness.run(
      ["list", "--pokedex", "paldia"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "pokecli: no Pokédex named \"paldia\" — did you mean \"paldea\"?\n")
    let combined = await CLIHarness.run(
      ["list", "--pokedex", "kanto", "--type", "fire"], httpClient: UnreachableNetwork(),
      builtIn: .embedded)
    #expect(combined.status == 64)
    #expect(combined.stderr.hasPrefix("pokecli: --pokedex lists a Pokédex in its own order"))
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil))
  func everyPokedexIsItsDocument() async throws {
    // On the corpus lane: decoding documents must not hold the pool the loopback
    // servers of other suites run on.
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let folder = URL(fileURLWithPath: path).appendingPathComponent("api/v2/pokedex")
      let catalog = DatabaseRegionalPokedexCatalog(database: try BuiltInData.embeddedDatabase())
      let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .compactMap { Int($0) }.sorted()
      let names = try await catalog.pokedexNames()
      #expect(names.count == ids.count)
      for id in ids {
        let raw = try MoveCorpusTests.raw(folder.appendingPathComponent("\(id)/index.json"))
        let slug = try #require(raw["name"] as? String)
        let expected = (raw["pokemon_entries"] as? [[String: Any]] ?? []).compactMap {
          entry -> String? in
          guard let number = entry["entry_number"] as? Int,
            let species = (entry["pokemon_species"] as? [String: Any])?["url"] as? String
          else { return nil }
          return "\(number) \(species.split(separator: "/").last ?? "")"
        }
        let entries = try await catalog.entries(of: slug)
        #expect(entries.map { "\($0.number) \($0.pokemon.speciesID)" } == expected, "\(slug)")
      }
    }
  }

  /// The network path gives the built-in pages: the Kanto and Paldea Pokédexes read over
  /// the corpus, page by page, equal the database's.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["POKEAPI_CORPUS"] != nil))
  func theNetworksPagesAreTheBuiltInOnes() async throws {
    try await CorpusLane.run {
      let path = try #require(ProcessInfo.processInfo.environment["POKEAPI_CORPUS"])
      let client = try CorpusFolderClient(folder: URL(fileURLWithPath: path))
      let endpoints = try PokeAPIEndpoints(baseURL: BuiltInCorpusTests.corpusBase)
      let remote = RemoteRegionalPokedexCatalog(
        reader: PokeAPIReader(client: client, endpoints: endpoints, retries: .none),
        cache: nil,
        pokemon: RemotePokemonRepository(client: client, endpoints: endpoints))
      let builtIn = DatabaseRegionalPokedexCatalog(database: try BuiltInData.embeddedDatabase())
      for slug in ["kanto", "paldea"] {
        let all = try await builtIn.entries(of: slug)
        for offset in stride(from: 0, to: all.count, by: 100) {
          let request = PageRequest(offset: offset, limit: 100)
          // Rows read straight from PokeAPI carry every language; the cache shows one.
          let fromNetwork = try await remote.page(of: slug, request)?.map {
            RegionalEntry(number: $0.number, pokemon: $0.pokemon.shown(in: "en"), pokedex: $0.pokedex)
          }
          let fromDatabase = try await builtIn.page(of: slug, request)
          #expect(fromNetwork == fromDatabase, "\(slug) from \(offset)")
        }
      }
      #expect(try await remote.page(of: "kantoo", PageRequest(offset: 0, limit: 20)) == nil)
    }
  }
}
