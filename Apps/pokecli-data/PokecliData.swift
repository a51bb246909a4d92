import ArgumentParser
import PokedexData
import Domain
import Foundation
import Infrastructure
import PokedexDatabaseGenerator

/// `pokecli-data`: generates the built-in Pokédex's tables from a PokeAPI, or from a copy
/// of its documents, with pokecli's own repository for the columns that hold its own words,
/// and writes one text file per table where the `BuiltInPokedex` target builds the
/// database from.
///
/// Run through scripts/generate-pokedex.sh. The output depends only on the answers and
/// `--date`.
@main
struct PokecliData: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pokecli-data",
    abstract: "Generate the Pokédex built into pokecli from a PokeAPI.")

  @Option(help: "The API the data stands for, and the one read without --corpus.")
  var baseURL = PokeAPIEndpoints.defaultBaseURL

  @Option(help: "A folder holding api/v2, read in place of the API (../shared/pokeapi).")
  var corpus: String?

  @Option(help: "The day the data is as of, yyyy-MM-dd (UTC); not read from the clock.")
  var date: String

  @Option(help: "The folder the database's table files are written to, one per table.")
  var tables = "Apps/BuiltInPokedex/tables"

  func validate() throws {
    guard date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil else {
      throw ValidationError("--date must be yyyy-MM-dd, not \"\(date)\"")
    }
  }

  func run() async throws {
    let client: any HTTPClient =
      try corpus.map { try CorpusFolderClient(folder: URL(fileURLWithPath: $0)) }
      ?? AsyncHTTPClientTransport(
        settings: .init(deadline: .seconds(60), userAgent: "pokecli-data"))
    let remote = RemotePokemonRepository(
      client: client, endpoints: try PokeAPIEndpoints(baseURL: baseURL))
    let written = await Result {
      let cards = try await DefaultCards(remote: remote).load { done, total in
        guard done % 100 == 0 || done == total else { return }
        FileHandle.standardError.write(Data("\(done)/\(total)\n".utf8))
      }
      try await writeTables(cards: cards, client: client)
    }
    await client.shutdown()
    try written.get()
    print("tables written to \(tables), as of \(date)")
  }

  /// Writes every table of the database as `<table>.tsv` in `tables` (`<table>.tsv.z`
  /// for the compressed ones), replacing the files of an earlier generation.
  func writeTables(cards: [Pokemon], client: any HTTPClient) async throws {
    let documents = PokeAPIDocuments(client: client, endpoints: try PokeAPIEndpoints(baseURL: baseURL))
    let sprites = BuiltInSpriteSource(
      sprites: RemoteSpriteRepository(client: client, decoder: PNGDecoder()),
      codec: SpriteCacheCodec(compressor: ZlibCompressor()))
    let made = try await BuiltInTables.make(
      cards: cards, documents: documents, sprites: sprites, generatedOn: date, source: baseURL)
    let folder = URL(fileURLWithPath: tables)
    for table in made {
      let file = folder.appendingPathComponent(PokedexTableText.fileName(of: table.name))
      var bytes = Data(PokedexTableText.encode(table).utf8)
      if PokedexTableText.compressedTables.contains(table.name) {
        bytes = try ZlibCompressor().compress(bytes)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("\(table.name).tsv"))
      }
      try bytes.write(to: file, options: .atomic)
      FileHandle.standardError.write(Data("\(table.name): \(table.rows.count) rows\n".utf8))
    }
  }
}

extension Result where Failure == any Error {
  /// The outcome of an async throwing body, so that what must follow it runs either way.
  init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
