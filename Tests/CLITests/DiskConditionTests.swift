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

/// `update` and `cache prefetch` on a read-only or a full disk say so, rather than
/// suggesting the same command again. The disk is a tmpfs mounted read-only, or a few
/// kilobytes large, in a mount namespace of the run's own (`unshare -m`), so nothing of it
/// outlives the run; where that cannot be done (not root, no `unshare`), the tests are
/// skipped and `HonestHintsTests` and the use cases' tests cover the words.
@Suite(.timeLimit(.minutes(20))) struct DiskConditionTests {
  static let unshare = "/usr/bin/unshare"

  /// Whether a private mount namespace with a tmpfs can be made here.
  static let canMount: Bool = {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: unshare) else {
      return false
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-mount-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
      != nil
    else { return false }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: unshare)
    probe.arguments = ["-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs \"$0\"", folder.path]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  @Test(
    .enabled(if: canMount, "needs root and unshare to mount a tmpfs privately"),
    arguments: [
      (["cache", "prefetch", "--range", "1-3"], "ro", "the disk is read-only"),
      (["cache", "prefetch", "--range", "1-3"], "size=4k", "the disk is full"),
      (["update"], "ro", "the disk is read-only"),
      (["update"], "size=4k", "the disk is full"),
    ])
  func aReadOnlyOrFullDiskIsSaidSo(command: [String], options: String, says: String)
    async throws
  {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-disk-\(UUID().uuidString)")
    let cache = home.appendingPathComponent("cache")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) {
      server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let script = "mount -t tmpfs -o \(options) tmpfs \"$0\" && exec \"$@\""
      return try await ChildProcess.run(
        URL(fileURLWithPath: Self.unshare),
        ["-m", "sh", "-c", script, cache.path, executable.path] + command
          + ["--base-url", base, "--width", "1000"],
        environment: [
          "HOME": home.path, "POKECLI_CACHE_DIR": cache.path, "POKECLI_RETRIES": "0",
          "PATH": "/usr/bin:/bin",
        ])
    }
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("; \(says), so "), "stdout: \(run.stdout)")
    #expect(!run.stdout.contains("again"), "stdout: \(run.stdout)")
  }
}
