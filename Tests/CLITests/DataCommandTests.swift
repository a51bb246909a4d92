import BuiltInPokedex
import Foundation
import Infrastructure
import PokedexTesting
import PokedexData
import Testing

@testable import pokecli

/// `pokecli data info|export`: the built-in SQLite database, as a user sees it.
@Suite("The built-in database, end to end")
struct DataCommandTests {
  let sandbox = Sandbox()

  @Test func infoSaysTheDateTheSizeAndTheCountsWithoutARequest() async throws {
    defer { sandbox.remove() }
    let info = await CLIHarness.run(["data", "info"], sandbox: sandbox, httpClient: UnreachableNetwork())
    #expect(info.status == 0)
    #expect(info.stderr == "")
    #expect(info.stdout.hasPrefix("Built-in data: PokeAPI as of 20"))
    #expect(info.stdout.contains("  Pokémon               1,351\n"))
    #expect(info.stdout.contains("  Species               1,025\n"))
    #expect(
      info.stdout.hasSuffix("\nWrite it to a file with: pokecli data export pokedex.sqlite\n"))
    // The database was expanded once into the cache folder, under the build's checksum.
    let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheFolder.path)
    #expect(files == ["pokedex-\(String(cString: built_in_database_checksum())).sqlite"])
  }

  @Test func exportWritesTheDatabaseAndNeverOverwritesAFileUnasked() async throws {
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
    let file = sandbox.root.appendingPathComponent("pokedex.sqlite")
    let export = await CLIHarness.run(["data", "export", file.path], sandbox: sandbox)
    #expect(export.status == 0)
    let bytes = try Data(contentsOf: file)
    #expect(bytes.count == built_in_database_expanded_count())
    #expect(bytes.prefix(16) == Data("SQLite format 3\0".utf8))

    try Data("mine".utf8).write(to: file)
    let again = await CLIHarness.run(["data", "export", file.path], sandbox: sandbox)
    #expect(again.status == 1)
    #expect(again.stderr.hasSuffix("exists already: name another file, or add --force\n"))
    #expect(try Data(contentsOf: file) == Data("mine".utf8))

    let forced = await CLIHarness.run(["data", "export", file.path, "--force"], sandbox: sandbox)
    #expect(forced.status == 0)
    #expect(try Data(contentsOf: file).count == built_in_database_expanded_count())
  }

  @Test func aDamagedExpandedFileIsMadeAgain() async throws {
    defer { sandbox.remove() }
    _ = await CLIHarness.run(["data", "info"], sandbox: sandbox)
    let name = "pokedex-\(String(cString: built_in_database_checksum())).sqlite"
    let file = sandbox.cacheFolder.appendingPathComponent(name)
    try Data("cut short".utf8).write(to: file)
    let info = await CLIHarness.run(["data", "info"], sandbox: sandbox)
    #expect(info.status == 0)
    #expect(try Data(contentsOf: file).count == built_in_database_expanded_count())
  }

  @Test func theDatabaseHoldsEveryRowOfEveryCommittedTableFile() async throws {
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
    let file = sandbox.root.appendingPathComponent("pokedex.sqlite")
    #expect(await CLIHarness.run(["data", "export", file.path], sandbox: sandbox).status == 0)
    let sizes = Dictionary(
      try await PokedexDatabase(path: file.path).tableSizes().map { ($0.table, $0.rows) },
      uniquingKeysWith: { first, _ in first })
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Apps/BuiltInPokedex/tables")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".tsv") || $0.hasSuffix(".tsv.z") }
    var differing: [String] = []
    for name in files {
      let table = String(name.prefix { $0 != "." })
      var bytes = try Data(contentsOf: folder.appendingPathComponent(name))
      if name.hasSuffix(".z") { bytes = try ZlibStream.expanded(bytes, limit: 100_000_000) }
      let rows = bytes.filter { $0 == UInt8(ascii: "\n") }.count - 1
      if sizes[table] != rows { differing.append("\(table): \(sizes[table] ?? -1), file \(rows)") }
    }
    // name_keys is derived while the database is built; every other table has its file.
    #expect(files.count + 1 == sizes.count)
    #expect((sizes["name_keys"] ?? 0) > 33_000)
    #expect(differing == [])
  }
}
