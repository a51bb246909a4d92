import PokedexData
import Domain
import Foundation
import Infrastructure
import PokedexTesting
import Testing

@testable import pokecli

@Suite("pokecli update")
struct UpdateCommandTests {
  /// Built-in data standing for the fixture server at `base`, without Mr. Mime.
  func builtIn(for base: String) async throws -> BuiltInData {
    let entries = FixturePokedex.entries.filter { $0.name != "mr-mime" }
    let cards = entries.map { entry in
      MinimalCard.make(
        entry.id, entry.name, entry.englishName, types: entry.types.map { PokemonType(slug: $0) })
    }
    return try await .small(
      cards: cards, generations: [1: entries.map(\.speciesID).filter { $0 <= 151 }],
      generatedOn: "2026-01-01", source: base)
  }

  @Test(.timeLimit(.minutes(20)))
  func updateAddsAPokemonTheDataLacksAndTheNextListShowsIt() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let pokedex = try await builtIn(for: session.baseURL)
      let variables = ["POKEAPI_BASE_URL": session.baseURL]
      let list = ["list", "--limit", "50", "--offline"]

      let before = await CLIHarness.run(
        list, variables: variables, sandbox: sandbox, builtIn: pokedex)
      #expect(before.status == 0)
      #expect(!before.stdout.contains("Mr. Mime"))

      let update = await CLIHarness.run(
        ["update"], variables: variables, sandbox: sandbox, builtIn: pokedex)
      #expect(update.status == 0, "\(update.stderr)")
      #expect(update.stdout.hasPrefix("updated "), "\(update.stdout)")

      await session.server.resetRequests()
      let after = await CLIHarness.run(
        list, variables: variables, sandbox: sandbox, builtIn: pokedex)
      #expect(after.status == 0, "\(after.stderr)")
      #expect(after.stdout.contains("Mr. Mime"))
      #expect(await session.server.requestCount == 0)
    }
  }

  @Test func updateRefusesOffline() async {
    let result = await CLIHarness.run(["update", "--offline"])
    #expect(result.status == 64)
  }
}
