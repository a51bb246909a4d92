import Foundation

/// A Pokédex of `count` made-up Pokémon (`LargePokedex`) served by `pokedex-server` in a
/// process of its own, for tests whose server must keep answering while the test process
/// is busy with other suites (see `PokedexServer` for why).
///
/// It records the path of every request, in arrival order, like `LoopbackServer`. Prefer
/// `with(count:_:)`: it always stops the server. A server whose test process dies stops by
/// itself, when its standard input closes.
public final class PokedexServerProcess: @unchecked Sendable {
  /// `http://127.0.0.1:<port>`.
  public let baseURL: String
  private let process: Process
  private let input: Pipe
  private let folder: URL
  // Read and written under `lock`.
  private let lock = NSLock()
  private var forgotten = 0

  /// Starts a server of `count` Pokémon, runs `body` with it, then stops it whether `body`
  /// returned or threw.
  public static func with<Value>(
    count: Int, _ body: (PokedexServerProcess) async throws -> Value
  ) async throws -> Value {
    let server = try await PokedexServerProcess(count: count)
    defer { server.stop() }
    return try await body(server)
  }

  /// Starts the server and waits (a minute at most) until it listens.
  public init(count: Int) async throws {
    guard let path = BuiltExecutable.path("pokedex-server") else {
      throw PokedexServerError.notBuilt
    }
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    process = Process()
    input = Pipe()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [String(count), folder.path]
    process.standardInput = input
    do {
      try process.run()
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
    let urlFile = folder.appendingPathComponent("url")
    // Generous: a process starting while a build and the whole suite share two cores
    // can take seconds, and this loop's own wake-ups wait for a pool thread.
    var limit = RunningTimeLimit(.seconds(60))
    var url = try? String(contentsOf: urlFile, encoding: .utf8)
    while url == nil, !limit.isPassed(), process.isRunning {
      try? await Task.sleep(for: .milliseconds(10))
      url = try? String(contentsOf: urlFile, encoding: .utf8)
    }
    guard let url else {
      Self.stop(process, input: input, folder: folder)
      throw PokedexServerError.didNotListen
    }
    baseURL = url
  }

  deinit {
    stop()
  }

  /// The path of every request since the last `resetRequests()`, without query strings.
  /// Each is on record before its answer is sent.
  public var requestedPaths: [String] {
    let text = (try? String(contentsOf: folder.appendingPathComponent("requests"), encoding: .utf8))
    let paths = (text ?? "").split(separator: "\n").map(String.init)
    return Array(paths.dropFirst(lock.withLock { forgotten }))
  }

  /// Forgets the requests so far, so a test can count only the ones that follow.
  public func resetRequests() {
    let count = requestedPaths.count
    lock.withLock { forgotten += count }
  }

  /// Stops the server and removes its folder. Safe to call twice.
  public func stop() {
    Self.stop(process, input: input, folder: folder)
  }

  private static func stop(_ process: Process, input: Pipe, folder: URL) {
    try? input.fileHandleForWriting.close()
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Why a `PokedexServerProcess` could not start.
public enum PokedexServerError: Error, Sendable {
  /// `pokedex-server` is not beside the tests: build it with `swift build --build-tests`.
  case notBuilt
  /// It did not say where it listens within a minute.
  case didNotListen
}
