import Foundation
import PokedexTesting
import Testing

/// `cache clear` removes the built-in database's expanded copy with the cache: a user who
/// suspects it is damaged needs no path to delete by hand, and the next run makes it again.
/// Real processes: a run in this test process would hold its copy (a shared `flock`) for
/// the rest of the process, which is what keeps a copy in use from being removed.
@Suite(.timeLimit(.minutes(20))) struct CacheClearDatabaseTests {
  @Test func cacheClearRemovesTheExpandedDatabaseAndTheNextRunMakesItAgain() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    // Named, so that the folder is the same on macOS (`~/Library/Caches`) as on Linux.
    let cache = home.appendingPathComponent("cache")
    let environment = [
      "HOME": home.path, "POKECLI_CACHE_DIR": cache.path, "PATH": "/usr/bin:/bin",
      "TMPDIR": home.path,
    ]
    func databases() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? [])
        .filter { $0.hasPrefix("pokedex-") || $0.hasPrefix(".pokedex-") }.sorted()
    }

    let first = try await ChildProcess.run(executable, ["show", "25"], environment: environment)
    #expect(first.status == 0, "stderr: \(first.stderr)")
    #expect(databases().count == 2, "\(databases())")  // the file and its stamp
    let cleared = try await ChildProcess.run(
      executable, ["cache", "clear"], environment: environment)
    #expect(cleared.status == 0, "stderr: \(cleared.stderr)")
    // Copies in the fallback folders that no run holds go too (/dev/shm/pokecli-UID, which
    // no variable moves), so there may be more than one.
    let said = cleared.stdout.split(separator: "\n").last ?? ""
    #expect(said.hasPrefix("removed ") && said.contains("; the next run makes"), "\(said)")
    #expect(databases() == [])
    let again = try await ChildProcess.run(executable, ["show", "25"], environment: environment)
    #expect(again.status == 0, "stderr: \(again.stderr)")
    #expect(again.stdout == first.stdout)
    #expect(databases().count == 2, "\(databases())")
  }
}
