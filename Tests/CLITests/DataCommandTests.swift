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
    let name = "pokedex-\(String(cString: built_in_database_checksum())).sqlite"
    #expect(files.sorted() == [".\(name).stamp", name])
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

  @Test func aDamagedFileOfTheRightSizeIsMadeAgain() async throws {
    defer { sandbox.remove() }
    _ = await CLIHarness.run(["data", "info"], sandbox: sandbox)
    let name = "pokedex-\(String(cString: built_in_database_checksum())).sqlite"
    let file = sandbox.cacheFolder.appendingPathComponent(name)
    // Its first page zeroed, in place: the size is right, the file is not.
    #expect(chmod(file.path, 0o644) == 0)
    let handle = try FileHandle(forWritingTo: file)
    try handle.write(contentsOf: Data(count: 4096))
    try handle.close()
    let info = await CLIHarness.run(["data", "info"], sandbox: sandbox)
    #expect(info.status == 0, "\(info.stderr)")
    #expect(info.stdout.contains("  Pokémon               1,351\n"))
    #expect(try Data(contentsOf: file).prefix(16) == Data("SQLite format 3\0".utf8))
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
    // name_keys, roster, effect_words, place_counts and place_games are derived while the
    // database is built; every other table has its file.
    #expect(files.count + 5 == sizes.count)
    // A row for every place, and each place's games: 2,297 pairs of a place and a game.
    #expect(sizes["place_counts"] == sizes["locations"])
    #expect((sizes["place_games"] ?? 0) > 2_000)
    #expect((sizes["name_keys"] ?? 0) > 33_000)
    #expect((sizes["roster"] ?? 0) > 1_100)
    #expect((sizes["effect_words"] ?? 0) > 2_600)
    #expect(differing == [])
  }
}

/// `data export` writes only a new file or, with `--force`, over a regular file: never
/// through a link, into a FIFO or a device, or over a folder; and `-` is standard output.
@Suite("data export, where it writes")
struct DataExportTargetTests {
  let sandbox = Sandbox()

  @Test func onlyARegularFileIsReplacedAndNothingElseIsTouched() async throws {
    defer { sandbox.remove() }
    let root = sandbox.root
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let mine = root.appendingPathComponent("mine.txt")
    try Data("mine".utf8).write(to: mine)
    let fifo = root.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let link = root.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: mine)
    let dangling = root.appendingPathComponent("dangling")
    let nowhere = root.appendingPathComponent("nowhere")
    try FileManager.default.createSymbolicLink(at: dangling, withDestinationURL: nowhere)
    let folder = root.appendingPathComponent("folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let refused: [(path: URL, force: Bool, reason: String)] = [
      (fifo, true, "it is a special file (a FIFO, a device or a socket), not a file"),
      (link, true, "it is a symbolic link, not a file"),
      (dangling, false, "it is a symbolic link, not a file"),
      (folder, true, "it is a folder, not a file"),
    ]
    for (path, force, reason) in refused {
      let run = await CLIHarness.run(
        ["data", "export", path.path] + (force ? ["--force"] : []), sandbox: sandbox)
      #expect(run.status == 1)
      #expect(run.stderr == "pokecli: cannot write \(path.path): \(reason)\n")
    }
    #expect(try Data(contentsOf: mine) == Data("mine".utf8))
    #expect(!FileManager.default.fileExists(atPath: nowhere.path))
    // No partial file is left, and each entry is still what it was.
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(Set(names).subtracting(["data", "cache"]) == ["dangling", "folder", "link", "mine.txt", "pipe"])
    #expect(Self.kind(of: fifo) == S_IFIFO)
    #expect(Self.kind(of: link) == S_IFLNK)
    #expect(Self.kind(of: dangling) == S_IFLNK)
    #expect(Self.kind(of: folder) == S_IFDIR)
  }

  /// The `S_IFMT` bits of what stands at `url`, not following a link.
  static func kind(of url: URL) -> mode_t? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  @Test func aDashWritesTheDatabaseToStandardOutputButNotToATerminal() async throws {
    defer { sandbox.remove() }
    let piped = await CLIHarness.run(["data", "export", "-"], sandbox: sandbox)
    #expect(piped.status == 0)
    #expect(piped.stderr == "")
    #expect(piped.stdout.hasPrefix("SQLite format 3\0"))
    let shown = await CLIHarness.run(
      ["data", "export", "-"], sandbox: sandbox, outputIsTerminal: true)
    #expect(shown.status == 1)
    #expect(shown.stdout == "")
    #expect(shown.stderr.hasPrefix("pokecli: standard output is a terminal"))
  }
}
