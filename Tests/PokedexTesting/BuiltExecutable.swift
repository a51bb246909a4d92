import Foundation

/// Finds the executables this package builds (`pokecli`, `TerminalProbe`), for tests
/// that run them as a user would, on a pseudo-terminal.
///
/// They are built beside the test bundle by `swift build --build-tests` and `swift test`.
public enum BuiltExecutable {
  /// The path of the executable product `name`, or `nil` when it has not been built.
  public static func path(_ name: String) -> String? {
    let folders = [
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
    ]
    return folders.map { $0.appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
