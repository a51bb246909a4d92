import Domain
import Foundation
import Infrastructure
import PokedexTesting

@testable import pokecli

/// What one run of pokecli printed and how it exited.
struct CLIResult: Equatable {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Text written by a command, kept for the test to read.
final class CapturedText: TextSink, @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  func write(_ text: String) { lock.withLock { buffer += text } }
  var text: String { lock.withLock { buffer } }
}

/// Runs pokecli in-process, as a user would from a shell, with the real URLSession client.
enum CLIHarness {
  static func run(
    _ arguments: [String],
    variables: [String: String] = [:],
    outputIsTerminal: Bool = false,
    terminalColumns: Int? = nil
  ) async -> CLIResult {
    let stdout = CapturedText()
    let stderr = CapturedText()
    let environment = AppEnvironment(
      variables: variables,
      output: stdout,
      errorOutput: stderr,
      outputIsTerminal: outputIsTerminal,
      terminalColumns: terminalColumns,
      httpClient: URLSessionHTTPClient(timeout: 5, userAgent: "pokecli-tests"))
    let status = await PokeCLI.run(arguments, in: environment)
    return CLIResult(stdout: stdout.text, stderr: stderr.text, status: status)
  }

  /// Runs pokecli against a loopback server serving `FixturePokedex`, returning what it
  /// printed and how many requests the server received.
  static func runAgainstFixtureServer(
    _ arguments: [String], variables: [String: String] = [:]
  ) async throws -> (result: CLIResult, requests: Int) {
    try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().appendingPathComponent("api/v2")
      let result = await run(arguments + ["--base-url", base.absoluteString], variables: variables)
      return (result, await server.requestCount)
    }
  }
}
