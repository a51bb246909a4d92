import Foundation
import PokedexTesting
import Testing

/// Sprites end to end: drawn only in colour, one request more for a cold card, none warm,
/// none at all without colour; `sprite` alone; prefetched for offline cards.
@Suite("Sprites, end to end", .timeLimit(.minutes(20)))
struct SpriteCommandTests {
  let sandbox = Sandbox()

  func session(_ body: (FixtureSession) async throws -> Void) async throws {
    defer { sandbox.remove() }
    try await FixtureSession.with(
      sandbox: sandbox, handler: { PikachuFixtures.respond(to: $0) }, body)
  }

  @Test func aColourCardDrawsItsSpriteForOneRequestMoreAndNoneWarm() async throws {
    try await session { session in
      let cold = await session.run(["show", "pikachu", "--color", "always"])
      #expect(cold.result.status == 0, "\(cold.result.stderr)")
      #expect(cold.result.stdout.contains("▀"))
      let plain = await session.run(["show", "pikachu", "--no-sprite", "--color", "always"])
      #expect(!plain.result.stdout.contains("▀"))
      #expect(plain.requests == 0)
      #expect(await session.server.requestedPaths.isEmpty)
      let warm = await session.run(["show", "pikachu", "--color", "always"])
      #expect(warm.requests == 0)
      #expect(warm.result.stdout == cold.result.stdout)
    }
  }

  @Test func aColdColourCardCostsExactlyOneRequestMoreThanAPlainOne() async throws {
    try await session { session in
      let plain = await session.run(["show", "pikachu", "--color", "always", "--no-sprite"])
      try await FixtureSession.with(
        sandbox: Sandbox(), handler: { PikachuFixtures.respond(to: $0) }
      ) { other in
        let drawn = await other.run(["show", "pikachu", "--color", "always"])
        #expect(drawn.requests == plain.requests + 1)
        await #expect(other.server.requestedPaths.contains(PikachuFixtures.spritePath))
        other.sandbox.remove()
      }
    }
  }

  @Test func withoutColourNoSpriteIsDrawnOrAskedFor() async throws {
    try await session { session in
      let card = await session.run(["show", "pikachu"])
      #expect(!card.result.stdout.contains("▀"))
      await #expect(!session.server.requestedPaths.contains(PikachuFixtures.spritePath))
      let sprite = await session.run(["sprite", "pikachu"])
      #expect(sprite.result.status == 1)
      #expect(sprite.result.stderr.hasPrefix("pokecli: sprites are drawn in colour"))
      #expect(sprite.requests == 0)
    }
  }

  @Test func theJSONCardListsTheSpriteLinksAndFetchesNoImage() async throws {
    try await session { session in
      let json = await session.run(["show", "pikachu", "--json", "--color", "always"])
      #expect(json.result.stdout.contains(#""front" : "http://"#))
      #expect(json.result.stdout.contains(#""female" : null"#))
      await #expect(!session.server.requestedPaths.contains(PikachuFixtures.spritePath))
    }
  }

  @Test func aMissingVariantIsNoErrorOnTheCardButIsForSprite() async throws {
    try await session { session in
      let shiny = await session.run(["show", "pikachu", "--shiny", "--color", "always"])
      #expect(shiny.result.status == 0)
      #expect(!shiny.result.stdout.contains("▀"))
      let female = await session.run(["show", "pikachu", "--female", "--color", "always"])
      #expect(female.result.stdout.contains("no female sprite: the usual one is shown"))
      #expect(female.result.stdout.contains("▀"))
      let alone = await session.run(["sprite", "pikachu", "--shiny", "--color", "always"])
      #expect(alone.result.status == 1)
      #expect(alone.result.stderr == "pokecli: Pikachu has no sprite\n")
    }
  }

  @Test func prefetchedAndCachedSpritesServeOfflineRuns() async throws {
    try await session { session in
      // The fixture Pokédex's own documents link no sprite, so none is asked for.
      let prefetch = await session.run(["cache", "prefetch", "--range", "1-3", "--sprites"])
      #expect(prefetch.result.status == 0, "\(prefetch.result.stderr)")
      #expect(prefetch.result.stdout.hasPrefix("prefetched 3 of 3 Pokémon and 0 sprites ("))
      await #expect(session.server.requestedPaths.allSatisfy { !$0.hasPrefix("/media/") })
      let none = await session.run(["sprite", "1", "--offline", "--color", "always"])
      #expect(none.result.stderr == "pokecli: Bulbasaur has no sprite\n")
      #expect(none.requests == 0)

      _ = await session.run(["show", "pikachu", "--color", "always"])
      let info = await session.run(["cache", "info", "--width", "300"])
      #expect(info.result.stdout.contains(", 1 sprite)"), "\(info.result.stdout)")
      let offline = await session.run(["sprite", "25", "--offline", "--color", "always"])
      #expect(offline.result.status == 0, "\(offline.result.stderr)")
      #expect(offline.requests == 0)
      #expect(offline.result.stdout.contains("Pikachu"))
    }
  }
}
