import Domain
import PokedexTesting
import Presentation
import Testing

/// `pokecli speed`: its Speed three ways, then each change against the rivals with the
/// nearest above and below, and the JSON.
@Suite("Speed rendering")
struct SpeedScreenTests {
  struct Rivals: RosterRepository {
    func roster(generation: Int?, matchups: Bool) async throws -> [RosterMember] {
      [
        RosterExamples.member(887, "Dragapult", speed: 142),
        RosterExamples.member(6, "Charizard", speed: 100),
        RosterExamples.member(143, "Snorlax", speed: 30),
      ]
    }
  }

  static func tiers() async throws -> SpeedTiers {
    var garchomp = StatExamples.garchomp
    garchomp.stats = [BaseStat(name: "speed", value: 102)]
    let told = garchomp
    return try await RankSpeed(pokemon: { _ in told }, roster: Rivals(), games: FixedGames())(
      .number(445), game: nil, level: 100)
  }

  @Test func eachChangeWithTheNearestAboveAndBelow() async throws {
    #expect(try await SpeedScreen(Self.tiers()).text(width: 60) == """
      Garchomp
      Base Speed 102 · level 100
      Uninvested 240 · 252 EVs 303
      252 EVs and a raising nature 333

      Against 3 other fully evolved Pokémon, each at its fastest:

      At its fastest: 333, faster than 2 of 3
        slower than Dragapult 421
        faster than Charizard 328, Snorlax 174

      At +1 or with a Choice Scarf: 499, faster than 3 of 3
        faster than Dragapult 421, Charizard 328, Snorlax 174

      Under Tailwind: 666, faster than 3 of 3
        faster than Dragapult 421, Charizard 328, Snorlax 174

      At −1: 222, faster than 1 of 3
        slower than Charizard 328, Dragapult 421
        faster than Snorlax 174

      """)
  }

  @Test func json() async throws {
    let json = try await SpeedScreen(Self.tiers()).json()
    for expected in [
      #""fastest" : 333"#, #""rivalCount" : 3"#, #""change" : "plus-one""#,
      #""outspeeds" : 2"#, #""displayName" : "Dragapult""#, #""versionGroup" : null"#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
  }
}
