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
    #expect(try await Self.tiers().text(width: 60) == """
      Garchomp
      Base Speed 102 · level 100

      Training                      Speed
      Uninvested                      240
      252 EVs                         303
      252 EVs and a raising nature    333

      Against 3 other fully evolved Pokémon, each at its fastest:

      In battle                     Speed  Faster than  Ties
      At its fastest                  333       2 of 3     0
      At +1 or with a Choice Scarf    499       3 of 3     0
      Under Tailwind                  666       3 of 3     0
      At −1                           222       1 of 3     0

      At its fastest (333)
        slower than Dragapult 421
        faster than Charizard 328, Snorlax 174

      At +1 or with a Choice Scarf (499)
        faster than Dragapult 421, Charizard 328, Snorlax 174

      Under Tailwind (666)
        faster than Dragapult 421, Charizard 328, Snorlax 174

      At −1 (222)
        slower than Charizard 328, Dragapult 421
        faster than Snorlax 174

      """)
  }

  /// Rivals exactly as fast are named, three at most in national order, the rest counted.
  @Test func thoseExactlyAsFastAreNamed() throws {
    var garchomp = StatExamples.garchomp
    garchomp.stats = [BaseStat(name: "speed", value: 102)]
    let rivals = [5, 4, 3, 2, 1].map { RosterExamples.member($0, "Twin \($0)", speed: 102) }
    let tiers = SpeedTiers(pokemon: garchomp, level: 100, rivals: rivals)
    #expect(tiers.scenarios.first?.ties == 5)
    #expect(tiers.scenarios.first?.tiedWith.map(\.pokemon.id) == [1, 2, 3])
    #expect(tiers.text(width: 80).contains("""
      At its fastest (333)
        as fast as Twin 1 333, Twin 2 333, Twin 3 333 and 2 more

      """))
  }

  @Test func noLineIsWiderThanAsked() async throws {
    let tiers = try await Self.tiers()
    for width in 20...90 {
      for line in tiers.text(width: width).split(separator: "\n") {
        #expect(TextLayout.width(String(line)) <= width, "\(width): \(line)")
      }
    }
  }

  @Test func json() async throws {
    let json = try await Self.tiers().json()
    for expected in [
      #""fastest" : 333"#, #""rivalCount" : 3"#, #""change" : "plus-one""#,
      #""outspeeds" : 2"#, #""displayName" : "Dragapult""#, #""versionGroup" : null"#,
      #""tiedWith" : ["#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
  }
}
