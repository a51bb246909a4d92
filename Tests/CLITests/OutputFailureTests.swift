import Foundation
import Testing

/// A run whose answer could not be written does not exit 0 as if it had been: pokecli in
/// a process of its own, its standard output on `/dev/full`.
@Suite(.timeLimit(.minutes(20))) struct OutputFailureTests {
  /// An answer from the built-in data, the binary's own words, and 55 MB of database.
  /// (Each process expands the database into a home of its own: few, to spare the run.)
  static let commands = [["nature", "adamant"], ["--version"], ["data", "export", "-"]]

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here"),
    arguments: commands)
  func anAnswerThatCannotBeWrittenIsExitOneWithALineOnStandardError(
    _ arguments: [String]
  ) async throws {
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await ChildProcess.run(
      executable, arguments, environment: ["HOME": home.path, "PATH": "/usr/bin:/bin"],
      stdout: "/dev/full")
    #expect(run.status == 1)
    #expect(run.stderr == "pokecli: the output could not be written: no space left on device\n")
  }
}
