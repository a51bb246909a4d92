import Foundation
import PokedexTesting
import Testing

/// The requests docs/architecture.md says `show pikachu` and `list --page N` make (against
/// the fixtures), checked against what the commands really ask a loopback PokeAPI, so the
/// walk-through cannot drift.
@Suite("The architecture walk-through's requests", .timeLimit(.minutes(20)))
struct WalkthroughRequestTests {
  @Test func showPikachuAsksForItsPokemonSpeciesTypeAbilitiesAndEvolutionFamily() async throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(
      sandbox: sandbox, handler: { PikachuFixtures.respond(to: $0) }
    ) { session in
      let cold = await session.run(["show", "pikachu"])
      #expect(cold.result.status == 0)
      let paths = await session.server.requestedPaths
      #expect(paths.sorted() == [
        "/api/v2/ability/31", "/api/v2/ability/9", "/api/v2/evolution-chain/10",
        "/api/v2/item/83", "/api/v2/pokemon-form/pikachu-rock-star",
        "/api/v2/pokemon-species/172", "/api/v2/pokemon-species/25",
        "/api/v2/pokemon-species/26", "/api/v2/pokemon/pikachu", "/api/v2/type/13",
      ])
      let warm = await session.run(["show", "pikachu"])
      #expect(warm.result.stdout == cold.result.stdout)
      #expect(warm.requests == 0)
    }
  }

  @Test func aListPageAsksForTheNationalListTheTypesAndEachRowsSpeciesThenOnlySpecies()
    async throws
  {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    try await FixtureSession.with(sandbox: sandbox) { session in
      let cold = await session.run(["list", "--page", "2", "--limit", "10"])
      #expect(cold.result.status == 0)
      let rows = FixturePokedex.entries[10..<20]
      let expected = ["/api/v2/pokemon offset=0 limit=100000"]
        + Self.typeSlugs.map { "/api/v2/type/\($0)" }
        + rows.map { "/api/v2/pokemon-species/\($0.speciesID)" }
      #expect(await Self.paths(session.server).sorted() == expected.sorted())
      #expect(await session.run(["list", "--page", "2", "--limit", "10"]).requests == 0)

      // Another page needs only its rows' species: the list and the types are kept.
      await session.server.resetRequests()
      #expect(await session.run(["list", "--page", "1", "--limit", "10"]).result.status == 0)
      let later = FixturePokedex.entries[0..<10].map { "/api/v2/pokemon-species/\($0.speciesID)" }
      #expect(await Self.paths(session.server).sorted() == later.sorted())

      // A type filter reads the kept table too: no type document again.
      await session.server.resetRequests()
      #expect(await session.run(["list", "--type", "fire"]).result.status == 0)
      #expect(await !Self.paths(session.server).contains { $0.hasPrefix("/api/v2/type/") })
    }
  }

  /// The eighteen types whose documents a list row's types are read from.
  static let typeSlugs = [
    "normal", "fire", "water", "electric", "grass", "ice", "fighting", "poison", "ground",
    "flying", "psychic", "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy",
  ]

  /// Each request `server` answered: its path, then its query items.
  private static func paths(_ server: LoopbackServer) async -> [String] {
    await server.requests.map { request in
      ([request.path] + request.query.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
    }
  }
}
