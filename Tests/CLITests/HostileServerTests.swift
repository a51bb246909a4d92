import FlyingFox
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// pokecli against a PokeAPI look-alike whose every text field carries escape sequences,
/// controls and bidi overrides, and whose numbers are impossible: nothing of the payload
/// reaches the terminal, nothing traps, and nothing invalid is cached.
@Suite("A hostile server, end to end", .timeLimit(.minutes(20)))
struct HostileServerTests {
  let sandbox = Sandbox()

  static let commands: [[String]] = [
    ["show", "25"], ["show", "25", "--json"], ["list"], ["list", "--json"],
    ["search", "pika"], ["favorite", "25"], ["favorites"],
  ]

  @Test(arguments: ["never", "always"])
  func noEscapeSequenceOrControlOfAnAnswerReachesTheTerminal(color: String) async throws {
    defer { sandbox.remove() }
    let server = HostilePokedex()
    try await FixtureSession.with(sandbox: sandbox, handler: { server.respond(to: $0) }) {
      session in
      for command in Self.commands {
        let run = await session.run(command + ["--color", color]).result
        #expect(run.status == 0, "\(command): \(run.stderr)")
        expectSafe(run, colored: color == "always", "\(command)")
      }
      // The game's name carries the payload too, so "red" names none; the card says so
      // and names the newest game that has one, disarmed.
      let game = await session.run(["show", "25", "--game", "red", "--color", color]).result
      #expect(game.status == 0, "\(game.stderr)")
      #expect(game.stdout.contains("PokeAPI has no entry from Red; the newest is from"))
      expectSafe(game, colored: color == "always", "--game")

      let card = await session.run(["show", "25", "--color", color]).result
      #expect(card.stdout.contains("]0;pwned"), "the text itself is kept, only disarmed")

      let offline = await session.run(["show", "25", "--offline", "--color", color]).result
      #expect(offline.status == 0)
      #expect(offline.stdout == card.stdout)
    }
  }

  @Test(arguments: [
    ("height", Int.max, "it holds a number of more than 9 digits"),
    ("height", -1, "invalid value at height"), ("weight", 10_000_001, "invalid value at weight"),
    ("id", 0, "invalid value at id"),
  ])
  func anImpossibleNumberFailsInOneLineAndIsNeverCached(
    field: String, value: Int, reason: String
  ) async throws {
    defer { sandbox.remove() }
    let server = HostilePokedex(pokemonPatch: [field: value])
    try await FixtureSession.with(sandbox: sandbox, handler: { server.respond(to: $0) }) {
      session in
      for command in [["show", "25"], ["show", "25", "--json"], ["list"]] {
        let run = await session.run(command).result
        #expect(run.status == 1)
        #expect(
          run.stderr == "pokecli: unexpected answer from \(session.baseURL)/pokemon/25/: "
            + "\(reason)\n", "\(command)")
        expectSafe(run, colored: false, "\(command)")
      }
      let offline = await session.run(["show", "25", "--offline"]).result
      #expect(offline.status == 1)
      #expect(offline.stderr.contains("is not in the cache"))
    }
  }

  @Test(arguments: [256, -1])
  func anImpossibleBaseStatFailsInOneLine(value: Int) async throws {
    defer { sandbox.remove() }
    let stat: [String: any Sendable] = [
      "base_stat": value, "stat": ["name": "hp", "url": "/api/v2/stat/1/"],
    ]
    let server = HostilePokedex(pokemonPatch: ["stats": [stat]])
    try await FixtureSession.with(sandbox: sandbox, handler: { server.respond(to: $0) }) {
      session in
      let run = await session.run(["show", "25"]).result
      #expect(run.status == 1)
      #expect(run.stderr.hasSuffix("invalid value at stats[0].base_stat\n"))
      #expect(run.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test(arguments: [
    "/api/v2/pokemon-species/25/\(HostilePokedex.payload)/",
    "http://user:secret@127.0.0.1:9/\(HostilePokedex.payload)",
    HostilePokedex.payload,
  ])
  func aLinkCarryingThePayloadFailsInOneSafeLine(link: String) async throws {
    defer { sandbox.remove() }
    let species: [String: any Sendable] = ["name": "pikachu", "url": link]
    let server = HostilePokedex(pokemonPatch: ["species": species])
    try await FixtureSession.with(sandbox: sandbox, handler: { server.respond(to: $0) }) {
      session in
      let run = await session.run(["show", "25"]).result
      #expect(run.status == 1)
      #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
      #expect(!run.stderr.contains("secret"))
      expectSafe(run, colored: false, "link \(link.debugDescription)")
    }
  }

  @Test func aSearchNeverEchoesTheControlsItWasGiven() async throws {
    let (run, _) = try await CLIHarness.runAgainstFixtureServer(
      ["search", "\u{1B}]0;T\u{07}", "--color", "always"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("no Pokémon matches \"]0;T\""))
    expectSafe(run, colored: true, "search")

    let typed = await CLIHarness.run(["search", "\u{1B}\u{07}\u{9B}"])
    #expect(typed.status == 64)
    expectSafe(typed, colored: false, "search of controls only")

    for arguments in [
      ["show", "--\u{1B}]0;T\u{07}"], ["show", "\u{1B}[2J"], ["show", "25", "--game", "\u{9B}2J"],
    ] {
      let run = await CLIHarness.run(arguments + ["--offline"])
      #expect(run.status != 0)
      #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
      expectSafe(run, colored: false, "\(arguments)")
    }
  }

  @Test func aBaseURLsSecretIsNeverPrinted() async throws {
    let failing: LoopbackServer.Handler = { _ in HTTPResponse(statusCode: .internalServerError) }
    try await LoopbackServer.with(handler: failing) { server in
      let port = try await server.requireBaseURL().port ?? 0
      let base = "http://user:secret@127.0.0.1:\(port)/api/v2"
      for run in [
        await CLIHarness.run(["show", "25", "--base-url", base]),
        await CLIHarness.run(["list"], variables: ["POKEAPI_BASE_URL": base]),
      ] {
        #expect(run.status == 1)
        #expect(run.stderr.contains("127.0.0.1:\(port)/api/v2/"), "\(run.stderr)")
        #expect(!run.stderr.contains("secret") && !run.stdout.contains("secret"))
      }
    }
    for run in [
      await CLIHarness.run(["list", "--base-url", "ftp://user:secret@host\u{1B}]0;T\u{07}"]),
      await CLIHarness.run(
        ["list"], variables: ["POKEAPI_BASE_URL": "ftp://user:secret@host\u{1B}]0;T\u{07}"]),
    ] {
      #expect(run.status != 0)
      #expect(!run.stderr.contains("secret"), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
      expectSafe(run, colored: false, "base URL")
    }
  }

  private func expectSafe(
    _ run: CLIResult, colored: Bool, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    run.expectNoForbiddenControls(colored: colored, what, sourceLocation: sourceLocation)
    let bytes = Array(run.stdout.utf8) + Array(run.stderr.utf8)
    #expect(!bytes.contains(0x07) && !bytes.contains(0x00), sourceLocation: sourceLocation)
  }
}
