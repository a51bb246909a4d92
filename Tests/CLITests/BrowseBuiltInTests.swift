import Foundation
import PokedexTesting
import Testing

/// `pokecli browse` on the built-in data, as a user meets it on a default install: the
/// built binary on a pseudo-terminal, no server, a sandbox of its own. The keys the issue
/// promises never wait: End reaches the last Pokémon in one press, a search never blanks
/// the list, and the sections' cards open cards and walk back.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct BrowseBuiltInTests {
  /// The binary on an 80 × 24 pseudo-terminal with the default API (the built-in data).
  static func browse(sandbox: Sandbox) throws -> PseudoTerminalProcess {
    let path = try #require(BuiltExecutable.path("pokecli"), "build it: swift build --build-tests")
    let environment = sandbox.variables.merging([
      "TERM": "xterm", "SWIFT_BACKTRACE": "enable=no", "HOME": sandbox.root.path,
    ]) { _, given in given }
    return try PseudoTerminalProcess(
      executable: path, arguments: ["browse"], environment: environment)
  }

  /// How long a frame may take to show: long enough for a busy machine, short enough
  /// that a test that fails does so well within its time limit.
  static let patience = Duration.seconds(15)

  static func withBrowser(_ body: (PseudoTerminalProcess) async throws -> Void) async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let app = try browse(sandbox: sandbox)
    #expect(await app.waitForText(" 1 of 1351", timeout: Self.patience), "\(app.screen)")
    try await body(app)
    try app.type("\u{03}")
    #expect(await app.waitForExit(timeout: Self.patience) == .exited(0))
    #expect(try app.leftTerminalAsFound())
  }

  @Test func onePressOfEndShowsTheLastPokemon() async throws {
    try await Self.withBrowser { app in
      try app.type("G")
      #expect(await app.waitForText("1351 of 1351", timeout: Self.patience), "\(app.screen)")
    }
  }

  @Test func typingPikaShowsPikachu() async throws {
    try await Self.withBrowser { app in
      try app.type("/")
      for letter in "pika" {
        try app.type(String(letter))
        app.readOutput()
      }
      // The matches have landed: the status line no longer counts the whole Pokédex.
      // Whether a frame is drawn while they load depends on the machine's speed; what
      // such a frame shows (the rows before, never a blank list) is the screen's
      // `search-typing` snapshot.
      #expect(
        await app.waitForScreen(timeout: Self.patience) {
          $0.text.contains("Pikachu") && !$0.text.contains("of 1351")
        }, "\(app.screen)")
    }
  }

  /// The search as you type finds a name in any language: "glurak" is Charizard.
  @Test func typingAGermanNameFindsItsPokemon() async throws {
    try await Self.withBrowser { app in
      try app.type("/glurak")
      #expect(
        await app.waitForScreen(timeout: Self.patience) {
          $0.text.contains("Charizard") && !$0.text.contains("of 1351")
        }, "\(app.screen)")
    }
  }

  @Test func fromMovesASurfCardOpensPikachuAndEscWalksBack() async throws {
    try await Self.withBrowser { app in
      try app.type("\t")
      #expect(await app.waitForText("of 937", timeout: Self.patience), "\(app.screen)")
      try app.type("/surf\r")
      #expect(await app.waitForText("filter \"surf\"", timeout: Self.patience), "\(app.screen)")
      #expect(await app.waitForText("Stoked Sparksurfer", timeout: Self.patience), "\(app.screen)")
      try app.type("\r")
      #expect(await app.waitForText("Move · Surf", timeout: Self.patience), "\(app.screen)")
      // Down through the card, link by link, until Pikachu is the link selected.
      var found = false
      for _ in 0..<200 {
        if app.screen.lines.contains(where: { $0.contains("▸") && $0.contains("Pikachu") }) {
          found = true
          break
        }
        let before = app.screen.text
        try app.type("j")
        // At the card's last line, j changes nothing: Pikachu was not there.
        guard await app.waitForScreen(timeout: .seconds(2), { $0.text != before }) else { break }
      }
      #expect(found, "\(app.screen)")
      try app.type("\r")
      #expect(await app.waitForText("Mouse Pokémon", timeout: Self.patience), "\(app.screen)")
      try app.type("\u{1B}")
      #expect(await app.waitForText("Move · Surf", timeout: Self.patience), "\(app.screen)")
      try app.type("\u{1B}")
      #expect(await app.waitForText("Stoked Sparksurfer", timeout: Self.patience), "\(app.screen)")
      #expect(app.screen.text.contains("Moves"))
      #expect(!app.screen.text.contains("Move · Surf"))
    }
  }
}
