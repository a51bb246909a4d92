import Foundation
import PokedexTesting
import Testing

/// Real pokecli processes, measured from outside: the memory a hostile answer can make
/// them hold, and the files a run leaves in a home folder of its own.
@Suite(.timeLimit(.minutes(20))) struct ProcessFootprintTests {
  /// The most memory a run may hold however large the answer: the document cap (8 MB)
  /// plus the runtime, with room to spare.
  static let memoryBound = 100 * 1024 * 1024

  @Test(arguments: ["gzip bomb", "huge body"])
  func aBombKeepsPeakMemoryUnderTheBound(scenario: String) async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let handler = scenario == "gzip bomb" ? HostileScenario.gzipBomb : HostileScenario.hugeBody
    let run = try await HostileServer.with(handler: handler) { server in
      try await ChildProcess.run(
        executable, ["list", "--base-url", server.apiURL],
        environment: ["HOME": home.path, "POKECLI_RETRIES": "4", "PATH": "/usr/bin:/bin"])
    }
    #expect(run.status == 1)
    #expect(run.stderr.hasSuffix("is larger than 8 MB; reading stopped there\n"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.peakMemory < Self.memoryBound, "peak RSS \(run.peakMemory / 1_048_576) MB")
    // A reading was taken at all: pokecli alone holds several megabytes.
    #expect(run.peakMemory > 4 * 1_048_576, "peak RSS \(run.peakMemory / 1_048_576) MB")
    // How long it took is not asserted: the message above says the cap stopped it, not a
    // deadline, and a loaded machine may take its time.
  }

  @Test(arguments: [["--version"], ["--help"], ["cache", "info"], ["favorites"]])
  func aRunThatFetchesNothingWritesNothingInTheHomeFolder(arguments: [String]) async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await ChildProcess.run(
      executable, arguments, environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(try created(in: home) == [])
  }

  @Test func aListWritesOnlyUnderPokeclisCacheFolderInHOME() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = try temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) {
      server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      return try await ChildProcess.run(
        executable, ["list", "--limit", "2", "--base-url", base],
        environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
    }
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let paths = try created(in: home)
    #expect(!paths.isEmpty)
    #expect(paths.allSatisfy { $0 == ".cache" || $0.hasPrefix(".cache/pokecli") }, "\(paths)")
  }

  // MARK: - Helpers

  private func temporaryHome() throws -> URL {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return home
  }

  /// Every path below `home`, relative to it, sorted.
  private func created(in home: URL) throws -> [String] {
    let prefix = home.resolvingSymlinksInPath().path + "/"
    let walker = FileManager.default.enumerator(atPath: home.path)
    var paths: [String] = []
    while let path = walker?.nextObject() as? String { paths.append(path) }
    return paths.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }.sorted()
  }
}
