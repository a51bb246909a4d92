import Domain
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `--language` over another API: names come from the same documents as the English ones,
/// and the cache keeps every language they speak, so a card or a list read once answers
/// in any language offline, with no request.
@Suite("Every language over another API", .timeLimit(.minutes(20)))
struct LanguageOverAnotherAPITests {
  @Test func aCardAndAListReadOnceAnswerInAnotherLanguageWithNoRequest() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      func run(_ arguments: [String]) async -> (result: CLIResult, requests: Int) {
        await server.resetRequests()
        let result = await CLIHarness.run(
          arguments, variables: ["POKEAPI_BASE_URL": base], sandbox: sandbox,
          builtIn: .embedded)
        return (result, await server.requestCount)
      }
      let card = await run(["show", "charizard", "--no-sprite", "--width", "80"])
      #expect(card.result.status == 0, "\(card.result.stderr)")
      #expect(card.result.stdout.hasPrefix("#0006  Charizard"))
      #expect(card.requests > 0)
      let list = await run(["list", "--width", "80"])
      #expect(list.result.stdout.contains("Charizard"))

      let french = await run([
        "show", "charizard", "--no-sprite", "--width", "80", "--language", "fr", "--offline",
      ])
      #expect(french.result.status == 0, "\(french.result.stderr)")
      #expect(french.requests == 0)
      #expect(french.result.stdout.hasPrefix("#0006  Dracaufeu"))
      #expect(french.result.stdout.contains("Méga-Dracaufeu X"))
      let frenchList = await run(["list", "--width", "80", "--language", "fr", "--offline"])
      #expect(frenchList.requests == 0)
      #expect(frenchList.result.stdout.contains("Dracaufeu"))
      #expect(!frenchList.result.stdout.contains("Charizard"))

      // A language the documents do not speak reads in English; English is as it was.
      let german = await run(["show", "charizard", "--no-sprite", "--language", "de", "--offline"])
      #expect(german.result.stdout.hasPrefix("#0006  Charizard"))
      let english = await run(["show", "charizard", "--no-sprite", "--width", "80", "--offline"])
      #expect(english.result.stdout == card.result.stdout)
    }
  }

  /// A name in another language is found through the built-in names and asked of the
  /// API by its slug, online and offline.
  @Test func aNameInAnyLanguageFindsItsEntry() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: { FixturePokedex.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      func run(_ arguments: [String]) async -> CLIResult {
        await CLIHarness.run(
          arguments, variables: ["POKEAPI_BASE_URL": base], sandbox: sandbox,
          builtIn: .embedded)
      }
      for name in ["Glurak", "リザードン", "喷火龙"] {
        let card = await run(["show", name, "--no-sprite"])
        #expect(card.status == 0, "\(name): \(card.stderr)")
        #expect(card.stdout.hasPrefix("#0006  Charizard"), "\(name)")
      }
      let offline = await run(["show", "Dracaufeu", "--no-sprite", "--offline"])
      #expect(offline.stdout.hasPrefix("#0006  Charizard"), "\(offline.stderr)")
      let move = await run(["move", "Tonnerre"])
      #expect(move.stdout.hasPrefix("#085  Thunderbolt"), "\(move.stderr)")
      let unknown = await run(["show", "Glurakz", "--no-sprite"])
      #expect(unknown.status == 1)
      #expect(unknown.stderr.hasPrefix("pokecli: no Pokémon named \"Glurakz\""))
    }
  }

  /// A nature's document names neither its stats nor its flavors: they are named in the
  /// language from the built-in words, whatever the API, as types and stats are.
  @Test func aNaturesStatsAndFlavorsAreNamedInTheLanguage() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: FixtureReference.respond) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      func run(_ arguments: [String]) async -> CLIResult {
        await CLIHarness.run(
          arguments, variables: ["POKEAPI_BASE_URL": base], sandbox: sandbox,
          builtIn: .embedded)
      }
      let table = await run(["nature", "--language", "fr", "--width", "80"])
      #expect(table.status == 0, "\(table.stderr)")
      #expect(table.stdout.contains("Défense"), "\(table.stdout)")
      #expect(table.stdout.contains("Acide"), "\(table.stdout)")
      let one = await run(["nature", "bold", "--language", "ja-hrkt", "--offline"])
      #expect(one.stdout.contains("ぼうぎょ"), "\(one.stdout) \(one.stderr)")
    }
  }
}
