import Foundation
import PokedexTesting
import Testing

/// The built-in database in real pokecli processes: expanded once into the cache folder,
/// and still read when neither the cache folder nor the temporary folder can hold it.
@Suite(.timeLimit(.minutes(20))) struct BuiltInDatabaseProcessTests {
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("pokecli-db-process-\(UUID().uuidString)")

  @Test func theFirstRunExpandsTheDatabaseIntoTheCacheFolderAndTheNextReusesIt() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let cache = scratch.appendingPathComponent("cache")
    let environment = [
      "HOME": scratch.path, "POKECLI_CACHE_DIR": cache.path, "PATH": "/usr/bin:/bin",
    ]
    for _ in 0..<2 {
      let run = try await ChildProcess.run(
        executable, ["show", "pikachu", "--offline"], environment: environment)
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(run.stdout.hasPrefix("#0025  Pikachu"))
      let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        .filter { !$0.hasPrefix(".") }
      #expect(files.count == 1 && files.allSatisfy { $0.hasPrefix("pokedex-") }, "\(files)")
    }
  }

  /// On Linux the shared-memory folder (/dev/shm) holds it then; elsewhere the system's
  /// temporary folder is the last place, and a lookup says it cannot read the data.
  @Test(.enabled(if: isLinux))
  func withNeitherTheCacheNorTheTemporaryFolderTheDatabaseIsReadFromSharedMemory() async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A file where each folder should be: no folder can be made below it, even by root.
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let blocker = scratch.appendingPathComponent("a-file")
    try Data("not a folder".utf8).write(to: blocker)
    let run = try await ChildProcess.run(
      executable, ["show", "pikachu", "--offline"],
      environment: [
        "HOME": scratch.path, "POKECLI_CACHE_DIR": blocker.appendingPathComponent("cache").path,
        "TMPDIR": blocker.appendingPathComponent("tmp").path, "PATH": "/usr/bin:/bin",
      ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.hasPrefix("#0025  Pikachu"))
  }
}

#if os(Linux)
  private let isLinux = true
#else
  private let isLinux = false
#endif
