import Foundation
import PokedexData
import PokedexTesting
import Testing

extension CLIHarness {
  /// `arguments` run on the built-in data alone, 80 columns wide: a request fails the
  /// test's run as it would fail offline.
  static func builtIn(_ arguments: [String]) async -> CLIResult {
    await run(arguments + ["--width", "80"], httpClient: UnreachableNetwork(), builtIn: .embedded)
  }

  /// The JSON object `arguments` print with `--json` on the built-in data, the run
  /// expected to succeed.
  static func builtInDocument(_ arguments: [String]) async throws -> [String: Any] {
    let result = await builtIn(arguments + ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }
}
