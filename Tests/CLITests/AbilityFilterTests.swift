import Foundation
import PokedexTesting
import Testing

@testable import pokecli

/// `--ability` on `list`, `search` and `favorites`: only the Pokémon that can have the
/// ability, from the built-in data or from the ability's one document over the network.
@Suite("--ability narrows a list", .timeLimit(.minutes(20)))
struct AbilityFilterTests {
  @Test func theBuiltInDataListsEveryHolderInNumberOrder() async {
    let result = await CLIHarness.run(
      ["list", "--ability", "Lightning Rod", "--limit", "3", "--width", "80"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix(
      """
      No.    Name     Types
      #0025  Pikachu  Electric
      #0026  Raichu   Electric
      #0104  Cubone   Ground

      """))
    #expect(result.stdout.contains("Next page: pokecli list --ability lightning-rod --page 2 --limit 3\n"))
  }

  @Test func wordsTypesAndTheAbilityAllMustMatch() async {
    let result = await CLIHarness.run(
      ["search", "gyara", "--ability", "intimidate", "--json"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"name\" : \"gyarados\""))
    #expect(!result.stdout.contains("gyarados-mega"))
    // Forms count: Heat Rotom floats, and so does Mega Delphox.
    let fire = await CLIHarness.run(
      ["list", "--ability", "levitate", "--type", "fire", "--json"],
      httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(fire.status == 0)
    #expect(fire.stdout.contains("\"count\" : 2,"))
    #expect(fire.stdout.contains("\"name\" : \"rotom-heat\""))
  }

  @Test func anUnknownAbilityIsOneLineWithTheNearestAndNoList() async {
    let result = await CLIHarness.run(
      ["list", "--ability", "levitat"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "pokecli: no ability named \"levitat\" — did you mean \"levitate\"?\n")
    let bad = await CLIHarness.run(
      ["list", "--ability", "0"], httpClient: UnreachableNetwork(), builtIn: .embedded)
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("pokecli: \"0\" is not an ability number"))
  }

  @Test func overTheNetworkTheAbilityCostsItsOneDocument() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let plain = await session.run(["list", "--limit", "30", "--json"])
      #expect(plain.result.status == 0)
      let filtered = await session.run(["list", "--ability", "keen-eye", "--width", "80"])
      #expect(filtered.result.status == 0)
      #expect(filtered.result.stderr == "")
      #expect(filtered.result.stdout.hasPrefix(
        """
        No.    Name        Types
        #0016  Pidgey      Normal    Flying
        #0017  Pidgeotto   Normal    Flying
        #0018  Pidgeot     Normal    Flying
        #0021  Spearow     Normal    Flying
        #0022  Fearow      Normal    Flying
        #0083  Farfetch’d  Normal    Flying

        """))
      // The list and its cards are cached by the first run: the ability's document is all.
      #expect(filtered.requests == 1)
      #expect(await session.server.requestedPaths.contains("/api/v2/ability/keen-eye"))
      let warm = await session.run(["list", "--ability", "keen-eye", "--width", "80"])
      #expect(warm.requests == 0)
      #expect(warm.result == filtered.result)
    }
  }
}
