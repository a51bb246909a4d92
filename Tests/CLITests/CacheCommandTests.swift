import FlyingFox
import Foundation
import InlineSnapshotTesting
import PokedexTesting
import Testing

@testable import pokecli

@Suite("The offline-first cache, end to end")
struct CacheCommandTests {
  let sandbox = Sandbox()

  @Test func aWarmListOrShowMakesNoRequest() async throws {
    defer { sandbox.remove() }
    let cold = try await CLIHarness.runAgainstFixtureServer(["list"], sandbox: sandbox)
    let warm = try await CLIHarness.runAgainstFixtureServer(["list"], sandbox: sandbox)
    #expect(cold.requests == 41)
    #expect(warm.requests == 0)
    #expect(warm.result.stdout == cold.result.stdout)

    let coldCard = try await showPikachu()
    let warmCard = try await showPikachu()
    #expect(coldCard.requests == 8)
    #expect(warmCard.requests == 0)
    #expect(warmCard.result.stdout == coldCard.result.stdout)
  }

  @Test func offlineAnswersFromTheCacheOrSaysWhatIsMissing() async throws {
    defer { sandbox.remove() }
    let missing = await CLIHarness.run(["show", "pikachu", "--offline"], sandbox: sandbox)
    #expect(missing.status == 1)
    #expect(
      missing.stderr == "pokecli: “pikachu” is not in the cache, and --offline was given; "
        + "fetch it first with: pokecli show pikachu\n")

    let online = try await showPikachu()
    let offline = await CLIHarness.run(["show", "pikachu", "--offline"], sandbox: sandbox)
    #expect(offline.status == 0)
    #expect(offline.stdout == online.result.stdout)
  }

  @Test func aStaleEntryIsServedWithANoticeWhenPokeAPIIsDown() async throws {
    defer { sandbox.remove() }
    _ = try await CLIHarness.runAgainstFixtureServer(["list", "--limit", "2"], sandbox: sandbox)
    let closed = LoopbackServer { _ in HTTPResponse(statusCode: .ok) }
    let base = try await closed.start().absoluteString + "/api/v2"
    await closed.stop()
    let later = Date().addingTimeInterval(8 * 86_400)
    let result = await CLIHarness.run(
      ["list", "--limit", "2", "--base-url", base], sandbox: sandbox, now: later)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Bulbasaur"))
    #expect(result.stderr.hasPrefix("pokecli: showing the list of Pokémon and 1 more as cached 8 days ago: cannot reach"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func maxAgeZeroAlwaysRefreshes() async throws {
    defer { sandbox.remove() }
    _ = try await CLIHarness.runAgainstFixtureServer(["list", "--limit", "2"], sandbox: sandbox)
    let again = try await CLIHarness.runAgainstFixtureServer(
      ["list", "--limit", "2", "--max-age", "0"], sandbox: sandbox)
    #expect(again.requests == 5)
  }

  @Test func infoClearAndPrefetch() async throws {
    defer { sandbox.remove() }
    let empty = await CLIHarness.run(["cache", "info"], sandbox: sandbox)
    #expect(empty.stdout.contains("Entries    0 (0 cards, 0 list rows)"))
    #expect(empty.stdout.contains("Oldest     the cache is empty"))

    let prefetch = try await CLIHarness.runAgainstFixtureServer(
      ["cache", "prefetch", "--generation", "1"], sandbox: sandbox)
    #expect(prefetch.result.status == 0)
    #expect(prefetch.result.stdout.hasPrefix("Prefetched 24 of 24 Pokémon (24 fetched, 0 already cached)"))
    #expect(prefetch.result.stderr.contains("prefetch: 24 of 24 Pokémon\n"))

    let resumed = try await CLIHarness.runAgainstFixtureServer(
      ["cache", "prefetch", "--range", "1-200"], sandbox: sandbox)
    #expect(resumed.requests == 1)
    #expect(resumed.result.stdout.hasPrefix("Prefetched 24 of 24 Pokémon (0 fetched, 24 already cached)"))

    let info = await CLIHarness.run(["cache", "info"], sandbox: sandbox)
    #expect(info.stdout.contains("(24 cards, 24 list rows)"))
    let offline = await CLIHarness.run(["show", "mr mime", "--offline"], sandbox: sandbox)
    #expect(offline.status == 0)

    _ = await CLIHarness.run(["favorite", "1", "--offline"], sandbox: sandbox)
    let cleared = await CLIHarness.run(["cache", "clear"], sandbox: sandbox)
    #expect(cleared.stdout.hasPrefix("Removed "))
    let after = await CLIHarness.run(["cache", "info"], sandbox: sandbox)
    #expect(after.stdout.contains("Entries    0"))
    let favorites = await CLIHarness.run(["favorites", "--offline"], sandbox: sandbox)
    #expect(favorites.status == 1)
    #expect(FileManager.default.fileExists(
      atPath: sandbox.dataFolder.appendingPathComponent("favorites.json").path))
  }

  @Test(arguments: [
    (["cache", "prefetch"], "Give one of --all, --generation N or --range A-B."),
    (["cache", "prefetch", "--range", "151-1"], "--range must be two ids such as 1-151, not \"151-1\"."),
    (["cache", "prefetch", "--all", "--offline"], "prefetch fetches from PokeAPI: leave out --offline."),
    (["list", "--max-age", "soon"], "--max-age must be a duration such as 7d, 12h, 30m or 0, not \"soon\"."),
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

  private func showPikachu() async throws -> (result: CLIResult, requests: Int) {
    try await LoopbackServer.with(handler: { PikachuFixtures.respond(to: $0) }) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await CLIHarness.run(["show", "pikachu", "--base-url", base], sandbox: sandbox)
      return (result, await server.requestCount)
    }
  }
}
