import Domain
import PokedexTesting
import Testing

/// `RankSpeed` and `SpeedTiers`: its Speed three ways, the rivals at their fastest, each
/// change to its Speed against them, and the changes a generation had.
@Suite("Speed tiers")
struct SpeedTiersTests {
  struct Rivals: RosterRepository {
    let rivals: [RosterMember]
    func roster(generation: Int?, matchups: Bool) async throws -> [RosterMember] {
      rivals
    }
  }

  static func pokemon(speed: Int, asIn game: GameGroup? = nil) -> Pokemon {
    var pokemon = StatExamples.garchomp
    pokemon.stats = [BaseStat(name: "speed", value: speed)]
    pokemon.asIn = game
    return pokemon
  }

  static let rivals: [RosterMember] = [
    RosterExamples.member(445, "Garchomp", speed: 102),
    RosterExamples.member(887, "Dragapult", speed: 142),
    RosterExamples.member(6, "Charizard", speed: 100),
    RosterExamples.member(149, "Dragonite", speed: 80),
    RosterExamples.member(143, "Snorlax", speed: 30),
    RosterExamples.member(894, "Regieleki", speed: 200),
  ]

  @Test func itsSpeedAgainstEveryRivalButItself() async throws {
    let rank = RankSpeed(pokemon: { _ in Self.pokemon(speed: 102) }, roster: Rivals(rivals: Self.rivals), games: FixedGames())
    let tiers = try await rank(.number(445), game: nil, level: 100)
    #expect([tiers.uninvested, tiers.invested, tiers.fastest] == [240, 303, 333])
    #expect(tiers.rivals.map(\.displayName) == [
      "Regieleki", "Dragapult", "Charizard", "Dragonite", "Snorlax",
    ])
    // Charizard at its fastest: (200 + 31 + 63 + 5) × 1.1 = 328.
    #expect(tiers.rivals.map(\.speed) == [548, 421, 328, 284, 174])
    #expect(tiers.scenarios.map(\.change) == [.none, .plusOne, .tailwind, .minusOne])
    let asItIs = tiers.scenarios[0]
    #expect(asItIs.speed == 333 && asItIs.outspeeds == 3 && asItIs.ties == 0)
    #expect(asItIs.justAbove.map(\.displayName) == ["Dragapult", "Regieleki"])
    #expect(asItIs.justBelow.map(\.displayName) == ["Charizard", "Dragonite", "Snorlax"])
    // +1: 333 × 3 / 2 = 499; Tailwind 666; −1: 333 × 2 / 3 = 222.
    #expect(tiers.scenarios.map(\.speed) == [333, 499, 666, 222])
    #expect(tiers.scenarios.map(\.outspeeds) == [3, 4, 5, 1])
  }

  @Test func aTieIsCountedAsATie() async throws {
    let rank = RankSpeed(pokemon: { _ in Self.pokemon(speed: 100) }, roster: Rivals(rivals: Self.rivals), games: FixedGames())
    let tiers = try await rank(.number(445), game: nil, level: 100)
    #expect(tiers.scenarios[0].ties == 1)
  }

  @Test func generationOneHasDVsNoTailwindAndRefusesLaterPokemon() async throws {
    let red = GameGroup(slug: "red-blue", order: 1, versions: ["red", "blue"], generation: 1)
    var dragonite = Self.pokemon(speed: 80, asIn: red)
    dragonite.generation = 1
    let told = dragonite
    let rank = RankSpeed(
      pokemon: { _ in told }, roster: Rivals(rivals: Self.rivals), games: FixedGames([red]))
    let tiers = try await rank(.number(149), game: "red", level: 100)
    #expect(tiers.formula == .gameBoy)
    #expect([tiers.uninvested, tiers.fastest] == [195, 258])
    #expect(tiers.scenarios.map(\.change) == [.none, .plusOne, .minusOne])
    // One stage down is ×66/100 in generations I and II: 258 × 66 / 100 = 170 (not 172).
    #expect(tiers.scenarios.last?.speed == 170)
    var garchomp = Self.pokemon(speed: 102, asIn: red)
    garchomp.generation = 4
    let later = garchomp
    await #expect(throws: NotYetInGame.self) {
      try await RankSpeed(pokemon: { _ in later }, roster: Rivals(rivals: []), games: FixedGames([red]))(
        .number(445), game: "red", level: 100)
    }
  }
}
