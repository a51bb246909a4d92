import Foundation
import PokedexTesting
import Testing

/// pokecli against servers that mean harm, run in-process: each scenario ends with exit
/// status 1 and one line naming the URL and what went wrong, quickly, after the fewest
/// requests, with nothing cached from the hostile answer.
@Suite(.timeLimit(.minutes(20))) struct HostileNetworkTests {
  let sandbox = Sandbox()

  @Test func aGzipBombIsCutOffAtTheCapAndNotRetried() async throws {
    defer { sandbox.remove() }
    try await HostileServer.with(handler: HostileScenario.gzipBomb) { server in
      let result = await run(["list"], base: server.apiURL, retries: 4)
      #expect(result.status == 1)
      #expect(result.stderr == "pokecli: the answer from \(server.apiURL)/pokemon/"
        + "?offset=0&limit=100000 is larger than 8 MB; reading stopped there\n")
      #expect(server.requestCount == 1)
    }
    #expect(try cachedFiles().isEmpty)
  }

  @Test func aHugeBodyIsCutOffAtTheCapAndNotRetried() async throws {
    defer { sandbox.remove() }
    try await HostileServer.with(handler: HostileScenario.hugeBody) { server in
      let result = await run(["list"], base: server.apiURL, retries: 4)
      #expect(result.status == 1)
      #expect(result.stderr.hasSuffix("is larger than 8 MB; reading stopped there\n"))
      #expect(server.requestCount == 1)
    }
    #expect(try cachedFiles().isEmpty)
  }

  @Test(arguments: ["dripping", "silent"])
  func aServerTooSlowToFinishIsGivenUpOnAtTheDeadline(scenario: String) async throws {
    defer { sandbox.remove() }
    let handler = scenario == "silent" ? HostileScenario.silent : HostileScenario.drippingBody
    try await HostileServer.with(handler: handler) { server in
      // Timed once the command's turn in the lane came, so a loaded run's queue is not
      // counted as the client's wait.
      let (result, elapsed) = await CLIHarness.timedRun(
        ["show", "pikachu", "--base-url", server.apiURL],
        variables: ["POKECLI_RETRIES": "0"], sandbox: sandbox, deadline: .seconds(2))
      #expect(result.status == 1)
      #expect(result.stderr == "pokecli: no answer from \(server.apiURL)/pokemon/pikachu/ "
        + "in time (timed out)\n")
      // Far below what waiting for the server would take (the drip lasts 5,000 s, the
      // silence for ever), with room for a loaded machine.
      #expect(elapsed < .seconds(120), "gave up only after \(elapsed)")
    }
    #expect(try cachedFiles().isEmpty)
  }

  @Test func aRedirectToAnotherHostIsNotFollowed() async throws {
    defer { sandbox.remove() }
    let elsewhere = try RefusingPort()
    let handler = HostileScenario.redirectToAnotherHost("127.0.0.1:\(elsewhere.port)")
    try await LoopbackServer.with(handler: handler) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await run(["show", "pikachu"], base: base, retries: 4)
      #expect(result.status == 1)
      #expect(result.stderr == "pokecli: unexpected answer from \(base)/pokemon/pikachu/: "
        + "a redirect to another host, not followed\n")
      #expect(await server.requestCount == 1)
    }
    #expect(try cachedFiles().isEmpty)
  }

  @Test func aRedirectLoopStopsAfterFiveRedirects() async throws {
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: HostileScenario.redirectLoop) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await run(["show", "pikachu"], base: base, retries: 4)
      #expect(result.status == 1)
      #expect(result.stderr == "pokecli: unexpected answer from \(base)/pokemon/pikachu/: "
        + "more than 5 redirects\n")
      #expect(await server.requestCount == 6)
    }
    #expect(try cachedFiles().isEmpty)
  }

  @Test func aLinkToAnotherHostIsRefusedAndNothingFromItIsCached() async throws {
    defer { sandbox.remove() }
    let elsewhere = try RefusingPort()
    let handler = HostileScenario.linksToAnotherHost("127.0.0.1:\(elsewhere.port)")
    try await LoopbackServer.with(handler: handler) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await run(["show", "bulbasaur"], base: base, retries: 4)
      #expect(result.status == 1)
      #expect(result.stderr == "pokecli: unexpected answer from \(base)/pokemon/bulbasaur/: "
        + "a link to another host, not followed\n")
      #expect(await server.requestCount == 1)
    }
    for file in try cachedFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains(":\(elsewhere.port)"), "\(file.path) holds the other host")
    }
  }

  @Test func aBusyServerAskingForMoreThanThirtySecondsSaysWhenToTryAgain() async throws {
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: HostileScenario.busy(retryAfter: 3600)) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await run(["show", "pikachu"], base: base, retries: 4)
      #expect(result.status == 1)
      #expect(result.stderr == "pokecli: PokeAPI is busy (HTTP 429) at "
        + "\(base)/pokemon/pikachu/; try again in 60 minutes\n")
      #expect(await server.requestCount == 1)
    }
    #expect(try cachedFiles().isEmpty)
  }

  @Test func listSucceedsAgainstAServerRateLimitedToFiveRequestsASecond() async throws {
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: HostileScenario.rateLimited(perSecond: 5)) { server in
      let base = try await server.requireBaseURL().absoluteString + "/api/v2"
      let result = await run(["list"], base: base, retries: 4)
      #expect(result.status == 0, "stderr: \(result.stderr)")
      #expect(result.stdout.contains("Bulbasaur"))
      #expect(result.stdout.contains("Raticate"))
    }
  }

  // MARK: - Helpers

  /// pokecli against `base`. The deadline is long unless a test is about it: these tests
  /// check what pokecli does with an answer, and a loaded machine may take its time to
  /// serve one from this process's loopback server.
  private func run(
    _ arguments: [String], base: String, retries: Int = 0, deadline: Duration = .seconds(90)
  ) async -> CLIResult {
    await CLIHarness.run(
      arguments + ["--base-url", base], variables: ["POKECLI_RETRIES": "\(retries)"],
      sandbox: sandbox, deadline: deadline)
  }

  /// Every regular file in the sandbox's cache folder.
  private func cachedFiles() throws -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: sandbox.cacheFolder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter {
      (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }
  }
}
