import Domain
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// What shell completion offers: names from the built-in data on a default install, from
/// the cache for another `--base-url` typed on the line, never from the network.
@Suite("Shell completion's names", .timeLimit(.minutes(20)))
struct CompletionWordsTests {
  /// A default install, nothing cached, no network: every Pokémon name is built in.
  @Test func aDefaultInstallCompletesPokemonFromTheBuiltInData() async {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let names = await CompletionWords.names(
      of: .pokemon, startingWith: "Pika", words: ["pokecli", "show"],
      environment: Self.environment(sandbox, builtIn: .embedded))
    #expect(names.first == "pikachu")
    #expect(names.count > 10, "\(names)")
    #expect(names.allSatisfy { $0.hasPrefix("pika") })
    let natures = await CompletionWords.names(
      of: .nature, startingWith: "ad", words: ["pokecli", "nature"],
      environment: Self.environment(sandbox, builtIn: .embedded))
    #expect(natures == ["adamant"])
    let items = await CompletionWords.names(
      of: .item, startingWith: "oran-", words: ["pokecli", "item"],
      environment: Self.environment(sandbox, builtIn: .embedded))
    #expect(items == ["oran-berry"])
  }

  /// For another API typed on the line, the names its cache holds: none before a list
  /// was read, the national list and the move names after `list` and `find`; no request.
  @Test func anotherBaseURLCompletesFromItsCacheOnly() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(
      sandbox: sandbox, handler: { FixtureReference.respond(to: $0) }
    ) { session in
      let words = ["pokecli", "--base-url", session.baseURL, "show"]
      let environment = Self.environment(sandbox, builtIn: .embedded)
      #expect(
        await CompletionWords.names(
          of: .pokemon, startingWith: "", words: words, environment: environment) == [])
      #expect(await session.run(["list", "--limit", "2"]).result.status == 0)
      #expect(await session.run(["find", "thunder"]).result.status == 0)
      await session.server.resetRequests()
      let pokemon = await CompletionWords.names(
        of: .pokemon, startingWith: "char", words: words, environment: environment)
      #expect(pokemon == ["charmander", "charmeleon", "charizard", "charizard-mega-x"])
      let moves = await CompletionWords.names(
        of: .move, startingWith: "thunder", words: words, environment: environment)
      #expect(moves == ["thunderbolt"])
      #expect(await session.server.requestCount == 0)
    }
  }

  /// The request the completion scripts send (`pokecli ---completion show -- …`), end to
  /// end: the names are read by async closures, which only the async parse calls.
  @Test func theScriptsRequestIsAnsweredOnePerLine() async {
    // One sandbox, so the built-in database is expanded once for every run.
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let pokemon = await CLIHarness.run(
      ["---completion", "show", "--", "positional@0", "2", "4", "pokecli", "show", "pika"],
      sandbox: sandbox, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(pokemon.status == 0)
    #expect(pokemon.stdout.hasPrefix("pikachu\npikachu-rock-star\n"), "\(pokemon.stdout)")
    let pokedex = await CLIHarness.run(
      ["---completion", "list", "--", "--pokedex", "3", "2", "pokecli", "list", "--pokedex", "pa"],
      sandbox: sandbox, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(pokedex.stdout == "paldea\n")
    let game = await CLIHarness.run(
      ["---completion", "move", "--", "--game", "4", "3", "pokecli", "move", "surf", "--game", "sca"],
      sandbox: sandbox, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(game.stdout == "scarlet\nscarlet-violet\n")
    let language = await CLIHarness.run(
      ["---completion", "show", "--", "--language", "3", "2", "pokecli", "show", "--language", "zh"],
      sandbox: sandbox, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(language.stdout == "zh-hant\nzh-hans\n")
    let place = await CLIHarness.run(
      ["---completion", "location", "--", "positional@0", "2", "4", "pokecli", "location", "eter"],
      sandbox: sandbox, httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(place.stdout == "eterna-city\neterna-forest\n")
  }

  /// `--base-url URL` and `--base-url=URL` both name the API; the last one counts.
  @Test func theLastBaseURLOnTheLineNamesTheAPI() {
    #expect(CompletionWords.baseURL(in: ["pokecli", "show"]) == nil)
    #expect(CompletionWords.baseURL(in: ["pokecli", "--base-url", "http://a/api/v2"]) == "http://a/api/v2")
    #expect(
      CompletionWords.baseURL(in: ["pokecli", "--base-url", "http://a", "--base-url=http://b"])
        == "http://b")
    #expect(CompletionWords.baseURL(in: ["pokecli", "--base-url"]) == nil)
  }

  private static func environment(_ sandbox: Sandbox, builtIn: BuiltInData?) -> AppEnvironment {
    AppEnvironment(
      variables: sandbox.variables, output: CapturedText(), errorOutput: CapturedText(),
      outputIsTerminal: false, errorOutputIsTerminal: false, terminalColumns: nil,
      httpClient: UnreachableNetwork(), home: sandbox.root, isMacOS: false, now: { Date() },
      builtInData: builtIn, spriteDeadline: .seconds(1))
  }
}
