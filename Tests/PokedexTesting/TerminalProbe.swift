import Foundation

/// Where the `TerminalProbe` test program was built: beside the test bundle, which
/// `swift build --build-tests` and `swift test` build with it.
public enum TerminalProbe {
  /// The probe's path, or `nil` when it has not been built.
  public static var path: String? {
    let name = "TerminalProbe"
    let folders = [
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
    ]
    return folders.map { $0.appendingPathComponent(name).path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
