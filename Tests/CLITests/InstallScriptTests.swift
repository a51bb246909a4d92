import Foundation
import Testing

/// `scripts/install.sh` run as a user would, with the built pokecli in place of the
/// portable build it makes by default: it puts the binary, the man page and the three
/// completion scripts under the prefix, and `--uninstall` removes exactly those.
@Suite(
  "scripts/install.sh",
  .enabled(
    if: ["/usr/bin/python3", "/usr/bin/strip"].allSatisfy(FileManager.default.isExecutableFile),
    "python3 or strip is missing"))
struct InstallScriptTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(.timeLimit(.minutes(20)))
  func installsEveryFileAndUninstallsExactlyThose() async throws {
    let built = try #require(PokecliExecutable.url, "pokecli is not built")
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let installed = [
      "bin/pokecli", "share/man/man1/pokecli.1", "share/bash-completion/completions/pokecli",
      "share/zsh/site-functions/_pokecli", "share/fish/vendor_completions.d/pokecli.fish",
    ].map { prefix.appendingPathComponent($0).path }

    let install = try await Self.run(
      "/bin/bash", ["scripts/install.sh", "--prefix", prefix.path, "--binary", built.path])
    #expect(install.status == 0, "\(install.output)")
    for file in installed {
      #expect(FileManager.default.fileExists(atPath: file), "\(file)")
      #expect(install.output.contains("installed \(file)\n"))
    }
    // Every character of the page is ASCII, "é" and "★" written as groff escapes.
    let page = try Data(contentsOf: URL(fileURLWithPath: installed[1]))
    #expect(page.allSatisfy { $0 < 0x80 })
    let text = String(decoding: page, as: UTF8.self)
    #expect(text.contains("A Pok\\[u00E9]dex for the terminal"))
    #expect(text.contains(".SS \"pokecli cache prefetch\""))
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") {
      let groff = try await Self.run("/usr/bin/groff", ["-man", "-ww", "-z", "-Tutf8", installed[1]])
      #expect(groff.status == 0)
      #expect(groff.output == "", "groff warns: \(groff.output)")
    }

    let uninstall = try await Self.run(
      "/bin/bash", ["scripts/install.sh", "--prefix", prefix.path, "--uninstall"])
    #expect(uninstall.status == 0, "\(uninstall.output)")
    for file in installed {
      #expect(!FileManager.default.fileExists(atPath: file), "\(file)")
    }
    #expect(!FileManager.default.fileExists(
      atPath: prefix.appendingPathComponent("share/pokecli/installed-files").path))
    // The folders the install made go too, the prefix itself among them: it was not there.
    #expect(!FileManager.default.fileExists(atPath: prefix.path))
  }

  /// A folder the install found already there stays, and so does anything else in it.
  @Test(.timeLimit(.minutes(20)))
  func uninstallKeepsFoldersAndFilesItDidNotMake() async throws {
    let built = try #require(PokecliExecutable.url, "pokecli is not built")
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-install-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let man = prefix.appendingPathComponent("share/man/man1")
    try FileManager.default.createDirectory(at: man, withIntermediateDirectories: true)
    let other = man.appendingPathComponent("other.1")
    try Data("other".utf8).write(to: other)
    let install = try await Self.run(
      "/bin/bash", ["scripts/install.sh", "--prefix", prefix.path, "--binary", built.path])
    #expect(install.status == 0, "\(install.output)")
    let uninstall = try await Self.run(
      "/bin/bash", ["scripts/install.sh", "--prefix", prefix.path, "--uninstall"])
    #expect(uninstall.status == 0, "\(uninstall.output)")
    #expect(FileManager.default.fileExists(atPath: other.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.path) == ["share"])
    #expect(try FileManager.default.contentsOfDirectory(
      atPath: prefix.appendingPathComponent("share").path) == ["man"])
  }

  /// Runs `executable` in the repository's folder; its exit status and everything it
  /// printed, both streams.
  private static func run(_ executable: String, _ arguments: [String]) async throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = root
    process.environment = [
      "PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    await PokecliExecutable.wait(for: process)
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
