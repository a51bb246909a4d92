import FlyingFox
import Foundation
import PokedexTesting
import Testing

/// A sprite that fails is a failure the next run tries again, never "no sprite" for a
/// week; a slow image host cannot hold the card; images come only from where images
/// live.
@Suite("Sprites from a misbehaving host, end to end", .timeLimit(.minutes(20)))
struct SpriteHardeningTests {
  let sandbox = Sandbox()

  @Test(arguments: [["show", "pikachu"], ["sprite", "pikachu"]])
  func aGarbledSpriteIsAFailureAndTheNextRunDrawsTheGoodOne(command: [String]) async throws {
    defer { sandbox.remove() }
    let mended = Switch()
    let handler: LoopbackServer.Handler = { request in
      guard request.path == PikachuFixtures.spritePath, !mended.isOn else {
        return PikachuFixtures.respond(to: request)
      }
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html"],
        body: Data("<html>Sign in to the hotel Wi-Fi</html>".utf8))
    }
    try await FixtureSession.with(sandbox: sandbox, handler: handler) { session in
      let first = await session.run(command + ["--color", "always"]).result
      #expect(!first.stdout.contains("▀"))
      let reason = "unexpected answer from http://127.0.0.1:"
      if command[0] == "show" {
        #expect(first.status == 0)
        #expect(first.stderr.hasPrefix("pokecli: the card is shown without its sprite: \(reason)"))
      } else {
        #expect(first.status == 1)
        #expect(first.stderr.hasPrefix("pokecli: \(reason)"))
      }
      #expect(first.stderr.hasSuffix("/media/sprites/pokemon/25.png: not a PNG image\n"))
      #expect(!first.stderr.contains("has no sprite"))

      mended.isOn = true
      let second = await session.run(command + ["--color", "always"])
      #expect(second.result.status == 0, "\(second.result.stderr)")
      #expect(second.result.stdout.contains("▀"))
      #expect(await session.server.requestedPaths.contains(PikachuFixtures.spritePath))
    }
  }

  @Test func aDrippingImageHostDoesNotHoldTheCard() async throws {
    defer { sandbox.remove() }
    let executable = try #require(PokecliExecutable.url, "the pokecli executable was not built")
    let pokedex = HostileScenario.serving({ PikachuFixtures.respond(to: $0) }, outage: Outage())
    let handler: HostileServer.Handler = { request in
      request.target == PikachuFixtures.spritePath
        ? .drip(interval: .seconds(1), length: 1000) : await pokedex(request)
    }
    try await HostileServer.with(handler: handler) { server in
      // A process of its own: its deadline is kept whatever else the tests keep busy.
      let run = try await ChildProcess.run(
        executable, ["show", "pikachu", "--color", "always", "--base-url", server.apiURL],
        environment: sandbox.variables.merging(["HOME": sandbox.root.path]) { $1 })
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("Pikachu"))
      #expect(!run.stdout.contains("▀"))
      #expect(run.stderr == "pokecli: the card is shown without its sprite: no answer from "
        + "\(server.baseURL.absoluteString)\(PikachuFixtures.spritePath) in time (timed out)\n")
      // One byte a second: the sprite was given up on after about 3 s, long before the
      // 20 s every document may take. Only the upper bound is kept: the drip may start
      // late when this process is busy, which lowers the count without changing the point.
      #expect(server.drippedBytes < 10, "\(server.drippedBytes) bytes")
    }
  }

  @Test func anImageLinkToAnotherHostIsNeverRequested() async throws {
    defer { sandbox.remove() }
    try await LoopbackServer.with(handler: { PikachuFixtures.respond(to: $0) }) { images in
      let elsewhere = try await images.requireBaseURL()
      let host = "127.0.0.1:\(elsewhere.port ?? 0)"
      // The card's own documents come from the Pokédex server; its sprite link, from the
      // document, names the other server.
      let handler: LoopbackServer.Handler = { request in
        var moved = request
        if request.path.hasPrefix("/api/v2/pokemon/") { moved.headers[.host] = host }
        return PikachuFixtures.respond(to: moved)
      }
      try await FixtureSession.with(sandbox: sandbox, handler: handler) { session in
        let refused = await session.run(["show", "pikachu", "--color", "always"]).result
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(!refused.stdout.contains("▀"))
        #expect(refused.stderr == "pokecli: no sprite shown: its link leads to \(host), "
          + "not a host images are taken from (POKECLI_IMAGE_HOSTS lists more)\n")
        #expect(await images.requestCount == 0)

        let allowed = await CLIHarness.run(
          ["show", "pikachu", "--color", "always"],
          variables: ["POKEAPI_BASE_URL": session.baseURL, "POKECLI_IMAGE_HOSTS": host],
          sandbox: sandbox)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout.contains("▀"))
        #expect(await images.requestedPaths == [PikachuFixtures.spritePath])

        let bad = await CLIHarness.run(
          ["show", "pikachu"],
          variables: ["POKEAPI_BASE_URL": session.baseURL, "POKECLI_IMAGE_HOSTS": "http://x"],
          sandbox: sandbox)
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("pokecli: POKECLI_IMAGE_HOSTS must list hosts"))
      }
    }
  }
}

