import Foundation
import PokedexTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Real pokecli processes reading a 2 GB file (sparse, so it costs the disk nothing) where
/// a cache entry or the favorites are: it is refused in one line before it is read, so
/// the run's peak memory stays under the bound, whatever is on disk.
@Suite(.timeLimit(.minutes(20))) struct BoundedReadTests {
  static let twoGigabytes: off_t = 2 << 30

  @Test func aHugeCacheEntryIsDroppedAndFetchedAgainInBoundedMemory() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = try Self.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let arguments = ["list", "--limit", "2", "--base-url", base]
      let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin"]
      let cold = try await ChildProcess.run(executable, arguments, environment: environment)
      #expect(cold.status == 0, "stderr: \(cold.stderr)")
      let entry = try #require(Self.file(named: "pokemon.json", below: home))
      #expect(truncate(entry.path, Self.twoGigabytes) == 0)

      await server.resetRequests()
      let run = try await ChildProcess.run(executable, arguments, environment: environment)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(run.stdout == cold.stdout)
      #expect(run.stderr == "pokecli: dropped 1 unreadable cache entry and fetched again\n")
      #expect(await server.requestCount == 1, "only the national list is fetched again")
      #expect(Self.size(of: entry) < 1 << 20, "the entry was written afresh")
      Self.expectBounded(run)
    }
  }

  @Test(arguments: [["favorites"], ["favorite", "1"], ["list", "--limit", "2"]])
  func aHugeFavoritesFileIsLeftUntouchedAndSaidWhyInBoundedMemory(
    arguments: [String]
  ) async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = try Self.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let data = home.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let favorites = data.appendingPathComponent("favorites.json")
    #expect(FileManager.default.createFile(atPath: favorites.path, contents: Data()))
    #expect(truncate(favorites.path, Self.twoGigabytes) == 0)
    let modified = try Self.modification(of: favorites)

    let run = try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) {
      server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      return try await ChildProcess.run(
        executable, arguments + ["--base-url", base],
        environment: ["HOME": home.path, "POKECLI_DATA_DIR": data.path, "PATH": "/usr/bin:/bin"])
    }
    let reason = "cannot read \(favorites.path): it holds 2 GB, "
      + "more than pokecli ever writes (1 MB at most); it was left as it is"
    #expect(run.stderr.contains(reason), "stderr: \(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
    // A list still lists, saying why no favorite is marked; the others fail.
    #expect(run.status == (arguments[0] == "list" ? 0 : 1))
    #expect(Self.size(of: favorites) == Int(Self.twoGigabytes))
    #expect(try Self.modification(of: favorites) == modified)
    Self.expectBounded(run)
  }

  // MARK: - Helpers

  private static func expectBounded(
    _ run: MeasuredRun, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let megabytes = run.peakMemory / 1_048_576
    #expect(
      run.peakMemory < ProcessFootprintTests.memoryBound, "peak RSS \(megabytes) MB",
      sourceLocation: sourceLocation)
    #expect(run.peakMemory > 4 * 1_048_576, "peak RSS \(megabytes) MB",
      sourceLocation: sourceLocation)
  }

  private static func temporaryHome() throws -> URL {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  /// The first file called `name` below `folder`.
  private static func file(named name: String, below folder: URL) -> URL? {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      if url.lastPathComponent == name { return url }
    }
    return nil
  }

  private static func size(of file: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int) ?? -1
  }

  private static func modification(of file: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
  }
}
