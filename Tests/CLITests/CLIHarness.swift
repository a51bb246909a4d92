import PokedexData
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
  private var buffer = Data()

  func write(_ text: String) { write(bytes: Data(text.utf8)) }
  func write(bytes: Data) { lock.withLock { buffer += bytes } }
  var text: String { String(decoding: bytes, as: UTF8.self) }
  var bytes: Data { lock.withLock { buffer } }
}

/// A home of its own for a test: empty data and cache folders in a temporary folder, so
/// no test reads or writes a real user's files, and runs that share one see each other's
/// cache and favorites.
struct Sandbox: Sendable {
  let root: URL

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-tests-\(UUID().uuidString)")
  }

  var dataFolder: URL { root.appendingPathComponent("data") }
  var cacheFolder: URL { root.appendingPathComponent("cache") }

  /// The variables that point pokecli at this sandbox. Retries are off, so a test of a
  /// failing server fails at once; tests of retries turn them back on.
  var variables: [String: String] {
    [
      "POKECLI_DATA_DIR": dataFolder.path, "POKECLI_CACHE_DIR": cacheFolder.path,
      "POKECLI_RETRIES": "0",
    ]
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// Runs pokecli in-process, as a user would from a shell, with the real HTTP client.
enum CLIHarness {
  static func run(
    _ arguments: [String],
    variables: [String: String] = [:],
    sandbox: Sandbox? = nil,
    outputIsTerminal: Bool = false,
    now: Date = Date(),
    deadline: Duration = .seconds(45),
    httpClient: (any HTTPClient)? = nil,
    builtIn: BuiltInData? = nil
  ) async -> CLIResult {
    await timedRun(
      arguments, variables: variables, sandbox: sandbox, outputIsTerminal: outputIsTerminal,
      now: now, deadline: deadline, httpClient: httpClient, builtIn: builtIn
    ).result
  }

  /// `run`, and how long the command ran once its turn in the lane came: the wait for
  /// the turn, which a loaded run makes long, is not counted.
  static func timedRun(
    _ arguments: [String],
    variables: [String: String] = [:],
    sandbox: Sandbox? = nil,
    outputIsTerminal: Bool = false,
    now: Date = Date(),
    deadline: Duration = .seconds(45),
    httpClient: (any HTTPClient)? = nil,
    builtIn: BuiltInData? = nil
  ) async -> (result: CLIResult, ran: Duration) {
    let stdout = CapturedText()
    let stderr = CapturedText()
    let own = sandbox == nil ? Sandbox() : nil
    defer { own?.remove() }
    let home = sandbox ?? own ?? Sandbox()
    let client = AsyncHTTPClientTransport(
      settings: .init(deadline: deadline, userAgent: "pokecli-tests"))
    let environment = AppEnvironment(
      variables: home.variables.merging(variables) { _, given in given },
      output: stdout,
      errorOutput: stderr,
      outputIsTerminal: outputIsTerminal,
      errorOutputIsTerminal: false,
      terminalColumns: nil,
      httpClient: httpClient ?? client,
      home: home.root,
      isMacOS: false,
      now: { now },
      builtInData: builtIn,
      spriteDeadline: deadline)
    // On its own threads, so the loopback servers on the pool are never queued behind it.
    let (status, ran) = await CommandLane.run {
      let clock = ContinuousClock()
      let start = clock.now
      let status = await PokeCLI.run(arguments, in: environment)
      return (status, clock.now - start)
    }
    await client.shutdown()
    return (CLIResult(stdout: stdout.text, stderr: stderr.text, status: status), ran)
  }

  /// Runs pokecli against a loopback server serving `FixturePokedex` (named by
  /// `POKEAPI_BASE_URL`, so next-page hints stay the same from run to run), returning what
  /// it printed and how many requests the server received.
  static func runAgainstFixtureServer(
    _ arguments: [String], variables: [String: String] = [:], sandbox: Sandbox? = nil
  ) async throws -> (result: CLIResult, requests: Int) {
    try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().appendingPathComponent("api/v2")
      let result = await run(
        arguments,
        variables: ["POKEAPI_BASE_URL": base.absoluteString].merging(variables) { _, given in given },
        sandbox: sandbox)
      return (result, await server.requestCount)
    }
  }
}

/// One loopback server for several runs of pokecli, so they share one base URL and so one
/// cache: the second run of a command is warm.
struct FixtureSession: Sendable {
  let server: LoopbackServer
  let baseURL: String
  let sandbox: Sandbox

  /// Serves `handler` (the fixture Pokédex by default) for the runs in `body`.
  static func with<Value: Sendable>(
    sandbox: Sandbox,
    handler: @escaping LoopbackServer.Handler = { FixturePokedex.respond(to: $0) },
    _ body: (FixtureSession) async throws -> Value
  ) async throws -> Value {
    try await LoopbackServer.with(handler: handler) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      return try await body(FixtureSession(server: server, baseURL: base, sandbox: sandbox))
    }
  }

  /// Runs pokecli against the server; returns what it printed and how many requests it
  /// made.
  func run(_ arguments: [String], now: Date = Date()) async -> (result: CLIResult, requests: Int) {
    await server.resetRequests()
    let result = await CLIHarness.run(
      arguments, variables: ["POKEAPI_BASE_URL": baseURL], sandbox: sandbox, now: now)
    return (result, await server.requestCount)
  }
}
