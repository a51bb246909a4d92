import CustomDump
import Domain
import Foundation
import PokedexTesting
import Testing

@testable import PokedexData

/// Learnsets and who learns a move by the rule every kind follows (`BuiltInFirst`): the
/// built-in data answers what it holds without a request, the cache over the network what
/// it does not, and a name it does not know is not asked for. Built as the app builds them.
@Suite("Learnsets and learners, built-in data first")
struct LayeredLearningTests {
  /// The rule of Pokémon when PokeAPI lists more of them than the data: a name or number
  /// the data lacks is asked of the network.
  static let dataLacksPokemon = BuiltInFirst(newerInCache: nil, knowsEveryName: { false })

  /// Learnsets as the app layers them: `database`'s, then the cache over `client`, by `rule`.
  static func learnsets(
    _ database: PokedexDatabase, _ client: StubHTTPClient, rule: BuiltInFirst
  ) throws -> any LearnsetRepository {
    Layered<any LearnsetRepository>(
      builtIn: DatabaseLearnsetRepository(database: database),
      network: CachedLearnsetRepository(
        remote: try LearnsetRepositoryTests.remote(client), storage: InMemoryDocumentStorage(),
        policy: CachePolicy()),
      rule: rule)
  }

  @Test func aLearnsetComesFromTheDataAndOneItLacksFromTheNetwork() async throws {
    let (database, folder) = try await MoveRepositoryTests.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A Pokémon newer than the data: the network has it, the data does not.
    let client = LearnsetRepositoryTests.client(copies: ["pokemon/10025/": "pokemon/25/"])
    let learnsets = try Self.learnsets(database, client, rule: Self.dataLacksPokemon)

    let held = try await learnsets.learnset(.name("pikachu"), game: nil)
    #expect(held.game?.slug == "red-blue")
    #expect(client.requestedURLs.isEmpty)

    let newer = try await learnsets.learnset(.number(10025), game: nil)
    #expect(newer.game == LearnsetRepositoryTests.second)
    expectNoDifference(
      client.requestedURLs.map(LearnsetRepositoryTests.path),
      ["pokemon/10025/", "version-group/?offset=0&limit=100000", "move/85/"])
  }

  @Test func whileTheDataKnowsEveryPokemonOneItLacksIsNoneWithoutARequest() async throws {
    let (database, folder) = try await MoveRepositoryTests.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let client = LearnsetRepositoryTests.client(copies: ["pokemon/10025/": "pokemon/25/"])
    let learnsets = try Self.learnsets(database, client, rule: BuiltInFirst())
    let typo = PokedexError.entryNotFound(.pokemon, .name("pikachuu"), suggestions: ["pikachu"])
    await #expect(throws: typo) { try await learnsets.learnset(.name("pikachuu"), game: nil) }
    let number = PokedexError.entryNotFound(.pokemon, .number(10025), suggestions: [])
    await #expect(throws: number) { try await learnsets.learnset(.number(10025), game: nil) }
    #expect(client.requestedURLs.isEmpty)
  }

  @Test func whoLearnsAMoveComesFromTheDataAndAMoveItLacksIsNoneWithoutARequest() async throws {
    let (database, folder) = try await MoveRepositoryTests.database()
    defer { try? FileManager.default.removeItem(at: folder) }
    let client = LearnsetRepositoryTests.client(copies: ["move/9085/": "move/85/"])
    let learners: any MoveLearnersRepository = Layered<any MoveLearnersRepository>(
      builtIn: DatabaseMoveLearnersRepository(database: database),
      network: CachedMoveLearnersRepository(
        remote: try RemoteMoveLearnersTests.remote(client), storage: InMemoryDocumentStorage(),
        policy: CachePolicy()))

    let held = try await learners.learners(of: .name("thunderbolt"), game: nil, method: nil)
    #expect(held.learners.map(\.pokemonID) == [25])
    #expect(client.requestedURLs.isEmpty)

    let number = PokedexError.entryNotFound(.move, .number(9085), suggestions: [])
    await #expect(throws: number) {
      try await learners.learners(of: .number(9085), game: nil, method: nil)
    }

    let typo = PokedexError.entryNotFound(
      .move, .name("thunderbold"), suggestions: ["thunderbolt"])
    await #expect(throws: typo) {
      try await learners.learners(of: .name("thunderbold"), game: nil, method: nil)
    }
    #expect(client.requestedURLs.isEmpty)
  }
}
