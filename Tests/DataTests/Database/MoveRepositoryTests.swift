import CustomDump
import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData
@testable import PokedexDatabaseGenerator

/// A move from the built-in database and from PokeAPI's documents: the same card either
/// way, from the hand-written documents of `ReferenceFixtures`.
@Suite("Move repositories")
struct MoveRepositoryTests {
  /// Thunderbolt as the fixtures have it: its English texts as paragraphs (line breaks
  /// joined; of the two in-game texts of one game, the first), the machine of Red and
  /// Blue, one learner.
  static func thunderbolt(redBlue: GameGroup, description: String) -> Move {
    Move(
      id: 85, name: "thunderbolt", displayName: "Thunderbolt", type: .electric,
      damageClass: "special", power: 90, accuracy: 100, pp: 15, priority: 0,
      target: "selected-pokemon", generation: 1,
      effect: EffectText(
        full: "Inflicts regular damage. May paralyze.", short: "May paralyze.", chance: 10),
      battleEffects: MoveBattleEffects(
        ailment: "paralysis", ailmentChance: 10, statChance: 0, flinchChance: 0, drain: 0,
        healing: 0, critRate: 0, category: "damage+ailment"),
      descriptions: [GameText(game: redBlue, text: description)],
      machines: [MoveMachine(game: redBlue, item: "tm24")], learnerCount: 1)
  }

  @Test func theDatabaseAnswersAMoveWithItsTextsMachinesAndLearners() async throws {
    let (database, folder) = try await Self.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let move = try await DatabaseMoveRepository(database: database).entry(.name("thunderbolt"))
    expectNoDifference(
      move,
      Self.thunderbolt(
        redBlue: GameGroup(
          slug: "red-blue", order: 3, versions: ["red"], generation: 1, pokedexes: ["kanto"],
          regions: ["kanto"]),
        description: "A strong electric blast."))
  }

  @Test func theNetworkAnswersTheSameMoveFromItsDocuments() async throws {
    let move = try await Self.remote().entry(.name("thunderbolt")).shown(in: "en")
    // Over the network a group's order is its id and its games are not asked for.
    expectNoDifference(
      move,
      Self.thunderbolt(
        redBlue: GameGroup(slug: "red-blue", order: 1), description: "A strong electric blast."))
  }

  @Test func theNetworkNamesAMoveInAnotherLanguageAsTheDatabaseDoes() async throws {
    let (_, folder) = try await Self.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pokedex.sqlite").path
    let french = PokedexDatabase(opening: { path }, language: "fr")
    let fromDatabase = try await DatabaseMoveRepository(database: french).entry(.name("thunderbolt"))
    let fromNetwork = try await Self.remote().entry(.name("thunderbolt")).shown(in: "fr")
    #expect(fromNetwork.displayName == "Tonnerre")
    #expect(fromNetwork.displayName == fromDatabase.displayName)
    #expect(fromNetwork.descriptions.map(\.text) == fromDatabase.descriptions.map(\.text))
    #expect(fromNetwork.translations == nil)
  }

  @Test func aMoveWithNothingButNullsIsStillACard() async throws {
    let (database, folder) = try await Self.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shadow = Move(
      id: 10001, name: "shadow-rush", displayName: "Shadow Rush", type: nil, damageClass: nil,
      power: nil, accuracy: nil, pp: nil, priority: 0, target: nil, generation: nil,
      effect: EffectText(full: nil, short: nil, chance: nil),
      battleEffects: MoveBattleEffects(), descriptions: [], machines: [], learnerCount: 0)
    let fromDatabase = try await DatabaseMoveRepository(database: database).entry(.number(10001))
    let fromNetwork = try await Self.remote().entry(.number(10001)).shown(in: "en")
    expectNoDifference(fromDatabase, shadow)
    expectNoDifference(fromNetwork, shadow)
  }

  @Test(arguments: ["thunder bolt", "Thunder-Bolt", "THUNDERBOLT", "85", "#085"])
  func aNameIsForgivingAsAPokemonsIs(typed: String) async throws {
    let (database, folder) = try await Self.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let query = try EntryQuery.parse(typed)
    #expect(try await DatabaseMoveRepository(database: database).entry(query).id == 85)
    #expect(try await Self.remote().entry(query).id == 85)
  }

  @Test func anUnknownNameNamesTheNearestMoves() async throws {
    let (database, folder) = try await Self.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = PokedexError.entryNotFound(
      .move, .name("thunderbold"), suggestions: ["thunderbolt"])
    await #expect(throws: expected) {
      try await DatabaseMoveRepository(database: database).entry(.name("thunderbold"))
    }
    await #expect(throws: expected) { try await Self.remote().entry(.name("thunderbold")) }
  }

  @Test func aNumberTheDataLacksIsNoMove() async throws {
    let (database, folder) = try await Self.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    await #expect(throws: PokedexError.entryNotFound(.move, .number(999), suggestions: [])) {
      try await DatabaseMoveRepository(database: database).entry(.number(999))
    }
    let layered = BuiltInFirstRepository(
      builtIn: DatabaseMoveRepository(database: database), network: try Self.remote())
    await #expect(throws: PokedexError.entryNotFound(.move, .number(999), suggestions: [])) {
      try await layered.entry(.number(999))
    }
  }

  /// Pikachu's moves in the fixtures' one game: Growl by level, Thunderbolt by machine
  /// (listed twice, kept once) with the machine's item; the game the fixtures do not
  /// describe is left out.
  @Test func aPokemonsLearnsetIsItsMovesInOneGameByWayOfLearning() async throws {
    let (database, folder) = try await Self.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let redBlue = GameGroup(
      slug: "red-blue", order: 3, versions: ["red"], generation: 1, pokedexes: ["kanto"],
      regions: ["kanto"])
    let growl = MoveSummary(
      id: 45, name: "growl", displayName: "Growl", type: nil, damageClass: nil, power: nil,
      accuracy: 100, pp: 40)
    let thunderbolt = MoveSummary(
      id: 85, name: "thunderbolt", displayName: "Thunderbolt", type: .electric,
      damageClass: "special", power: 90, accuracy: 100, pp: 15)
    let expected = Learnset(
      game: redBlue, games: [redBlue],
      moves: [
        LearnedMove(move: growl, method: "level-up", level: 1, machine: nil),
        LearnedMove(move: thunderbolt, method: "machine", level: nil, machine: "tm24"),
      ])
    let newest = try await database.learnset(pokemonID: 25, game: nil)
    let red = try await database.learnset(pokemonID: 25, game: "red")
    let scarlet = try await database.learnset(pokemonID: 25, game: "scarlet")
    expectNoDifference(newest, expected)
    expectNoDifference(red, expected)
    expectNoDifference(
      scarlet,
      Learnset(game: nil, games: [redBlue], moves: []))
  }

  // MARK: - Helpers

  static func remote() throws -> RemoteMoveRepository {
    RemoteMoveRepository(
      reader: PokeAPIReader(
        client: FixtureAPIClient(documents: ReferenceFixtures.documents),
        endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base), retries: .none))
  }

  /// The fixtures' tables in a database of their own, and the folder that holds it.
  static func database() async throws -> (PokedexDatabase, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokecli-moves-\(UUID().uuidString)")
    let endpoints = try PokeAPIEndpoints(baseURL: FixtureAPIClient.base)
    // Pikachu's card alone, for who learns a move: the Pokémon part holds it and the
    // types, the reference part the fixtures with what Thunderbolt and Pikachu's learnset
    // link to besides (a target, a machine's item, the ways of learning).
    let types = PokeAPIDocuments(
      client: FixtureAPIClient(documents: [
        "type": [13: Self.type(13, "electric")],
        "pokemon": [
          25: """
            {"id":25,"name":"pikachu","species":{"name":"pikachu","url":"/api/v2/pokemon-species/25/"},\
            "height":4,"weight":60,"base_experience":112,"is_default":true,"order":35,\
            "types":[{"slot":1,"type":{"name":"electric","url":"/api/v2/type/13/"}}],\
            "stats":[],"abilities":[]}
            """
        ],
      ]),
      endpoints: endpoints)
    let documents = PokeAPIDocuments(
      client: FixtureAPIClient(documents: referenceDocuments), endpoints: endpoints)
    let tables = try await BuiltInTables.make(
      cards: [MinimalCard.make(25, "pikachu", "Pikachu", types: [.electric])],
      documents: types, generatedOn: "2026-11-21", source: FixtureAPIClient.base)
      + ReferenceTables.make(from: documents)
    return (try await SmallDatabase.load(BuiltInTables.merged(tables), in: folder), folder)
  }

  static var referenceDocuments: [String: [Int: String]] {
    var documents = ReferenceFixtures.documents
    documents["move-target"] = [10: #"{"id":10,"name":"selected-pokemon","names":[]}"#]
    documents["move-learn-method"] = [
      1: #"{"id":1,"name":"level-up","names":[]}"#, 4: #"{"id":4,"name":"machine","names":[]}"#,
    ]
    documents["item", default: [:]][328] = """
      {"id":328,"name":"tm24","cost":null,"fling_power":null,"fling_effect":null,\
      "category":null,"attributes":[],"sprites":{"default":null},"effect_entries":[],\
      "flavor_text_entries":[],"names":[]}
      """
    return documents
  }

  static func type(_ id: Int, _ name: String) -> String {
    """
    {"id":\(id),"name":"\(name)","names":[],"damage_relations":{"double_damage_from":[],\
    "half_damage_from":[],"no_damage_from":[]},"pokemon":[]}
    """
  }
}
