import FlyingFox
import Foundation
import PokedexTesting
import Testing

@testable import pokecli

@Suite("The offline-first cache, end to end", .timeLimit(.minutes(20)))
struct CacheCommandTests {
  let sandbox = Sandbox()

  @Test func aWarmListOrShowMakesNoRequest() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(
      sandbox: sandbox, handler: { PikachuFixtures.respond(to: $0) }
    ) { session in
      let cold = await session.run(["list"])
      let warm = await session.run(["list"])
      #expect(cold.requests == 1 + 18 + 20)
      #expect(warm.requests == 0)
      #expect(warm.result.stdout == cold.result.stdout)

      let coldCard = await session.run(["show", "pikachu"])
      let warmCard = await session.run(["show", "pikachu"])
      #expect(coldCard.requests == 10)
      #expect(warmCard.requests == 0)
      #expect(warmCard.result.stdout == coldCard.result.stdout)
    }
  }

  @Test func offlineAnswersFromTheCacheOrSaysWhatIsMissing() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(
      sandbox: sandbox, handler: { PikachuFixtures.respond(to: $0) }
    ) { session in
      let missing = await session.run(["show", "pikachu", "--offline"])
      #expect(missing.result.status == 1)
      #expect(missing.requests == 0)
      #expect(
        missing.result.stderr
          == "pokecli: \"pikachu\" is not in the cache, and nothing is fetched offline; "
          + "fetch it first with: pokecli show pikachu\n")

      let online = await session.run(["show", "pikachu"])
      let offline = await session.run(["show", "pikachu", "--offline"])
      #expect(offline.result.status == 0)
      #expect(offline.requests == 0)
      #expect(offline.result.stdout == online.result.stdout)
    }
  }

  @Test func aStaleEntryIsServedWithANoticeWhenPokeAPIIsDown() async throws {
    defer { sandbox.remove() }
    // The server goes down by resetting every connection while it keeps its port, so no
    // server another test starts meanwhile can be given the port and answer instead.
    let outage = Outage()
    let server = try HostileServer(
      handler: HostileScenario.serving({ FixturePokedex.respond(to: $0) }, outage: outage))
    defer { server.stop() }
    let base = server.apiURL
    let first = await CLIHarness.run(
      ["list", "--limit", "2", "--base-url", base], sandbox: sandbox)
    #expect(first.status == 0, "stderr: \(first.stderr)")
    outage.begin()
    let later = Date().addingTimeInterval(8 * 86_400)
    let result = await CLIHarness.run(
      ["list", "--limit", "2", "--base-url", base], sandbox: sandbox, now: later)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Bulbasaur"))
    #expect(result.stderr.hasPrefix(
      "pokecli: showing the list of Pokémon and the rows of 2 Pokémon (#1, #2) from the "
          + "cache, up to 8 days old: "
          + "cannot reach"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func maxAgeZeroAlwaysRefreshes() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      _ = await session.run(["list", "--limit", "2"])
      let again = await session.run(["list", "--limit", "2", "--max-age", "0"])
      // Everything is stale at once: the list, the table of types and two species.
      #expect(again.requests == 1 + 18 + 2)
    }
  }

  @Test func prefetchingEverythingMakesTypeAndGenerationFiltersWorkOffline() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let prefetch = await session.run(["cache", "prefetch", "--all"])
      #expect(prefetch.result.status == 0, "\(prefetch.result.stderr)")
      let byGeneration = await session.run(["list", "--generation", "1", "--offline"])
      #expect(byGeneration.result.status == 0, "\(byGeneration.result.stderr)")
      #expect(byGeneration.requests == 0)
      let byType = await session.run(["search", "fire", "flying", "--offline"])
      #expect(byType.result.status == 0, "\(byType.result.stderr)")
      #expect(byType.result.stdout.contains("Charizard"))
      #expect(byType.requests == 0)
    }
  }

  @Test func infoClearAndPrefetch() async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let empty = await session.run(["cache", "info"])
      #expect(empty.result.stdout.contains("Entries    0 (0 cards, 0 list rows)"))
      #expect(empty.result.stdout.contains("Oldest     the cache is empty"))

      // Generation I's 24 species here, and a form of one of them (the list of species
      // says whose).
      let prefetch = await session.run(["cache", "prefetch", "--generation", "1"])
      #expect(prefetch.result.status == 0)
      #expect(
        prefetch.result.stdout.hasPrefix(
          "prefetched 25 of 25 Pokémon (25 fetched, 0 already cached)"))
      #expect(prefetch.result.stderr.contains("prefetch: 25 of 25 Pokémon\n"))

      let resumed = await session.run(["cache", "prefetch", "--range", "1-200"])
      #expect(resumed.requests == 0)
      #expect(
        resumed.result.stdout.hasPrefix(
          "prefetched 24 of 24 Pokémon (0 fetched, 24 already cached)"))

      let offlineList = await session.run(["list", "--offline", "--limit", "3"])
      #expect(offlineList.result.status == 0)
      #expect(offlineList.requests == 0)

      let info = await session.run(["cache", "info"])
      #expect(info.result.stdout.contains("(25 cards, 25 list rows)"))
      // The cards, the rows, the list, the table of types and a name.
      #expect(info.result.stdout.contains("Entries    53 "))
      let offline = await session.run(["show", "mr mime", "--offline"])
      #expect(offline.result.status == 0)
      #expect(offline.requests == 0)

      _ = await session.run(["favorite", "1", "--offline"])
      let cleared = await session.run(["cache", "clear"])
      #expect(cleared.result.stdout.hasPrefix("removed "))
      let after = await session.run(["cache", "info"])
      #expect(after.result.stdout.contains("Entries    0"))
      // With the cache gone and no network, favorites are still listed, from what the
      // favorites file keeps (names, no types).
      let favorites = await session.run(["favorites", "--offline"])
      #expect(favorites.result.status == 0)
      #expect(favorites.result.stdout.contains("#0001  ★ Bulbasaur\n"))
      #expect(FileManager.default.fileExists(
        atPath: sandbox.dataFolder.appendingPathComponent("favorites.json").path))
    }
  }

  @Test(arguments: [
    (["cache", "prefetch"], "give one of --all, --generation N or --range A-B"),
    (["cache", "prefetch", "--range", "151-1"],
      "--range goes from the lower id to the higher: 1-151, not \"151-1\""),
    (["cache", "prefetch", "--range", "1-x"],
      "--range must be two ids such as 1-151, not \"1-x\""),
    (["cache", "info", "--offline"], "cache info never uses the network: leave out --offline"),
    (["cache", "clear", "--max-age", "1d"],
      "cache clear empties the cache of every API, without the network: leave out --max-age"),
    (["cache", "prefetch", "--all", "--offline"],
      "prefetch fetches from PokeAPI: leave out --offline"),
    (["list", "--max-age", "soon"],
      "--max-age must be a duration such as 7d, 12h, 30m or 0, not \"soon\": "
        + "digits with an optional unit s, m, h or d, up to 3650d"),
  ])
  func badCacheArgumentsAreUsageErrors(arguments: [String], message: String) async {
    defer { sandbox.remove() }
    let result = await CLIHarness.run(arguments, sandbox: sandbox)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("pokecli: \(message)"))
  }

  @Test(arguments: ["../../x", "a/b", "pika\u{0}chu", String(repeating: "x", count: 500)])
  func noNameCanReachOutsideTheFolders(name: String) async throws {
    defer { sandbox.remove() }
    let result = try await CLIHarness.runAgainstFixtureServer(["show", name], sandbox: sandbox)
    #expect(result.result.status == 64)
    #expect(result.requests == 0)
    let outside = sandbox.root.deletingLastPathComponent().appendingPathComponent("x.json")
    #expect(!FileManager.default.fileExists(atPath: outside.path))
  }

  @Test func clearingTheCacheNeverTouchesFavoritesOrOtherFiles() async throws {
    defer { sandbox.remove() }
    let shared = ["POKECLI_CACHE_DIR": sandbox.dataFolder.path]
    try FileManager.default.createDirectory(
      at: sandbox.dataFolder.appendingPathComponent("notes"), withIntermediateDirectories: true)
    let note = sandbox.dataFolder.appendingPathComponent("notes/todo.json")
    try Data("catch them all".utf8).write(to: note)
    try await FixtureSession.with(sandbox: sandbox) { session in
      let base = ["--base-url", session.baseURL]
      _ = await CLIHarness.run(["favorite", "1"] + base, variables: shared, sandbox: sandbox)
      let cleared = await CLIHarness.run(["cache", "clear"], variables: shared, sandbox: sandbox)
      #expect(cleared.stdout.hasPrefix("removed 1 cached entry"))
      let favorites = await CLIHarness.run(
        ["favorites"] + base, variables: shared, sandbox: sandbox)
      #expect(favorites.stdout.contains("★ Bulbasaur"))
    }
    #expect(try String(contentsOf: note, encoding: .utf8) == "catch them all")
  }
}
