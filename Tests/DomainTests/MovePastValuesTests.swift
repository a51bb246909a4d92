import CustomDump
import Domain
import PokedexTesting
import Testing

@Suite("A move as it was in an older game")
struct MovePastValuesTests {
  static let redBlue = GameGroup(slug: "red-blue", order: 3, versions: ["red", "blue"])
  static let goldSilver = GameGroup(slug: "gold-silver", order: 5)
  static let diamondPearl = GameGroup(slug: "diamond-pearl", order: 12)
  static let blackWhite = GameGroup(slug: "black-white", order: 15)
  static let xY = GameGroup(slug: "x-y", order: 17)
  static let scarletViolet = GameGroup(slug: "scarlet-violet", order: 27)

  /// Vine Whip as PokeAPI has it: 45 power and 25 PP today; PP 10 until Diamond and Pearl,
  /// power 35 and PP 15 until X and Y (listed newest first, as a source may).
  static var vineWhip: Move {
    var move = Move(
      id: 22, name: "vine-whip", displayName: "Vine Whip", type: .grass,
      damageClass: "physical", power: 45, accuracy: 100, pp: 25, priority: 0,
      target: "selected-pokemon", generation: 1,
      effect: EffectText(full: "Inflicts regular damage.", short: nil, chance: nil),
      battleEffects: MoveBattleEffects(), descriptions: [], machines: [], learnerCount: 32)
    move.pastValues = [
      MovePastValues(
        changedIn: xY, power: 35, accuracy: nil, pp: 15, type: nil),
      MovePastValues(
        changedIn: diamondPearl, power: nil, accuracy: nil, pp: 10, type: nil),
    ]
    return move
  }

  struct Numbers: Equatable {
    var power: Int?
    var pp: Int?
    var type: PokemonType?
    var asIn: String?
  }

  static func numbers(_ move: Move) -> Numbers {
    Numbers(power: move.power, pp: move.pp, type: move.type, asIn: move.asIn?.slug)
  }

  @Test(arguments: [
    (redBlue, Numbers(power: 35, pp: 10, type: .grass, asIn: "red-blue")),
    (diamondPearl, Numbers(power: 35, pp: 15, type: .grass, asIn: "diamond-pearl")),
    (blackWhite, Numbers(power: 35, pp: 15, type: .grass, asIn: "black-white")),
    (xY, Numbers(power: 45, pp: 25, type: .grass, asIn: "x-y")),
    (scarletViolet, Numbers(power: 45, pp: 25, type: .grass, asIn: "scarlet-violet")),
  ])
  func eachNumberComesFromTheOldestLaterChangeThatHasOne(game: GameGroup, expected: Numbers) {
    expectNoDifference(Self.numbers(Self.vineWhip.asItWas(in: game)), expected)
  }

  @Test func aTypeChangeIsATypeAsPowerIsAPower() {
    var bite = Self.vineWhip
    bite.type = .dark
    bite.pastValues = [
      MovePastValues(
        changedIn: Self.goldSilver, power: nil, accuracy: nil, pp: nil, type: .normal)
    ]
    let inRed = bite.asItWas(in: Self.redBlue)
    #expect(inRed.type == .normal)
    #expect(bite.asItWas(in: Self.goldSilver).type == .dark)
  }

  /// Over the network a change's group carries whatever order its link gave (here none):
  /// the order the catalog gives decides, not the one the move carries.
  @Test func theCatalogsOrderDecidesOverTheMoves() {
    var move = Self.vineWhip
    move.pastValues = [
      MovePastValues(
        changedIn: GameGroup(slug: "x-y", order: 0), power: 35, accuracy: nil, pp: nil,
        type: nil)
    ]
    let redGreenJapan = GameGroup(slug: "red-green-japan", order: 1)
    #expect(move.asItWas(in: redGreenJapan).power == 45)
    #expect(move.asItWas(in: redGreenJapan, ordered: ["x-y": Self.xY]).power == 35)
  }

  @Test func aMoveNoGameChangedIsTodaysInEveryGame() {
    var move = Self.vineWhip
    move.pastValues = nil
    expectNoDifference(
      Self.numbers(move.asItWas(in: Self.redBlue)),
      Numbers(power: 45, pp: 25, type: .grass, asIn: "red-blue"))
    #expect(move.changedIn.isEmpty)
  }

  struct Held: EntryRepository {
    let move: Move
    var kind: EntryKind { .move }
    func entry(_ query: EntryQuery) async throws -> Move { move }
  }

  /// The groups of Red and Blue and of the two changes, counting what is asked.
  final class Games: GameCatalog, @unchecked Sendable {
    private(set) var asked: [String] = []
    private(set) var listed = 0
    func group(named game: String) async throws -> GameGroup? {
      asked.append(game)
      return [MovePastValuesTests.redBlue, MovePastValuesTests.xY, MovePastValuesTests.diamondPearl]
        .first { $0.isNamed(game) }
    }
    func groups() async throws -> [GameGroup] {
      listed += 1
      return [MovePastValuesTests.redBlue, MovePastValuesTests.diamondPearl, MovePastValuesTests.xY]
    }
    func group(standingFor generation: Int) async throws -> GameGroup? {
      GameGroup.standing(for: generation, among: try await groups(), sizes: [:])
    }
  }

  @Test func theRepositoryTellsEveryEntryAsItWasOrderedByTheCatalog() async throws {
    let games = Games()
    let repository = GameEntryRepository(Held(move: Self.vineWhip), game: "red", catalog: games)
    let shown = try await repository.entry(.name("vine-whip"))
    expectNoDifference(
      Self.numbers(shown), Numbers(power: 35, pp: 10, type: .grass, asIn: "red-blue"))
    // The game and the two groups that changed the move come from one list.
    #expect(games.listed == 1)
    #expect(games.asked == [])
    #expect(repository.kind == .move)
  }

  /// A move of generation I that no game changed, of the class its type gave it before
  /// generation IV, is the same in every game: only the game itself is looked up, to
  /// refuse one the source does not know.
  @Test func anEntryNoGameChangedCostsOnlyTheGamesLookUp() async throws {
    var thunderbolt = Self.vineWhip
    thunderbolt.pastValues = nil
    thunderbolt.type = .electric
    thunderbolt.damageClass = "special"
    let games = Games()
    let shown = try await GameEntryRepository(
      Held(move: thunderbolt), game: "red", catalog: games
    ).entry(.number(85))
    #expect(shown == thunderbolt)
    #expect(games.listed == 1)
    #expect(games.asked == [])
  }

  /// A game the source's list lacks is refused with the nearest slugs, even for a move
  /// the same in every game; a source that lists no games leaves a move as it gives it.
  @Test func aGameTheCatalogLacksIsRefusedUnlessItListsNone() async throws {
    var thunderbolt = Self.vineWhip
    thunderbolt.pastValues = nil
    for move in [Self.vineWhip, thunderbolt] {
      await #expect {
        try await GameEntryRepository(Held(move: move), game: "redd", catalog: Games())
          .entry(.number(22))
      } throws: { error in
        guard case .noSuchChoice("game", "redd", let nearest, _) = error as? PokedexError
        else { return false }
        return nearest.first == "red"
      }
    }
    let unlisted = GameEntryRepository(
      Held(move: Self.vineWhip), game: "blah", catalog: FixedGames())
    #expect(try await unlisted.entry(.number(22)) == Self.vineWhip)
  }
}

@Suite("The game chosen when none is named")
struct DefaultGameChoiceTests {
  static let redBlue = GameGroup(slug: "red-blue", order: 3)
  static let scarletViolet = GameGroup(slug: "scarlet-violet", order: 27)
  static let champions = GameGroup(slug: "champions", order: 32)
  static let blueJapan = GameGroup(slug: "blue-japan", order: 2)

  @Test func theNewestThatCountsElseTheNewest() {
    let groups = [Self.champions, Self.redBlue, Self.scarletViolet, Self.blueJapan]
    #expect(
      GameGroup.chosenByDefault(among: groups, counting: ["red-blue", "scarlet-violet"])
        == Self.scarletViolet)
    #expect(GameGroup.chosenByDefault(among: groups, counting: ["blue-japan"]) == Self.blueJapan)
    #expect(GameGroup.chosenByDefault(among: groups, counting: []) == Self.champions)
    #expect(GameGroup.chosenByDefault(among: [], counting: ["red-blue"]) == nil)
  }
}

@Suite("A move's class before generation IV")
struct DamageClassByTypeTests {
  @Test(arguments: [
    ("physical", PokemonType.fire, 3, "special"), ("special", .normal, 1, "physical"),
    ("physical", .dark, 2, "special"), ("status", .fire, 1, "status"),
    ("physical", .fire, 4, "physical"), ("special", .fighting, 9, "special"),
  ])
  func theTypeDecidedADamagingMovesClass(
    today: String, type: PokemonType, generation: Int, then: String
  ) {
    #expect(DamageClassByType.damageClass(today, type: type, generation: generation) == then)
  }

  /// Fire Punch was special in Red; Bite physical while Normal, special once Dark.
  @Test func aMoveIsToldWithItsClassThen() {
    var bite = MovePastValuesTests.vineWhip
    bite.type = .dark
    bite.damageClass = "physical"
    bite.pastValues = [
      MovePastValues(
        changedIn: MovePastValuesTests.goldSilver, power: nil, accuracy: nil, pp: nil,
        type: .normal)
    ]
    #expect(!bite.isSameInEveryGame)
    let red = GameGroup(slug: "red-blue", order: 3, generation: 1)
    let gold = GameGroup(slug: "gold-silver", order: 5, generation: 2)
    let diamond = GameGroup(slug: "diamond-pearl", order: 12, generation: 4)
    #expect(bite.asItWas(in: red).damageClass == "physical")
    #expect(bite.asItWas(in: gold).damageClass == "special")
    #expect(bite.asItWas(in: diamond).damageClass == "physical")
  }

  /// A move newer than the game keeps today's numbers, and says it is newer.
  @Test func aMoveNewerThanTheGameSaysSo() {
    var move = MovePastValuesTests.vineWhip
    move.generation = 3
    #expect(!move.isSameInEveryGame)
    let red = move.asItWas(in: GameGroup(slug: "red-blue", order: 3, generation: 1))
    #expect(red.isNewerThanItsGame)
    #expect(red.power == 45)
    #expect(red.damageClass == "physical")
  }
}
