import FlyingFox
import Foundation
import ServedPokedexes

/// Serves `LargePokedex` on 127.0.0.1 from a process of its own, for the tests that drive
/// `pokecli browse` on a pseudo-terminal.
///
/// Why a process: a server inside the test process shares the cooperative thread pool with
/// every other suite, and the corpus suites keep both of a 2-core machine's pool threads
/// busy for a minute; the browser's first page then waited past the test's deadline for a
/// server that could not run. Here the server has threads of its own.
///
/// Usage: `pokedex-server COUNT FOLDER`. It writes the base URL to `FOLDER/url` once it
/// listens, appends each request's path to `FOLDER/requests` before answering it, and
/// exits when its standard input closes, so it never outlives the test that started it.
@main
enum PokedexServer {
  static func main() async throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 2, let count = arguments.first.flatMap({ Int($0) }),
      let folder = arguments.last
    else {
      FileHandle.standardError.write(Data("usage: pokedex-server COUNT FOLDER\n".utf8))
      exit(64)
    }
    exitWhenStandardInputCloses()
    let log = RequestLog(path: folder + "/requests")
    let pokedex = LargePokedex(count: count)
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled,
      handler: ClosureHTTPHandler { request in
        log.append(request.path)
        return pokedex.respond(to: request)
      })
    let run = Task { try await server.run() }
    try await server.waitUntilListening(timeout: 60)
    guard case .ip4(_, let port) = await server.listeningAddress else { exit(70) }
    // Written whole under a temporary name, then renamed: a reader never sees half a URL.
    let url = Data("http://127.0.0.1:\(port)".utf8)
    try url.write(to: URL(fileURLWithPath: folder + "/url"), options: .atomic)
    try await run.value
  }

  /// Reads standard input on a thread of its own and exits at its end.
  private static func exitWhenStandardInputCloses() {
    Thread {
      while !FileHandle.standardInput.availableData.isEmpty {}
      exit(0)
    }.start()
  }
}

/// Appends one line per request to a file, whole lines only, before the answer is sent,
/// so a test that has seen every answer also finds every request in the file.
final class RequestLog: @unchecked Sendable {
  // Every write happens under `lock`.
  private let lock = NSLock()
  private let handle: FileHandle?

  init(path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    handle = FileHandle(forWritingAtPath: path)
  }

  func append(_ path: String) {
    lock.withLock { handle?.write(Data((path + "\n").utf8)) }
  }
}
