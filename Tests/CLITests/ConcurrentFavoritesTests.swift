import Foundation
import PokedexTesting
import Testing

/// Starts real pokecli processes at once, to prove favorites survive concurrent writers:
/// every change is made under a file lock and written atomically.
@Suite("Favorites from many processes at once", .timeLimit(.minutes(20)))
struct ConcurrentFavoritesTests {
  @Test func twentyProcessesTogglingTwentyPokemonLeaveExactlyTwenty() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let ids = FixturePokedex.entries.prefix(20).map(\.id)

    // Warm the cache first, so the processes need no server: the test is about the
    // favorites file, and 20 processes on a small machine should not wait on the network.
    let base = try await FixtureSession.with(sandbox: sandbox) { session in
      let warm = await session.run(["cache", "prefetch", "--range", "1-22"])
      #expect(warm.result.status == 0)
      return session.baseURL
    }

    let processes = try ids.map { id in
      let process = Process()
      process.executableURL = executable
      process.arguments = ["favorite", String(id), "--offline", "--base-url", base]
      var environment = ProcessInfo.processInfo.environment
      environment.merge(sandbox.variables) { _, sandboxed in sandboxed }
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in processes { await PokecliExecutable.wait(for: process) }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })

    let file = sandbox.dataFolder.appendingPathComponent("favorites.json")
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file))
    let favorites = try #require((object as? [String: Any])?["favorites"] as? [[String: Any]])
    #expect(favorites.compactMap { $0["id"] as? Int }.sorted() == ids.sorted())
  }
}

/// Finds the pokecli executable `swift test` built: beside the test bundle (Linux), or in
/// the package's `.build/debug` (macOS, where the runner is a helper in the toolchain).
enum PokecliExecutable {
  static var url: URL? {
    var candidates: [URL] = []
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(folder.appendingPathComponent("pokecli"))
      folder = folder.deletingLastPathComponent()
    }
    var bundle = Bundle.main.bundleURL
    for _ in 0..<4 {
      candidates.append(bundle.appendingPathComponent("pokecli"))
      bundle = bundle.deletingLastPathComponent()
    }
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/pokecli"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Waits for `process` without blocking a thread of the cooperative pool.
  static func wait(for process: Process) async {
    while process.isRunning {
      try? await Task.sleep(for: .milliseconds(20))
    }
  }
}
