import Foundation

/// Runs `swift package dump-package` for one package and hands back the JSON it prints.
///
/// `swift` is found through `/usr/bin/env`, so the toolchain on PATH — the one running these
/// tests — answers. Each package gets its own `--scratch-path` in the temporary folder: the
/// root's `.build` is locked by the `swift test` that is running us, and one folder for all
/// would make the concurrent runs queue on its lock. The folder is stable rather than fresh
/// because SwiftPM leaves a lock file in the temporary folder for every scratch path it sees.
enum SwiftPackageCommand {
  /// The command failed; says which one and what it printed on stderr.
  struct Failure: Error, CustomStringConvertible {
    var command: [String]
    var status: Int32
    var stderr: String

    var description: String {
      "`\(command.joined(separator: " "))` exited with \(status):\n\(stderr)"
    }
  }

  /// The JSON `swift package dump-package` prints for the package in `directory`.
  static func dumpPackage(at directory: URL) async throws -> Data {
    let files = FileManager.default
    let workspace = home.appendingPathComponent("output-\(UUID().uuidString)", isDirectory: true)
    try files.createDirectory(at: workspace, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: workspace) }

    let command = [
      "swift", "package",
      "--package-path", directory.path,
      "--scratch-path", scratchPath(for: directory),
      "dump-package",
    ]
    let stdoutURL = workspace.appendingPathComponent("stdout")
    let stderrURL = workspace.appendingPathComponent("stderr")
    let status = try await run(command, stdout: stdoutURL, stderr: stderrURL)
    guard status == 0 else {
      let stderr = (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? ""
      throw Failure(command: command, status: status, stderr: stderr)
    }
    return try Data(contentsOf: stdoutURL)
  }

  /// The temporary folder these runs keep their scratch folders and output in.
  private static var home: URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-architecture-tests", isDirectory: true)
  }

  /// The scratch folder for `directory`: the same one on every run, and one per package.
  private static func scratchPath(for directory: URL) -> String {
    let name = directory.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_")
    return home.appendingPathComponent("scratch\(name)", isDirectory: true).path
  }

  // MARK: - Process

  /// Runs `command` with its output in files, which cannot fill up and stall it the way an
  /// unread pipe can, and waits without blocking a thread of the test runner.
  private static func run(_ command: [String], stdout: URL, stderr: URL) async throws -> Int32 {
    try Data().write(to: stdout)
    try Data().write(to: stderr)
    let stdoutHandle = try FileHandle(forWritingTo: stdout)
    defer { try? stdoutHandle.close() }
    let stderrHandle = try FileHandle(forWritingTo: stderr)
    defer { try? stderrHandle.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(throwing: error)
        }
      }
    } onCancel: {
      if process.isRunning { process.terminate() }
    }
  }
}
