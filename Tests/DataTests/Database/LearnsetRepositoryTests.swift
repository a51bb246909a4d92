import CustomDump
import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// Learnsets over the network and who learns a move, from the hand-written documents of
/// `ReferenceFixtures`: Pikachu learns Growl at 1 and Thunderbolt by TM24 in Red and Blue,
/// and Thunderbolt at 26 in a second group.
@Suite("Learnsets over the network, and who learns a move")
struct LearnsetRepositoryTests {
  static let growl = MoveSummary(
    id: 45, name: "growl", displayName: "Growl", type: .normal, damageClass: "status",
    power: nil, accuracy: 100, pp: 40)
  static let thunderbolt = MoveSummary(
    id: 85, name: "thunderbolt", displayName: "Thunderbolt", type: .electric,
    damageClass: "special", power: 90, accuracy: 100, pp: 15)
  // Over the network a group's order is its id, and its games are not asked for.
  static let redBlue = GameGroup(slug: "red-blue", order: 1)
  static let second = GameGroup(slug: "group-2", order: 2)

  @Test func theNewestGameCostsThePokemonAndEachMoveOnce() async throws {
    let client = Self.client()
    let learnset = try await Self.remote(client).learnset(.name("pikachu"), game: nil)
    expectNoDifference(
      learnset,
      Learnset(
        game: Self.second, games: [Self.redBlue, Self.second],
        moves: [LearnedMove(move: Self.thunderbolt, method: "level-up", level: 26, machine: nil)]))
    // The list of groups orders the games for the default (this API has none).
    expectNoDifference(
      client.requestedURLs.map(Self.path), ["pokemon/pikachu/", "version-group/?offset=0&limit=100000", "move/85/"])
  }

  @Test func aGameByNameCostsItsVersionAndAMachineMoveItsMachine() async throws {
    let client = Self.client()
    let learnset = try await Self.remote(client).learnset(.number(25), game: "red")
    expectNoDifference(
      learnset,
      Learnset(
        game: Self.redBlue, games: [Self.redBlue, Self.second],
        moves: [
          LearnedMove(move: Self.growl, method: "level-up", level: 1, machine: nil),
          LearnedMove(move: Self.thunderbolt, method: "machine", level: nil, machine: "tm24"),
        ]))
    expectNoDifference(
      client.requestedURLs.map(Self.path).sorted(),
      ["machine/1/", "move/45/", "move/85/", "pokemon/25/", "version/red/"])
  }

  @Test func aGameWithoutMovesAndAnUnknownGameAreNoGame() async throws {
    let remote = try Self.remote(Self.client())
    let expected = Learnset(game: nil, games: [Self.redBlue, Self.second], moves: [])
    let absent = try await remote.learnset(.number(25), game: "scarlet")
    expectNoDifference(absent, expected)
  }

  @Test func anUnknownPokemonIsNotFound() async throws {
    await #expect(throws: PokedexError.entryNotFound(.pokemon, .name("missingno"), suggestions: [])) {
      try await Self.remote(Self.client()).learnset(.name("missingno"), game: nil)
    }
  }

  @Test func theCacheAnswersTheSameLearnsetWithoutARequest() async throws {
    let client = Self.client()
    let storage = InMemoryDocumentStorage()
    let cached = CachedLearnsetRepository(
      remote: try Self.remote(client), storage: storage, policy: CachePolicy())
    let cold = try await cached.learnset(.name("pikachu"), game: "red")
    let asked = client.requestedURLs.count
    let warm = try await cached.learnset(.name("pikachu"), game: "red")
    expectNoDifference(warm, cold)
    #expect(client.requestedURLs.count == asked)
  }

  // MARK: - Who learns a move, and the list of moves, from the database

  @Test func theDatabaseNamesWhoLearnsAMoveAndHow() async throws {
    let (database, folder) = try await MoveRepositoryTests.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let redBlue = GameGroup(
      slug: "red-blue", order: 3, versions: ["red"], generation: 1, pokedexes: ["kanto"],
      regions: ["kanto"])
    let pikachu = MoveLearner(
      pokemonID: 25, pokemon: "pikachu", displayName: "Pikachu", method: "machine", level: nil,
      machine: "tm24")
    let repository = DatabaseMoveLearnersRepository(database: database)
    let newest = try await repository.learners(of: .name("thunderbolt"), game: nil, method: nil)
    expectNoDifference(newest, MoveLearners(game: redBlue, games: [redBlue], learners: [pikachu]))
    let byMachine = try await repository.learners(of: .number(85), game: "red", method: "machine")
    expectNoDifference(byMachine, newest)
    // No one learns it as an egg move: no game, and no game to name.
    let eggs = try await repository.learners(of: .number(85), game: nil, method: "egg")
    expectNoDifference(eggs, MoveLearners(game: nil, games: [], learners: []))
    await #expect(throws: PokedexError.self) {
      try await repository.learners(of: .name("thunderbold"), game: nil, method: nil)
    }
  }

  @Test func theDatabaseListsEveryMoveOrThoseAPokemonLearnsInAGame() async throws {
    let (database, folder) = try await MoveRepositoryTests.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = DatabaseMoveCatalog(database: database)
    let all = try await catalog.rows(for: MoveCriteria())
    #expect(all.map(\.move.id) == [1, 45, 85, 10001])
    #expect(all.first { $0.move.id == 85 } == MoveRow(move: Self.thunderbolt, priority: 0, generation: 1))
    #expect(try await catalog.rows(for: MoveCriteria(game: "red", pokemon: .name("pikachu"))).map(\.move.id) == [45, 85])
    #expect(try await catalog.rows(for: MoveCriteria(game: "scarlet")).isEmpty)
    await #expect(throws: PokedexError.self) {
      try await catalog.rows(for: MoveCriteria(pokemon: .name("missingno")))
    }
  }

  // MARK: - Helpers

  static func remote(_ client: StubHTTPClient) throws -> RemoteLearnsets {
    RemoteLearnsets(
      reader: PokeAPIReader(
        client: client, endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base),
        retries: .none))
  }

  /// Every fixture document under its id, Pikachu and Red under their names too, and
  /// each of `copies` (a path such as `pokemon/10025/`) answering the document of the path
  /// it names.
  static func client(copies: [String: String] = [:]) -> StubHTTPClient {
    var answers: [String: Result<Data, PokedexError>] = [:]
    for (resource, documents) in ReferenceFixtures.documents {
      for (id, text) in documents {
        answers[FixtureAPIClient.base + "\(resource)/\(id)/"] = .success(Data(text.utf8))
      }
    }
    answers[FixtureAPIClient.base + "pokemon/pikachu/"] = answers[FixtureAPIClient.base + "pokemon/25/"]
    answers[FixtureAPIClient.base + "version/red/"] = answers[FixtureAPIClient.base + "version/1/"]
    // A copy is a document of its own: it says its own id, as a real one would.
    for (copy, original) in copies {
      guard case .success(let text)? = answers[FixtureAPIClient.base + original],
        let object = (try? JSONSerialization.jsonObject(with: text)) as? [String: Any],
        let id = copy.split(separator: "/").last.flatMap({ Int($0) }),
        let data = try? JSONSerialization.data(withJSONObject: object.merging(["id": id]) { $1 })
      else { continue }
      answers[FixtureAPIClient.base + copy] = .success(data)
    }
    return StubHTTPClient(answers: answers)
  }

  static func path(_ url: URL) -> String {
    String(url.absoluteString.dropFirst(FixtureAPIClient.base.count))
  }
}

/// Who learns a move over the network, from the same fixtures: Thunderbolt names Pikachu
/// as a learner, whose document has it by TM24 in Red and Blue (twice) and at 26 in a
/// second group.
@Suite("Who learns a move, over the network")
struct RemoteMoveLearnersTests {
  static func remote(_ client: StubHTTPClient) throws -> RemoteLearnsets {
    RemoteLearnsets(
      reader: PokeAPIReader(
        client: client, endpoints: try PokeAPIEndpoints(baseURL: FixtureAPIClient.base),
        retries: .none))
  }

  static func pikachu(_ method: String, level: Int? = nil, machine: String? = nil) -> MoveLearner {
    MoveLearner(
      pokemonID: 25, pokemon: "pikachu", displayName: "Pikachu", method: method, level: level,
      machine: machine)
  }

  @Test func theNewestGameCostsTheMoveAndEachLearnerOnce() async throws {
    let client = LearnsetRepositoryTests.client()
    let learners = try await Self.remote(client).learners(of: .number(85), game: nil, method: nil)
    let groups = [LearnsetRepositoryTests.redBlue, LearnsetRepositoryTests.second]
    expectNoDifference(
      learners,
      MoveLearners(
        game: LearnsetRepositoryTests.second, games: groups,
        learners: [Self.pikachu("level-up", level: 26)]))
    expectNoDifference(
      client.requestedURLs.map(LearnsetRepositoryTests.path),
      ["move/85/", "pokemon/25/", "version-group/?offset=0&limit=100000"])
  }

  @Test func aMachineRowNamesItsMachineOnceEvenWhenListedTwice() async throws {
    let client = LearnsetRepositoryTests.client()
    let learners = try await Self.remote(client).learners(
      of: .number(85), game: "red-blue", method: "machine")
    expectNoDifference(
      learners,
      MoveLearners(
        game: LearnsetRepositoryTests.redBlue, games: [LearnsetRepositoryTests.redBlue],
        learners: [Self.pikachu("machine", machine: "tm24")]))
    expectNoDifference(
      client.requestedURLs.map(LearnsetRepositoryTests.path).sorted(),
      ["machine/1/", "move/85/", "pokemon/25/"])
  }

  @Test func aWayNoOneLearnsItByIsNoGameAndAnUnknownMoveIsNotFound() async throws {
    let remote = try Self.remote(LearnsetRepositoryTests.client())
    let eggs = try await remote.learners(of: .number(85), game: "red", method: "egg")
    expectNoDifference(eggs, MoveLearners(game: nil, games: [], learners: []))
    await #expect(throws: PokedexError.entryNotFound(.move, .number(999), suggestions: [])) {
      try await remote.learners(of: .number(999), game: nil, method: nil)
    }
  }

  @Test func theCacheAnswersTheSameLearnersWithoutARequest() async throws {
    let client = LearnsetRepositoryTests.client()
    let cached = CachedMoveLearnersRepository(
      remote: try Self.remote(client), storage: InMemoryDocumentStorage(), policy: CachePolicy())
    let cold = try await cached.learners(of: .number(85), game: nil, method: nil)
    let asked = client.requestedURLs.count
    let warm = try await cached.learners(of: .number(85), game: nil, method: nil)
    expectNoDifference(warm, cold)
    #expect(client.requestedURLs.count == asked)
  }
}
