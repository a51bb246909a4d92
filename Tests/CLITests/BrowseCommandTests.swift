import Foundation
import PokedexTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `pokecli browse` as a user meets it: the built binary on a pseudo-terminal, against a
/// loopback PokeAPI of 150 Pokémon served by a process of its own, so the corpus suites
/// that keep this process's threads busy cannot hold the browser's pages back. One test
/// at a time: each drives two processes.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct BrowseCommandTests {
  /// The binary on an 80 × 24 pseudo-terminal, asking `base`, in `sandbox`.
  static func browse(
    _ arguments: [String] = [], base: String, sandbox: Sandbox
  ) throws -> PseudoTerminalProcess {
    let path = try #require(BuiltExecutable.path("pokecli"), "build it: swift build --build-tests")
    let environment = sandbox.variables.merging([
      "TERM": "xterm", "SWIFT_BACKTRACE": "enable=no", "POKEAPI_BASE_URL": base,
      "HOME": sandbox.root.path,
    ]) { _, given in given }
    return try PseudoTerminalProcess(
      executable: path, arguments: ["browse"] + arguments, environment: environment)
  }

  /// Runs `body` with a server of the large Pokédex and a sandbox of its own.
  static func withServer(
    _ body: (PokedexServerProcess, String, Sandbox) async throws -> Void
  ) async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await PokedexServerProcess.with(count: 150) { server in
      try await body(server, server.baseURL + "/api/v2", sandbox)
    }
  }

  /// Presses j until the status line says row `last` is selected, one row at a time. No
  /// press waits for the network: at the last row loaded, j moves onto the "Loading…" row,
  /// which becomes the next row when its page lands; a press there moves nothing, so it is
  /// pressed again once the page is in.
  static func scroll(_ app: PseudoTerminalProcess, to last: Int) async throws {
    for row in 2...last {
      try app.type("j")
      if await app.waitForText(" \(row) of 150", timeout: .seconds(1)) { continue }
      _ = await app.waitForScreen { !$0.text.contains("loading…") }
      try app.type("j")
      guard await app.waitForText(" \(row) of 150") else {
        Issue.record("row \(row) never selected:\n\(app.screen)")
        return
      }
    }
  }

  static func expectRestored(_ app: PseudoTerminalProcess) throws {
    #expect(!app.screen.isAlternateScreenActive)
    #expect(app.screen.isCursorVisible)
    #expect(!app.screen.isMouseReportingOn)
    #expect(try app.leftTerminalAsFound())
  }

  // MARK: - Screens

  @Test func showsTheFirstRowsThenTheCardAfterEnterAndTheListAgainAfterEsc() async throws {
    try await Self.withServer { _, base, sandbox in
      let app = try Self.browse(base: base, sandbox: sandbox)
      #expect(await app.waitForText("Testmon 2 "), "\(app.screen)")
      #expect(app.screen.isAlternateScreenActive)
      #expect(!app.screen.isCursorVisible)
      // Below the sections' line and the headings.
      let names = app.screen.lines.dropFirst(2).prefix(3).map {
        $0.split(separator: " ").prefix(3).joined(separator: " ")
      }
      #expect(names == ["#0001 Testmon 1", "#0002 Testmon 2", "#0003 Testmon 3"])
      try app.type("\r")
      #expect(await app.waitForText("line 1 of"), "\(app.screen)")
      #expect(app.screen.lines[1].contains("Testmon 1"))
      try app.type("\u{1B}")
      #expect(await app.waitForText(" 1 of 150 · ★"), "\(app.screen)")
      #expect(!app.screen.text.contains("line 1 of"))
      try app.type("q")
      #expect(await app.waitForExit() == .exited(0))
      try Self.expectRestored(app)
    }
  }

  // MARK: - Requests

  @Test func scrollingToRowHundredColdAsksEachDocumentOnceAndWarmAsksNothing() async throws {
    try await Self.withServer { server, base, sandbox in
      let cold = try Self.browse(base: base, sandbox: sandbox)
      #expect(await cold.waitForText(" 1 of 150"), "\(cold.screen)")
      try await Self.scroll(cold, to: 100)
      // The page after #100 loads in the background as #100 nears; let it land.
      #expect(await cold.waitForScreen { !$0.text.contains("loading…") })
      try cold.type("q")
      #expect(await cold.waitForExit() == .exited(0))
      let paths = server.requestedPaths
      let lists = paths.filter { $0.hasSuffix("/pokemon/") || $0.hasSuffix("/pokemon") }
      #expect(lists.count == 1, "\(lists)")
      #expect(Set(paths).count == paths.count, "asked twice: \(paths)")
      let missing = (1...100).map { "/api/v2/pokemon-species/\($0)" }
        .filter { !paths.contains($0) }
      #expect(missing.isEmpty, "\(missing)")
      // Nothing but the list, the eighteen types and the species of the rows loaded: six
      // pages of 20, none needing its `pokemon` document.
      let requested: Int = paths.count
      #expect(requested == 1 + 18 + 120, "\(requested) requests")
      #expect(!paths.contains { $0.hasPrefix("/api/v2/pokemon/") && $0 != "/api/v2/pokemon/" })

      server.resetRequests()
      let warm = try Self.browse(base: base, sandbox: sandbox)
      #expect(await warm.waitForText(" 1 of 150"), "\(warm.screen)")
      try await Self.scroll(warm, to: 100)
      #expect(await warm.waitForScreen { !$0.text.contains("loading…") })
      try warm.type("q")
      #expect(await warm.waitForExit() == .exited(0))
      let warmPaths = server.requestedPaths
      #expect(warmPaths.isEmpty, "\(warmPaths)")
    }
  }

  // MARK: - Ways out

  @Test(arguments: ["q", "\u{03}"])
  func quittingLeavesTheTerminalAsItWasAndExitsZero(_ key: String) async throws {
    try await Self.withServer { _, base, sandbox in
      let app = try Self.browse(base: base, sandbox: sandbox)
      #expect(await app.waitForText(" 1 of 150"), "\(app.screen)")
      try app.type(key)
      #expect(await app.waitForExit() == .exited(0))
      try Self.expectRestored(app)
    }
  }

  @Test func sigtermLeavesTheTerminalAsItWas() async throws {
    try await Self.withServer { _, base, sandbox in
      let app = try Self.browse(base: base, sandbox: sandbox)
      #expect(await app.waitForText(" 1 of 150"), "\(app.screen)")
      app.signal(SIGTERM)
      #expect(await app.waitForExit() == .signaled(SIGTERM))
      try Self.expectRestored(app)
    }
  }

  // MARK: - Not a terminal

  @Test func withoutATerminalItSaysToUseListAndExits64() async {
    let result = await CLIHarness.run(["browse"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "pokecli: browse needs an interactive terminal; "
      + "in scripts, use: pokecli list (help: pokecli browse --help)\n")
  }
}
